import { api, errorCatalog, errorMessages } from '@herald/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { materialMail } from '../../src/modules/material/notify/mail.js';
import { call, fail } from '../factories.js';
import { useTestApp } from '../harness.js';
import {
  approved,
  blockOf,
  type MaterialGame,
  materialGame,
  materialRowCounts,
  noticesOf,
  submitted,
} from './helpers.js';

describe('reviewing materials', () => {
  const testApp = useTestApp();
  let world: MaterialGame;

  beforeAll(async () => {
    world = await materialGame(testApp());
  });

  it('only material_manage reviews; a reject says why, before anything is decided', async () => {
    const { app, database } = testApp();
    const material = await submitted(testApp(), world.alice);
    const input = { ids: [material.id], decision: 'approve' as const };
    expect((await fail(app, api.material.review, input, world.alice.as)).status).toBe(403);
    const before = await materialRowCounts(database.db);
    const silent = await fail(app, api.material.review, { ...input, decision: 'reject' }, world.manager.as);
    expect(silent).toMatchObject({
      status: 400,
      code: errorCatalog.material_reject_comment.code,
      msg: errorMessages.en.material_reject_comment,
    });
    expect(await materialRowCounts(database.db)).toEqual(before);
  });

  it('decides a batch with a result per item: approved, already decided, not found', async () => {
    const { app, database } = testApp();
    const first = await submitted(testApp(), world.alice);
    const second = await submitted(testApp(), world.bob);
    await call(app, api.material.review, { ids: [second.id], decision: 'approve' }, world.manager.as);
    const results = await call(
      app,
      api.material.review,
      { ids: [first.id, second.id, 999_999, first.id], decision: 'approve' },
      world.manager.as,
    );
    expect(results).toEqual([
      { id: first.id, ok: true, code: 0, message: 'ok' },
      {
        id: second.id,
        ok: false,
        code: errorCatalog.material_decided.code,
        message: errorMessages.en.material_decided,
      },
      { id: 999_999, ok: false, code: errorCatalog.not_found.code, message: errorMessages.en.not_found },
    ]);
    const detail = await call(app, api.material.detail, { id: first.id }, world.alice.as);
    expect(detail).toMatchObject({ status: 'approved', review: { by: world.manager.name, comment: '' } });
    expect(await blockOf(database.db, detail.file.id)).toBeNull();
    const told = (await noticesOf(database.db, world.alice.id)).filter(
      (n) => n.params.material_id === first.id,
    );
    expect(told.map((notice) => notice.kind)).toEqual(['material_approved']);
  });

  it('a rejected material stays blocked, its submitter is told why, and a resubmission goes back to review', async () => {
    const { app, database } = testApp();
    const material = await submitted(testApp(), world.alice);
    const [result] = await call(
      app,
      api.material.review,
      { ids: [material.id], decision: 'reject', comment: ' Logo is outdated ' },
      world.manager.as,
    );
    expect(result?.ok).toBe(true);
    expect(await blockOf(database.db, material.file.id)).toBe('material_rejected');
    const [notice] = (await noticesOf(database.db, world.alice.id)).filter(
      (entry) => entry.params.material_id === material.id && entry.kind === 'material_rejected',
    );
    expect(notice?.params).toMatchObject({ comment: 'Logo is outdated', by: world.manager.name });
    // Only its submitter (or a manager) sends it back.
    expect((await fail(app, api.material.resubmit, { id: material.id }, world.bob.as)).code).toBe(
      errorCatalog.not_found.code,
    );
    const again = await call(app, api.material.resubmit, { id: material.id }, world.alice.as);
    expect(again).toMatchObject({ status: 'pending', review: null });
    expect(await blockOf(database.db, material.file.id)).toBe('material_pending');
    const approvedOne = await approved(testApp(), world);
    expect((await fail(app, api.material.resubmit, { id: approvedOne.id }, world.manager.as)).code).toBe(
      errorCatalog.material_decided.code,
    );
  });

  it('the submitter edits while pending or rejected, a manager at any time; only the fields sent change', async () => {
    const { app } = testApp();
    const material = await submitted(testApp(), world.alice, {
      default_description: 'Season 3 is live',
      tags: ['launch'],
    });
    const renamed = await call(
      app,
      api.material.update,
      { id: material.id, name: 'Renamed' },
      world.alice.as,
    );
    expect(renamed).toMatchObject({
      name: 'Renamed',
      default_description: 'Season 3 is live',
      tags: ['launch'],
    });
    expect(
      (await fail(app, api.material.update, { id: material.id, name: 'Bob’s' }, world.bob.as)).code,
    ).toBe(errorCatalog.not_found.code);
    await call(app, api.material.review, { ids: [material.id], decision: 'approve' }, world.manager.as);
    const locked = await fail(app, api.material.update, { id: material.id, name: 'Late' }, world.alice.as);
    expect(locked).toMatchObject({ status: 403, code: errorCatalog.material_not_editable.code });
    const managed = await call(
      app,
      api.material.update,
      { id: material.id, tags: ['hero'] },
      world.manager.as,
    );
    expect(managed).toMatchObject({ name: 'Renamed', tags: ['hero'], status: 'approved' });
  });

  it('lists the caller’s own submissions; everyone’s only for a manager', async () => {
    const { app } = testApp();
    const mine = await submitted(testApp(), world.bob, { name: 'Bob’s banner' });
    const own = await call(app, api.material.list, { keyword: 'banner' }, world.bob.as);
    expect(own.list.map((entry) => entry.id)).toEqual([mine.id]);
    expect((await call(app, api.material.list, { keyword: 'banner' }, world.alice.as)).total).toBe(0);
    const refused = await fail(app, api.material.list, { everyone: true }, world.bob.as);
    expect(refused).toMatchObject({ status: 403, code: errorCatalog.no_app_permission.code });
    const queue = await call(
      app,
      api.material.list,
      { everyone: true, status: ['pending'] },
      world.manager.as,
    );
    expect(queue.list.map((entry) => entry.id)).toContain(mine.id);
    expect(queue.list.every((entry) => entry.status === 'pending')).toBe(true);
  });

  it('writes each notice’s e-mail in the reader’s language, with the reviewer’s comment', () => {
    const rejected = materialMail({
      to: 'ana@example.test',
      locale: 'en',
      kind: 'material_rejected',
      game: 'Star Harbor',
      params: { material: 'Key art', by: 'Kim', comment: '<b>old logo</b>' },
      url: 'https://herald.test/material/list?id=3',
    });
    expect(rejected?.subject).toBe('[Herald] Material rejected: Key art');
    expect(rejected?.text).toContain('“Key art” in Star Harbor was rejected by Kim.');
    expect(rejected?.html).toContain('Comment: &lt;b&gt;old logo&lt;/b&gt;');
    const expired = materialMail({
      to: 'ana@example.test',
      locale: 'zh-CN',
      kind: 'material_expired',
      game: 'Star Harbor',
      params: { material: 'Key art', date: '2026-12-01 00:00 UTC', held: 2 },
      url: 'https://herald.test/material/library?id=3',
    });
    expect(expired?.text).toContain('使用它的 2 条定时帖子已暂停');
    const other = {
      to: 'a@example.test',
      locale: 'en' as const,
      game: 'G',
      params: {},
      url: 'https://h.test',
    };
    expect(materialMail({ ...other, kind: 'assign_task_expired' })).toBeNull();
  });
});

import { api, errorCatalog, errorMessages } from '@herald/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows.js';
import { buildGame, buildMember, call, fail, signInAs } from '../factories.js';
import { useTestApp } from '../harness.js';
import {
  blockOf,
  fakeUpload,
  type MaterialGame,
  materialGame,
  materialRowCounts,
  noticesOf,
  pageOf,
  scheduledPost,
  submit,
} from './helpers.js';

describe('submitting materials', () => {
  const testApp = useTestApp();
  let world: MaterialGame;

  beforeAll(async () => {
    world = await materialGame(testApp());
  });

  it('refuses an anonymous caller, a bad body and a member without the library', async () => {
    const { app, database } = testApp();
    const upload = await fakeUpload(database.db, world.game, world.alice.id);
    const input = { name: 'Key art', upload_id: upload.id };
    expect((await fail(app, api.material.submit, input, { game: world.game })).status).toBe(401);
    const bad = await fail(app, api.material.submit, { ...input, tags: 'hero' }, world.alice.as);
    expect(bad).toMatchObject({ status: 400, code: errorCatalog.validation_failed.code });
    expect((await fail(app, api.material.submit, input, world.outsider.as)).status).toBe(403);
  });

  it('answers which files the game already has, by SHA-1, and none of another game', async () => {
    const { app, database } = testApp();
    const upload = await fakeUpload(database.db, world.game, world.alice.id);
    const { material } = await submit(app, world.alice, upload.id);
    const unknown = 'f'.repeat(40);
    const found = await call(app, api.material.check, { sha1: [upload.sha1, unknown] }, world.bob.as);
    expect(found).toEqual([
      { sha1: upload.sha1, material: expect.objectContaining({ id: material.id, status: 'pending' }) },
      { sha1: unknown, material: null },
    ]);
    const other = (await buildGame(database.db)).game_id;
    const stranger = await buildMember(database.db, other, { keys: ['material_base'] });
    const elsewhere = await call(
      app,
      api.material.check,
      { sha1: [upload.sha1] },
      { as: await signInAs(database.db, stranger.id), game: other },
    );
    expect(elsewhere).toEqual([{ sha1: upload.sha1, material: null }]);
  });

  it('links the same file submitted again (another upload, same SHA-1) and writes nothing else', async () => {
    const { app, database } = testApp();
    const first = await fakeUpload(database.db, world.game, world.alice.id);
    const created = await submit(app, world.alice, first.id, { name: 'Hero splash' });
    expect(created.linked).toBe(false);
    const again = await fakeUpload(database.db, world.game, world.bob.id, { sha1: first.sha1 });
    const before = await materialRowCounts(database.db);
    const linked = await submit(app, world.bob, again.id, { name: 'Another name' });
    expect(linked).toMatchObject({
      linked: true,
      material: { id: created.material.id, name: 'Hero splash' },
    });
    expect(await materialRowCounts(database.db)).toEqual(before);
    expect(await blockOf(database.db, again.id)).toBeNull();
    // The same upload twice is the same file too.
    expect((await submit(app, world.alice, first.id)).linked).toBe(true);
  });

  it('refuses another game’s upload, one still uploading and one refused, writing nothing', async () => {
    const { app, database } = testApp();
    const other = (await buildGame(database.db)).game_id;
    const foreign = await fakeUpload(database.db, other, null);
    const uploading = await fakeUpload(database.db, world.game, world.alice.id, { status: 'start' });
    const refused = await fakeUpload(database.db, world.game, world.alice.id, {
      status: 'fail',
      failure: 'file_type_mismatch',
    });
    const before = await materialRowCounts(database.db);
    const answer = (id: number) =>
      fail(app, api.material.submit, { name: 'x', upload_id: id }, world.alice.as);
    expect(await answer(foreign.id)).toMatchObject({ code: errorCatalog.unknown_reference.code });
    expect(await answer(uploading.id)).toMatchObject({ code: errorCatalog.upload_incomplete.code });
    expect(await answer(refused.id)).toMatchObject({
      code: errorCatalog.file_type_mismatch.code,
      msg: errorMessages.en.file_type_mismatch,
    });
    const folder = await fail(
      app,
      api.material.submit,
      {
        name: 'x',
        upload_id: (await fakeUpload(database.db, world.game, world.alice.id)).id,
        folder_id: 999_999,
      },
      world.alice.as,
    );
    expect(folder.code).toBe(errorCatalog.unknown_reference.code);
    expect(await materialRowCounts(database.db)).toEqual(before);
  });

  it('keeps the file out of new posts until approved, tells the managers and queues its previews', async () => {
    const { app, database } = testApp();
    const upload = await fakeUpload(database.db, world.game, world.alice.id);
    const { material } = await submit(app, world.alice, upload.id, {
      tags: ['hero', 'hero', 'launch'],
      rights: { expires_at: null, regions: ['US', 'US'], languages: ['en'], licensor: 'Studio', notes: '' },
    });
    expect(material).toMatchObject({
      status: 'pending',
      kind: 'image',
      tags: ['hero', 'launch'],
      rights: { regions: ['US'], languages: ['en'], licensor: 'Studio' },
      submitted_by: { user_id: world.alice.id },
      preview: { status: 'pending', thumbnail_url: null },
      expired: false,
      review: null,
      usage_count: 0,
    });
    expect(await blockOf(database.db, upload.id)).toBe('material_pending');
    const told = (await noticesOf(database.db, world.manager.id)).filter(
      (notice) => notice.params.material_id === material.id,
    );
    expect(told.map((notice) => notice.kind)).toEqual(['material_submitted']);
    // Game admins manage the library too; the submitter is not told of their own submission.
    expect(
      (await noticesOf(database.db, world.admin.id)).some((n) => n.params.material_id === material.id),
    ).toBe(true);
    expect(
      (await noticesOf(database.db, world.alice.id)).some((n) => n.params.material_id === material.id),
    ).toBe(false);
    const [queued] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from pgboss.job where name = 'material.preview'
        and (data->>'material_id')::int = ${material.id}`,
    );
    expect(queued?.n).toBe(1);
  });

  it('post/submit refuses a pending or rejected material’s file with its message, and takes it once approved', async () => {
    const { app, database } = testApp();
    const page = await pageOf(database.db, world.game);
    const upload = await fakeUpload(database.db, world.game, world.alice.id);
    const { material } = await submit(app, world.alice, upload.id);
    const post = scheduledPost([page.id], [upload.id]);
    const pending = await fail(app, api.post.submit, { post }, world.admin.as);
    expect(pending).toMatchObject({
      code: errorCatalog.material_pending.code,
      msg: errorMessages.en.material_pending,
    });
    const rejectedUpload = await fakeUpload(database.db, world.game, world.alice.id);
    const rejected = await submit(app, world.alice, rejectedUpload.id);
    await call(
      app,
      api.material.review,
      { ids: [rejected.material.id], decision: 'reject', comment: 'Wrong logo' },
      world.manager.as,
    );
    const refused = await fail(
      app,
      api.post.submit,
      { post: scheduledPost([page.id], [rejectedUpload.id]) },
      world.admin.as,
    );
    expect(refused).toMatchObject({ code: errorCatalog.material_rejected.code });
    await call(app, api.material.review, { ids: [material.id], decision: 'approve' }, world.manager.as);
    const accepted = await call(app, api.post.submit, { post, accept_risk: true }, world.admin.as);
    expect(accepted.post.status).toBe('scheduled');
  });
});

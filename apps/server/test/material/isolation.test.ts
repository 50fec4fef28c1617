import { api, errorCatalog } from '@herald/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildMember, call, fail, signInAs } from '../factories.js';
import { useTestApp } from '../harness.js';
import {
  approved,
  fakeUpload,
  type MaterialGame,
  materialGame,
  materialRowCounts,
  submitted,
} from './helpers.js';

describe('material permissions and tenants', () => {
  const testApp = useTestApp();
  let here: MaterialGame;
  let there: MaterialGame;

  beforeAll(async () => {
    here = await materialGame(testApp());
    there = await materialGame(testApp());
  });

  it('material_base submits, browses and uses; only material_manage reviews, deletes, files and sends links', async () => {
    const { app, database } = testApp();
    const material = await submitted(testApp(), here.alice);
    const folder = await call(app, api.materialFolder.create, { name: 'Matrix' }, here.manager.as);
    const before = await materialRowCounts(database.db);
    const managerOnly = [
      [api.material.review, { ids: [material.id], decision: 'approve' }],
      [api.material.delete, { ids: [material.id] }],
      [api.materialFolder.create, { name: 'Nope' }],
      [api.materialFolder.update, { id: folder.id, name: 'Nope' }],
      [api.materialFolder.delete, { id: folder.id }],
      [api.materialLink.send, { id: material.id, email: 'x@studio.test' }],
    ] as const;
    for (const [endpoint, input] of managerOnly)
      expect((await fail(app, endpoint, input, here.bob.as)).status, endpoint.path).toBe(403);
    expect(await materialRowCounts(database.db)).toEqual(before);
    // Each answers (call fails the test on any refusal).
    await call(app, api.material.library, {}, here.bob.as);
    await call(app, api.material.tags, {}, here.bob.as);
    await call(app, api.materialFolder.list, {}, here.bob.as);
    await call(app, api.material.list, {}, here.bob.as);
    // material_manage alone does not open the library's base calls: both keys make a manager.
    const { db } = database;
    const manageOnly = await buildMember(db, here.game, { keys: ['material_manage'] });
    const as = { as: await signInAs(db, manageOnly.id), game: here.game };
    expect((await fail(app, api.material.library, {}, as)).status).toBe(403);
    expect((await fail(app, api.material.library, {}, here.outsider.as)).status).toBe(403);
  });

  it('another game’s managers find nothing of this game’s library', async () => {
    const { app, database } = testApp();
    const material = await approved(testApp(), here, { name: 'Here only' });
    const pending = await submitted(testApp(), here.alice);
    const folder = await call(app, api.materialFolder.create, { name: 'Here folder' }, here.manager.as);
    const before = await materialRowCounts(database.db);
    const them = there.manager.as;
    const notFound = [
      [api.material.detail, { id: material.id }],
      [api.material.update, { id: material.id, name: 'Taken over' }],
      [api.material.resubmit, { id: pending.id }],
      [api.materialLink.send, { id: pending.id, email: 'x@studio.test' }],
      [api.materialFolder.update, { id: folder.id, name: 'Taken over' }],
      [api.materialFolder.delete, { id: folder.id }],
    ] as const;
    for (const [endpoint, input] of notFound)
      expect((await fail(app, endpoint, input, them)).code, endpoint.path).toBe(errorCatalog.not_found.code);
    const review = await call(app, api.material.review, { ids: [pending.id], decision: 'approve' }, them);
    expect(review[0]).toMatchObject({ ok: false, code: errorCatalog.not_found.code });
    const removal = await call(app, api.material.delete, { ids: [material.id], confirm_in_use: true }, them);
    expect(removal[0]).toMatchObject({ ok: false, code: errorCatalog.not_found.code });
    const upload = await fakeUpload(database.db, there.game, there.alice.id);
    const foreignFolder = await fail(
      app,
      api.material.submit,
      { name: 'x', upload_id: upload.id, folder_id: folder.id },
      there.alice.as,
    );
    expect(foreignFolder.code).toBe(errorCatalog.unknown_reference.code);
    const library = await call(app, api.material.library, { keyword: 'Here only' }, them);
    expect(library.total).toBe(0);
    const everyone = await call(app, api.material.list, { everyone: true }, them);
    expect(everyone.list.some((entry) => entry.id === material.id || entry.id === pending.id)).toBe(false);
    const folders = await call(app, api.materialFolder.list, {}, them);
    expect(folders.some((entry) => entry.id === folder.id)).toBe(false);
    expect(
      (await fail(app, api.material.library, {}, { as: there.manager.as.as, game: here.game })).status,
    ).toBe(403);
    expect(await materialRowCounts(database.db)).toEqual(before);
  });
});

import { api, errorCatalog, MATERIAL_FOLDER_DEPTH_MAX } from '@herald/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, fail } from '../factories.js';
import { useTestApp } from '../harness.js';
import { type MaterialGame, materialGame, materialRowCounts, submitted } from './helpers.js';

describe('material folders', () => {
  const testApp = useTestApp();
  let world: MaterialGame;

  beforeAll(async () => {
    world = await materialGame(testApp());
  });

  const create = (name: string, parent_id: number | null = null) =>
    call(testApp().app, api.materialFolder.create, { name, parent_id }, world.manager.as);

  it('only managers change folders; everyone of the library lists them, parents before children', async () => {
    const { app } = testApp();
    expect((await fail(app, api.materialFolder.create, { name: 'Mine' }, world.alice.as)).status).toBe(403);
    const top = await create('Launch');
    const child = await create('Posters', top.id);
    await create('Another', top.id);
    const listed = await call(app, api.materialFolder.list, {}, world.alice.as);
    const ids = listed.map((folder) => folder.id);
    expect(ids.indexOf(top.id)).toBeLessThan(ids.indexOf(child.id));
    expect(listed.find((folder) => folder.id === child.id)).toMatchObject({
      name: 'Posters',
      parent_id: top.id,
      level: 2,
      count: 0,
    });
  });

  it(`nests at most ${MATERIAL_FOLDER_DEPTH_MAX} levels, refuses a taken name and an unknown parent`, async () => {
    const { app, database } = testApp();
    const one = await create('Depth 1');
    const two = await create('Depth 2', one.id);
    const three = await create('Depth 3', two.id);
    expect(three.level).toBe(3);
    const before = await materialRowCounts(database.db);
    const deep = await fail(
      app,
      api.materialFolder.create,
      { name: 'Depth 4', parent_id: three.id },
      world.manager.as,
    );
    expect(deep).toMatchObject({ status: 400, code: errorCatalog.folder_too_deep.code });
    expect(deep.msg).toContain(String(MATERIAL_FOLDER_DEPTH_MAX));
    const taken = await fail(
      app,
      api.materialFolder.create,
      { name: 'depth 2', parent_id: one.id },
      world.manager.as,
    );
    expect(taken.code).toBe(errorCatalog.name_taken.code);
    const unknown = await fail(
      app,
      api.materialFolder.create,
      { name: 'x', parent_id: 999_999 },
      world.manager.as,
    );
    expect(unknown.code).toBe(errorCatalog.unknown_reference.code);
    expect(await materialRowCounts(database.db)).toEqual(before);
  });

  it('moves a folder with what is below it, never into itself or below its depth', async () => {
    const { app } = testApp();
    const a = await create('Move A');
    const b = await create('Move B', a.id);
    const c = await create('Move C');
    const move = (id: number, parent_id: number | null) =>
      fail(app, api.materialFolder.update, { id, parent_id }, world.manager.as);
    expect((await move(a.id, b.id)).code).toBe(errorCatalog.folder_cycle.code);
    expect((await move(a.id, a.id)).code).toBe(errorCatalog.folder_cycle.code);
    const deepest = await create('Deep', (await create('Mid', c.id)).id);
    // A (two levels) under Deep (level 3) would reach level 5.
    expect((await move(a.id, deepest.id)).code).toBe(errorCatalog.folder_too_deep.code);
    const moved = await call(
      app,
      api.materialFolder.update,
      { id: a.id, parent_id: c.id, name: 'Moved A' },
      world.manager.as,
    );
    expect(moved).toMatchObject({ name: 'Moved A', parent_id: c.id, level: 2 });
    const listed = await call(app, api.materialFolder.list, {}, world.manager.as);
    expect(listed.find((folder) => folder.id === b.id)?.level).toBe(3);
  });

  it('deletes only an empty folder', async () => {
    const { app } = testApp();
    const parent = await create('Delete parent');
    const child = await create('Delete child', parent.id);
    expect((await fail(app, api.materialFolder.delete, { id: parent.id }, world.manager.as)).code).toBe(
      errorCatalog.folder_not_empty.code,
    );
    const material = await submitted(testApp(), world.alice, { folder_id: child.id });
    expect((await fail(app, api.materialFolder.delete, { id: child.id }, world.manager.as)).code).toBe(
      errorCatalog.folder_not_empty.code,
    );
    const counted = await call(app, api.materialFolder.list, {}, world.manager.as);
    expect(counted.find((folder) => folder.id === child.id)?.count).toBe(1);
    await call(app, api.material.update, { id: material.id, folder_id: null }, world.manager.as);
    await call(app, api.materialFolder.delete, { id: child.id }, world.manager.as);
    await call(app, api.materialFolder.delete, { id: parent.id }, world.manager.as);
    const left = await call(app, api.materialFolder.list, {}, world.manager.as);
    expect(left.some((folder) => folder.id === parent.id || folder.id === child.id)).toBe(false);
    expect((await fail(app, api.materialFolder.delete, { id: parent.id }, world.manager.as)).code).toBe(
      errorCatalog.not_found.code,
    );
  });
});

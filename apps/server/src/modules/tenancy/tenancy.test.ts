import { api } from '@herald/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildGame,
  buildMember,
  buildUser,
  type Caller,
  call,
  fail,
  signInAs,
} from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

describe('games and the version log', () => {
  let t: TestApp;
  let superUser: Caller;

  beforeAll(async () => {
    t = await createTestApp();
    superUser = await signInAs(t.database.db, (await buildUser(t.database.db, { isSuper: true })).id);
  });
  afterAll(async () => t.close());

  it("lists a member's games sorted by numeric game_id, with the asia area", async () => {
    const db = t.database.db;
    const user = await buildUser(db);
    const ids = [970_010, 98_001, 9_002];
    for (const game_id of ids) {
      await call(t.app, api.game.create, { game_id, game_name: `G${game_id}`, names: [] }, { as: superUser });
      await call(
        t.app,
        api.perm.userCreate,
        { email: user.email, is_game_admin: false, role_ids: [], group_ids: [], account_ids: [] },
        { as: superUser, game: game_id },
      );
    }
    const games = await call(t.app, api.base.gameAll, {}, { as: await signInAs(db, user.id) });
    expect(games.map((game) => game.game_id)).toEqual([9_002, 98_001, 970_010]);
    expect(games[0]?.areas).toEqual(['asia']);
  });

  it('creates a game with multilingual names and refuses a duplicate id', async () => {
    const game = { game_id: 424_242, game_name: 'Star Rail', names: [{ language: 'zh-CN', name: '星穹' }] };
    const created = await call(t.app, api.game.create, game, { as: superUser });
    expect(created).toMatchObject({ ...game, member_count: 0 });
    expect(await fail(t.app, api.game.create, game, { as: superUser })).toMatchObject({
      status: 409,
      code: 1203,
    });
    const updated = await call(
      t.app,
      api.game.update,
      { ...game, game_name: 'Star Rail Global' },
      { as: superUser },
    );
    expect(updated.game_name).toBe('Star Rail Global');
    const page = await call(t.app, api.game.list, { keyword: 'rail' }, { as: superUser });
    expect(page.list.map((g) => g.game_id)).toEqual([424_242]);
  });

  it('lets only platform admins manage games, even game admins cannot', async () => {
    const gameId = (await buildGame(t.database.db)).game_id;
    const gameAdmin = await signInAs(
      t.database.db,
      (await buildMember(t.database.db, gameId, { admin: true })).id,
    );
    const result = await fail(
      t.app,
      api.game.update,
      { game_id: gameId, game_name: 'Mine now', names: [] },
      { as: gameAdmin, game: gameId },
    );
    expect(result).toMatchObject({ status: 403 });
  });

  it('adds, edits, lists newest first and deletes version log entries', async () => {
    const older = await call(
      t.app,
      api.version.create,
      { version: '3.3.0', release_time: '2026-09-01T00:00:00Z', notes: 'Calendar' },
      { as: superUser },
    );
    const newer = await call(
      t.app,
      api.version.create,
      { version: '3.4.0', release_time: '2026-11-01T08:00:00+08:00', notes: 'Listening' },
      { as: superUser },
    );
    const reader = await signInAs(t.database.db, (await buildUser(t.database.db)).id);
    const page = await call(t.app, api.version.list, { page: 1, page_size: 10 }, { as: reader });
    expect(page.list.map((v) => v.id)).toEqual([newer.id, older.id]);
    expect(page.list[0]?.release_time).toBe('2026-11-01T00:00:00.000Z');
    const edited = await call(
      t.app,
      api.version.update,
      { id: older.id, version: '3.3.1', release_time: older.release_time, notes: 'Fixes' },
      { as: superUser },
    );
    expect(edited).toMatchObject({ version: '3.3.1', notes: 'Fixes' });
    await call(t.app, api.version.delete, { id: older.id }, { as: superUser });
    expect(await fail(t.app, api.version.delete, { id: older.id }, { as: superUser })).toMatchObject({
      status: 404,
    });
  });
});

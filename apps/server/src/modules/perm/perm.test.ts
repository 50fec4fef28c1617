import { api } from '@herald/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccount,
  buildGame,
  buildMember,
  buildUser,
  type Caller,
  call,
  fail,
  signInAs,
} from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { presetRoles } from './presets.js';

describe('roles, publishing groups and members', () => {
  let t: TestApp;
  let gameId: number;
  let admin: Caller;
  let adminId: number;
  const inGame = () => ({ as: admin, game: gameId });

  beforeAll(async () => {
    t = await createTestApp();
    gameId = (await buildGame(t.database.db)).game_id;
    adminId = (await buildMember(t.database.db, gameId, { admin: true })).id;
    admin = await signInAs(t.database.db, adminId);
  });
  afterAll(async () => t.close());

  it('starts every game with its read-only preset roles', async () => {
    const all = await call(t.app, api.perm.roleAll, {}, inGame());
    expect(
      all
        .filter((role) => role.type === 'preset')
        .map((role) => role.name)
        .sort(),
    ).toEqual(presetRoles.map((preset) => preset.name).sort());
    const preset = all.find((role) => role.type === 'preset');
    if (!preset) throw new Error('no preset role');
    const edit = { id: preset.id, name: 'Changed', system_permissions: [], social_permissions: [] };
    expect(await fail(t.app, api.perm.roleUpdate, edit, inGame())).toMatchObject({ status: 400, code: 1302 });
    expect(await fail(t.app, api.perm.roleDelete, { id: preset.id }, inGame())).toMatchObject({
      status: 400,
      code: 1302,
    });
  });

  it('creates, copies, edits and deletes a custom role; names are unique per game', async () => {
    const created = await call(
      t.app,
      api.perm.roleCreate,
      {
        name: 'Moderators',
        system_permissions: ['content_base', 'content_base', 'review_base'],
        social_permissions: ['view'],
      },
      inGame(),
    );
    expect(created).toMatchObject({
      type: 'custom',
      system_permissions: ['content_base', 'review_base'],
      user_count: 0,
    });
    const copy = await call(
      t.app,
      api.perm.roleCreate,
      {
        name: 'Moderators (copy)',
        system_permissions: created.system_permissions,
        social_permissions: created.social_permissions,
      },
      inGame(),
    );
    expect(copy.system_permissions).toEqual(created.system_permissions);
    const duplicate = { name: 'Moderators', system_permissions: [], social_permissions: [] };
    expect(await fail(t.app, api.perm.roleCreate, duplicate, inGame())).toMatchObject({
      status: 409,
      code: 1301,
    });
    const updated = await call(
      t.app,
      api.perm.roleUpdate,
      { id: copy.id, name: 'Night moderators', system_permissions: ['content_base'], social_permissions: [] },
      inGame(),
    );
    expect(updated).toMatchObject({ name: 'Night moderators', system_permissions: ['content_base'] });
    await call(t.app, api.perm.roleDelete, { id: copy.id }, inGame());
    expect(await fail(t.app, api.perm.roleDetail, { id: copy.id }, inGame())).toMatchObject({ status: 404 });
    const page = await call(t.app, api.perm.roleList, { keyword: 'moder' }, inGame());
    expect(page.list.map((role) => role.name)).toEqual(['Moderators']);
  });

  it('refuses to delete a role someone holds', async () => {
    const role = await call(
      t.app,
      api.perm.roleCreate,
      { name: 'Held', system_permissions: [], social_permissions: [] },
      inGame(),
    );
    const member = await buildMember(t.database.db, gameId);
    await call(
      t.app,
      api.perm.userUpdate,
      { user_id: member.id, is_game_admin: false, role_ids: [role.id], group_ids: [], account_ids: [] },
      inGame(),
    );
    expect(await fail(t.app, api.perm.roleDelete, { id: role.id }, inGame())).toMatchObject({
      status: 409,
      code: 1303,
    });
  });

  it('adds an existing user by e-mail with grants, and refuses unknown e-mails and duplicates', async () => {
    const user = await buildUser(t.database.db);
    const role = await call(
      t.app,
      api.perm.roleCreate,
      { name: 'Writers', system_permissions: ['content_compose'], social_permissions: ['publish'] },
      inGame(),
    );
    const account = await buildAccount(t.database.db, gameId);
    const added = await call(
      t.app,
      api.perm.userCreate,
      {
        email: user.email.toUpperCase(),
        is_game_admin: false,
        role_ids: [role.id],
        group_ids: [],
        account_ids: [account.id],
      },
      inGame(),
    );
    expect(added).toMatchObject({
      user_id: user.id,
      roles: [{ id: role.id, name: 'Writers' }],
      account_ids: [account.id],
    });
    const again = { email: user.email, is_game_admin: false, role_ids: [], group_ids: [], account_ids: [] };
    expect(await fail(t.app, api.perm.userCreate, again, inGame())).toMatchObject({
      status: 409,
      code: 1309,
    });
    const unknown = { ...again, email: 'nobody-here@example.test' };
    expect(await fail(t.app, api.perm.userCreate, unknown, inGame())).toMatchObject({
      status: 404,
      code: 1308,
    });
    const asMember = await signInAs(t.database.db, user.id);
    const perms = await call(t.app, api.auth.perms, {}, { as: asMember, game: gameId });
    expect(perms.resources).toEqual(['content_compose']);
  });

  it('keeps at least one game admin', async () => {
    const grants = { is_game_admin: false, role_ids: [], group_ids: [], account_ids: [] };
    expect(await fail(t.app, api.perm.userUpdate, { user_id: adminId, ...grants }, inGame())).toMatchObject({
      code: 1305,
    });
    expect(await fail(t.app, api.perm.userDelete, { user_id: adminId }, inGame())).toMatchObject({
      code: 1305,
    });
  });

  it("restricts an account bound to a publishing group to that group's members", async () => {
    const db = t.database.db;
    const inside = await buildMember(db, gameId);
    const outside = await buildMember(db, gameId);
    const group = await call(
      t.app,
      api.perm.groupCreate,
      { name: 'EU team', member_ids: [inside.id], emails: ['eu@example.test'] },
      inGame(),
    );
    expect(group).toMatchObject({ member_count: 1, emails: ['eu@example.test'] });
    const bound = await buildAccount(db, gameId, { groupId: group.group_id });
    const open = await buildAccount(db, gameId);
    for (const member of [inside, outside]) {
      const grants = {
        user_id: member.id,
        is_game_admin: false,
        role_ids: [],
        account_ids: [bound.id, open.id],
      };
      const groups = member.id === inside.id ? [group.group_id] : [];
      await call(t.app, api.perm.userUpdate, { ...grants, group_ids: groups }, inGame());
    }
    const insideSees = await call(
      t.app,
      api.base.accountAll,
      {},
      { as: await signInAs(db, inside.id), game: gameId },
    );
    const outsideSees = await call(
      t.app,
      api.base.accountAll,
      {},
      { as: await signInAs(db, outside.id), game: gameId },
    );
    expect(insideSees.map((a) => a.id).sort()).toEqual([bound.id, open.id].sort());
    expect(outsideSees.map((a) => a.id)).toEqual([open.id]);
    expect(await fail(t.app, api.perm.groupDelete, { group_id: group.group_id }, inGame())).toMatchObject({
      status: 409,
      code: 1307,
    });
  });
});

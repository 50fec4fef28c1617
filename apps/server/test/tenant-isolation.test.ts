import { api } from '@herald/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberRoles, publishingGroups, roles } from '../src/db/schema/index.js';
import {
  buildAccount,
  buildGame,
  buildMember,
  buildRole,
  type Caller,
  call,
  fail,
  signInAs,
} from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

describe('tenant isolation: a user of game A cannot read or change anything of game B', () => {
  let t: TestApp;
  let gameA: number;
  let gameB: number;
  let adminA: Caller;
  let roleB: number;
  let groupB: number;
  let memberB: number;
  let accountB: number;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    gameA = (await buildGame(db)).game_id;
    gameB = (await buildGame(db)).game_id;
    adminA = await signInAs(db, (await buildMember(db, gameA, { admin: true })).id);
    const adminB = await signInAs(db, (await buildMember(db, gameB, { admin: true })).id);
    roleB = (await buildRole(db, gameB, ['content_base'])).id;
    memberB = (await buildMember(db, gameB)).id;
    accountB = (await buildAccount(db, gameB)).id;
    const group = await call(
      t.app,
      api.perm.groupCreate,
      { name: 'B team', member_ids: [memberB], emails: [] },
      { as: adminB, game: gameB },
    );
    groupB = group.group_id;
  });
  afterAll(async () => t.close());

  it('refuses the other game in the request context', async () => {
    const result = await fail(t.app, api.perm.roleList, {}, { as: adminA, game: gameB });
    expect(result).toMatchObject({ status: 403, code: 1202 });
  });

  it("does not find game B's ids from game A", async () => {
    const asA = { as: adminA, game: gameA };
    expect(await fail(t.app, api.perm.roleDetail, { id: roleB }, asA)).toMatchObject({ status: 404 });
    expect(await fail(t.app, api.perm.userDetail, { user_id: memberB }, asA)).toMatchObject({ status: 404 });
    const groups = await call(t.app, api.perm.groupAll, {}, asA);
    expect(groups.map((group) => group.group_id)).not.toContain(groupB);
    const accounts = await call(t.app, api.perm.accountAll, {}, asA);
    expect(accounts.map((account) => account.id)).not.toContain(accountB);
    const members = await call(t.app, api.perm.userList, {}, asA);
    expect(members.list.map((member) => member.user_id)).not.toContain(memberB);
  });

  it("changes nothing of game B when game A names B's ids", async () => {
    const db = t.database.db;
    const asA = { as: adminA, game: gameA };
    const rolePayload = { name: 'Hijacked', system_permissions: [], social_permissions: [] };
    expect(await fail(t.app, api.perm.roleUpdate, { id: roleB, ...rolePayload }, asA)).toMatchObject({
      status: 404,
    });
    expect(await fail(t.app, api.perm.roleDelete, { id: roleB }, asA)).toMatchObject({ status: 404 });
    expect(
      await fail(
        t.app,
        api.perm.groupUpdate,
        { group_id: groupB, name: 'Hijacked', member_ids: [], emails: [] },
        asA,
      ),
    ).toMatchObject({ status: 404 });
    expect(await fail(t.app, api.perm.groupDelete, { group_id: groupB }, asA)).toMatchObject({ status: 404 });
    expect(await fail(t.app, api.perm.userDelete, { user_id: memberB }, asA)).toMatchObject({ status: 404 });
    const grants = { is_game_admin: false, role_ids: [], group_ids: [], account_ids: [] };
    expect(await fail(t.app, api.perm.userUpdate, { user_id: memberB, ...grants }, asA)).toMatchObject({
      status: 404,
    });

    const [role] = await db.select().from(roles).where(eq(roles.id, roleB));
    expect(role?.name).not.toBe('Hijacked');
    const [group] = await db.select().from(publishingGroups).where(eq(publishingGroups.id, groupB));
    expect(group?.name).toBe('B team');
  });

  it("refuses to grant game B's roles, groups or accounts to a member of game A", async () => {
    const db = t.database.db;
    const memberA = (await buildMember(db, gameA)).id;
    const asA = { as: adminA, game: gameA };
    const base = { user_id: memberA, is_game_admin: false, role_ids: [], group_ids: [], account_ids: [] };
    for (const grant of [{ role_ids: [roleB] }, { group_ids: [groupB] }, { account_ids: [accountB] }]) {
      expect(await fail(t.app, api.perm.userUpdate, { ...base, ...grant }, asA)).toMatchObject({
        status: 400,
        code: 1304,
      });
    }
    expect(
      await fail(t.app, api.perm.groupCreate, { name: 'Mixed', member_ids: [memberB], emails: [] }, asA),
    ).toMatchObject({ status: 400, code: 1304 });
    const [held] = await db.select({ n: count() }).from(memberRoles).where(eq(memberRoles.userId, memberA));
    expect(held?.n).toBe(0);
  });
});

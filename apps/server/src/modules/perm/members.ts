import { and, asc, count, eq, exists, ilike, inArray, ne, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  groupMembers,
  memberAccounts,
  memberRoles,
  memberships,
  publishingGroups,
  roles,
  users,
} from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { assertInGame, assertOneInGame } from './scope.js';

export interface Grants {
  is_game_admin: boolean;
  role_ids: number[];
  group_ids: number[];
  account_ids: number[];
}
interface MemberFilter {
  page: number;
  page_size: number;
  keyword?: string | undefined;
  role_id?: number | undefined;
  group_id?: number | undefined;
}

const memberColumns = {
  user_id: users.id,
  email: users.email,
  name: users.name,
  type: users.type,
  is_game_admin: memberships.isGameAdmin,
  lastLoginAt: users.lastLoginAt,
};
type MemberRow = {
  user_id: number;
  email: string;
  name: string;
  type: 'oa' | 'account';
  is_game_admin: boolean;
  lastLoginAt: Date | null;
};

/** Adds each member's roles, groups and accounts in three queries, whatever the page size. */
async function present(db: Db, gameId: number, rows: MemberRow[]) {
  const ids = rows.map((row) => row.user_id);
  if (ids.length === 0) return [];
  const [roleRows, groupRows, accountRows] = await Promise.all([
    db
      .select({ userId: memberRoles.userId, id: roles.id, name: roles.name, type: roles.type })
      .from(memberRoles)
      .innerJoin(roles, eq(roles.id, memberRoles.roleId))
      .where(and(eq(memberRoles.gameId, gameId), inArray(memberRoles.userId, ids)))
      .orderBy(asc(roles.name)),
    db
      .select({ userId: groupMembers.userId, group_id: publishingGroups.id, name: publishingGroups.name })
      .from(groupMembers)
      .innerJoin(publishingGroups, eq(publishingGroups.id, groupMembers.groupId))
      .where(and(eq(groupMembers.gameId, gameId), inArray(groupMembers.userId, ids)))
      .orderBy(asc(publishingGroups.name)),
    db
      .select({ userId: memberAccounts.userId, accountId: memberAccounts.accountId })
      .from(memberAccounts)
      .where(and(eq(memberAccounts.gameId, gameId), inArray(memberAccounts.userId, ids))),
  ]);
  return rows.map(({ lastLoginAt, ...row }) => ({
    ...row,
    roles: roleRows.filter((r) => r.userId === row.user_id).map(({ id, name, type }) => ({ id, name, type })),
    groups: groupRows
      .filter((g) => g.userId === row.user_id)
      .map(({ group_id, name }) => ({ group_id, name })),
    account_ids: accountRows.filter((a) => a.userId === row.user_id).map((a) => a.accountId),
    last_login_at: lastLoginAt?.toISOString() ?? null,
  }));
}

export async function memberRefs(db: Db, gameId: number) {
  return db
    .select({ user_id: users.id, name: users.name, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.gameId, gameId))
    .orderBy(asc(users.name));
}

export async function pageMembers(db: Db, gameId: number, input: MemberFilter) {
  const filter = and(
    eq(memberships.gameId, gameId),
    input.keyword
      ? or(ilike(users.name, `%${input.keyword}%`), ilike(users.email, `%${input.keyword}%`))
      : undefined,
    input.role_id === undefined
      ? undefined
      : exists(
          db
            .select({ one: memberRoles.userId })
            .from(memberRoles)
            .where(
              and(
                eq(memberRoles.userId, users.id),
                eq(memberRoles.roleId, input.role_id),
                eq(memberRoles.gameId, gameId),
              ),
            ),
        ),
    input.group_id === undefined
      ? undefined
      : exists(
          db
            .select({ one: groupMembers.userId })
            .from(groupMembers)
            .where(
              and(
                eq(groupMembers.userId, users.id),
                eq(groupMembers.groupId, input.group_id),
                eq(groupMembers.gameId, gameId),
              ),
            ),
        ),
  );
  const [total] = await db
    .select({ n: count() })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(filter);
  const rows = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(filter)
    .orderBy(asc(users.name), asc(users.id))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  return {
    list: await present(db, gameId, rows),
    total: total?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  };
}

export async function memberDetail(db: Db, gameId: number, userId: number) {
  const rows = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.gameId, gameId), eq(memberships.userId, userId)));
  const [member] = await present(db, gameId, rows);
  if (!member) throw new AppError('not_found');
  return member;
}

/** A game keeps at least one game admin besides platform admins. */
async function assertAnotherAdmin(tx: DbOrTx, gameId: number, userId: number): Promise<void> {
  const [others] = await tx
    .select({ n: count() })
    .from(memberships)
    .where(
      and(eq(memberships.gameId, gameId), eq(memberships.isGameAdmin, true), ne(memberships.userId, userId)),
    );
  if ((others?.n ?? 0) === 0) throw new AppError('last_game_admin');
}

async function replaceGrants(tx: DbOrTx, gameId: number, userId: number, grants: Grants): Promise<void> {
  await assertInGame(tx, 'role', gameId, grants.role_ids);
  await assertInGame(tx, 'group', gameId, grants.group_ids);
  await assertInGame(tx, 'account', gameId, grants.account_ids);
  await tx.delete(memberRoles).where(and(eq(memberRoles.gameId, gameId), eq(memberRoles.userId, userId)));
  await tx.delete(groupMembers).where(and(eq(groupMembers.gameId, gameId), eq(groupMembers.userId, userId)));
  await tx
    .delete(memberAccounts)
    .where(and(eq(memberAccounts.gameId, gameId), eq(memberAccounts.userId, userId)));
  if (grants.role_ids.length > 0)
    await tx.insert(memberRoles).values(grants.role_ids.map((roleId) => ({ gameId, userId, roleId })));
  if (grants.group_ids.length > 0) {
    await tx.insert(groupMembers).values(grants.group_ids.map((groupId) => ({ gameId, userId, groupId })));
  }
  if (grants.account_ids.length > 0) {
    await tx
      .insert(memberAccounts)
      .values(grants.account_ids.map((accountId) => ({ gameId, userId, accountId })));
  }
}

export async function addMember(db: Db, gameId: number, email: string, grants: Grants) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new AppError('user_not_found');
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.gameId, gameId), eq(memberships.userId, user.id)));
    if (existing) throw new AppError('already_member');
    await tx.insert(memberships).values({ gameId, userId: user.id, isGameAdmin: grants.is_game_admin });
    await replaceGrants(tx, gameId, user.id, grants);
  });
  return memberDetail(db, gameId, user.id);
}

export async function updateMember(db: Db, gameId: number, userId: number, grants: Grants) {
  await db.transaction(async (tx) => {
    await assertOneInGame(tx, 'member', gameId, userId);
    if (!grants.is_game_admin) await assertAnotherAdminIfAdmin(tx, gameId, userId);
    await tx
      .update(memberships)
      .set({ isGameAdmin: grants.is_game_admin })
      .where(and(eq(memberships.gameId, gameId), eq(memberships.userId, userId)));
    await replaceGrants(tx, gameId, userId, grants);
  });
  return memberDetail(db, gameId, userId);
}

async function assertAnotherAdminIfAdmin(tx: DbOrTx, gameId: number, userId: number): Promise<void> {
  const [member] = await tx
    .select({ isGameAdmin: memberships.isGameAdmin })
    .from(memberships)
    .where(and(eq(memberships.gameId, gameId), eq(memberships.userId, userId)));
  if (member?.isGameAdmin) await assertAnotherAdmin(tx, gameId, userId);
}

export async function removeMember(db: Db, gameId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await assertOneInGame(tx, 'member', gameId, userId);
    await assertAnotherAdminIfAdmin(tx, gameId, userId);
    // Grants cascade from the membership.
    await tx.delete(memberships).where(and(eq(memberships.gameId, gameId), eq(memberships.userId, userId)));
  });
}

import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { groupMembers, publishingGroups, socialAccounts, users } from '../../db/schema/index.js';
import { AppError, isUniqueViolation } from '../../http/errors.js';
import { assertInGame } from './scope.js';

interface GroupWrite {
  name: string;
  member_ids: number[];
  emails: string[];
}

type GroupRow = typeof publishingGroups.$inferSelect;

async function present(db: Db, rows: GroupRow[]) {
  const ids = rows.map((row) => row.id);
  const members =
    ids.length === 0
      ? []
      : await db
          .select({ groupId: groupMembers.groupId, user_id: users.id, name: users.name, email: users.email })
          .from(groupMembers)
          .innerJoin(users, eq(users.id, groupMembers.userId))
          .where(inArray(groupMembers.groupId, ids))
          .orderBy(asc(users.name));
  return rows.map((row) => {
    const own = members.filter((member) => member.groupId === row.id);
    return {
      group_id: row.id,
      name: row.name,
      members: own.map(({ user_id, name, email }) => ({ user_id, name, email })),
      member_count: own.length,
      emails: row.emails,
    };
  });
}

export async function allGroups(db: Db, gameId: number) {
  const rows = await db
    .select()
    .from(publishingGroups)
    .where(eq(publishingGroups.gameId, gameId))
    .orderBy(asc(publishingGroups.name));
  return present(db, rows);
}

export async function groupRefs(db: Db, gameId: number) {
  const rows = await db
    .select({ group_id: publishingGroups.id, name: publishingGroups.name })
    .from(publishingGroups)
    .where(eq(publishingGroups.gameId, gameId))
    .orderBy(asc(publishingGroups.name));
  return rows;
}

export async function pageGroups(
  db: Db,
  gameId: number,
  input: { page: number; page_size: number; keyword?: string | undefined },
) {
  const filter = and(
    eq(publishingGroups.gameId, gameId),
    input.keyword ? ilike(publishingGroups.name, `%${input.keyword}%`) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(publishingGroups).where(filter);
  const rows = await db
    .select()
    .from(publishingGroups)
    .where(filter)
    .orderBy(asc(publishingGroups.name))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  return {
    list: await present(db, rows),
    total: total?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  };
}

async function groupDetail(db: Db, gameId: number, id: number) {
  const rows = await db
    .select()
    .from(publishingGroups)
    .where(and(eq(publishingGroups.gameId, gameId), eq(publishingGroups.id, id)));
  const [group] = await present(db, rows);
  if (!group) throw new AppError('not_found');
  return group;
}

/** Writes the group and its member list together; members must belong to the game. */
async function writeGroup(db: Db, gameId: number, input: GroupWrite, id?: number): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      await assertInGame(tx, 'member', gameId, input.member_ids);
      let groupId = id;
      if (groupId === undefined) {
        const [row] = await tx
          .insert(publishingGroups)
          .values({ gameId, name: input.name, emails: input.emails })
          .returning({ id: publishingGroups.id });
        groupId = row?.id;
      } else {
        const updated = await tx
          .update(publishingGroups)
          .set({ name: input.name, emails: input.emails, updatedAt: new Date() })
          .where(and(eq(publishingGroups.gameId, gameId), eq(publishingGroups.id, groupId)))
          .returning({ id: publishingGroups.id });
        if (updated.length === 0) throw new AppError('not_found');
        await tx.delete(groupMembers).where(eq(groupMembers.groupId, groupId));
      }
      if (groupId === undefined) throw new AppError('operate_fail');
      const members = input.member_ids.map((userId) => ({ groupId: groupId as number, gameId, userId }));
      if (members.length > 0) await tx.insert(groupMembers).values(members);
      return groupId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('name_taken');
    throw error;
  }
}

export async function createGroup(db: Db, gameId: number, input: GroupWrite) {
  return groupDetail(db, gameId, await writeGroup(db, gameId, input));
}

export async function updateGroup(db: Db, gameId: number, id: number, input: GroupWrite) {
  return groupDetail(db, gameId, await writeGroup(db, gameId, input, id));
}

export async function deleteGroup(db: Db, gameId: number, id: number): Promise<void> {
  await groupDetail(db, gameId, id);
  const [bound] = await db.select({ n: count() }).from(socialAccounts).where(eq(socialAccounts.groupId, id));
  if ((bound?.n ?? 0) > 0) throw new AppError('group_in_use');
  await db
    .delete(publishingGroups)
    .where(and(eq(publishingGroups.gameId, gameId), eq(publishingGroups.id, id)));
}

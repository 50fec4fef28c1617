import type { ResourceKey, SocialPermission } from '@herald/contract';
import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberRoles, roles } from '../../db/schema/index.js';
import { AppError, isUniqueViolation } from '../../http/errors.js';

interface RoleWrite {
  name: string;
  system_permissions: ResourceKey[];
  social_permissions: SocialPermission[];
}
interface Page {
  page: number;
  page_size: number;
  keyword?: string | undefined;
}

type RoleRow = typeof roles.$inferSelect;

async function userCounts(db: Db, roleIds: number[]): Promise<Map<number, number>> {
  if (roleIds.length === 0) return new Map();
  const rows = await db
    .select({ roleId: memberRoles.roleId, n: count() })
    .from(memberRoles)
    .where(inArray(memberRoles.roleId, roleIds))
    .groupBy(memberRoles.roleId);
  return new Map(rows.map((row) => [row.roleId, row.n]));
}

async function present(db: Db, rows: RoleRow[]) {
  const counts = await userCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type,
    // Stored as text[]; the output schema drops anything that is no longer a known key.
    system_permissions: row.systemPermissions,
    social_permissions: row.socialPermissions,
    user_count: counts.get(row.id) ?? 0,
    updated_at: row.updatedAt.toISOString(),
  }));
}

export async function allRoles(db: Db, gameId: number) {
  const rows = await db
    .select({ id: roles.id, name: roles.name, type: roles.type })
    .from(roles)
    .where(eq(roles.gameId, gameId))
    .orderBy(asc(roles.type), asc(roles.name));
  return rows;
}

export async function pageRoles(db: Db, gameId: number, input: Page) {
  const filter = and(
    eq(roles.gameId, gameId),
    input.keyword ? ilike(roles.name, `%${input.keyword}%`) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(roles).where(filter);
  const rows = await db
    .select()
    .from(roles)
    .where(filter)
    .orderBy(asc(roles.type), asc(roles.name))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  return {
    list: await present(db, rows),
    total: total?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  };
}

async function findRole(db: Db, gameId: number, id: number): Promise<RoleRow> {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.gameId, gameId), eq(roles.id, id)));
  if (!row) throw new AppError('not_found');
  return row;
}

export async function roleDetail(db: Db, gameId: number, id: number) {
  const [role] = await present(db, [await findRole(db, gameId, id)]);
  if (!role) throw new AppError('not_found');
  return role;
}

async function guardName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('name_taken');
    throw error;
  }
}

export async function createRole(db: Db, gameId: number, input: RoleWrite) {
  const [row] = await guardName(() =>
    db
      .insert(roles)
      .values({
        gameId,
        name: input.name,
        type: 'custom',
        systemPermissions: input.system_permissions,
        socialPermissions: input.social_permissions,
      })
      .returning(),
  );
  if (!row) throw new AppError('operate_fail');
  return roleDetail(db, gameId, row.id);
}

export async function updateRole(db: Db, gameId: number, id: number, input: RoleWrite) {
  const existing = await findRole(db, gameId, id);
  if (existing.type === 'preset') throw new AppError('preset_role_readonly');
  await guardName(() =>
    db
      .update(roles)
      .set({
        name: input.name,
        systemPermissions: input.system_permissions,
        socialPermissions: input.social_permissions,
        updatedAt: new Date(),
      })
      .where(and(eq(roles.gameId, gameId), eq(roles.id, id))),
  );
  return roleDetail(db, gameId, id);
}

export async function deleteRole(db: Db, gameId: number, id: number): Promise<void> {
  const existing = await findRole(db, gameId, id);
  if (existing.type === 'preset') throw new AppError('preset_role_readonly');
  const [holders] = await db.select({ n: count() }).from(memberRoles).where(eq(memberRoles.roleId, id));
  if ((holders?.n ?? 0) > 0) throw new AppError('role_in_use');
  await db.delete(roles).where(and(eq(roles.gameId, gameId), eq(roles.id, id)));
}

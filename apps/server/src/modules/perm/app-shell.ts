import type { ResourceKey } from '@herald/contract';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { memberRoles, memberships, roles, users } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';

/** Members of the game holding a resource key: game admins and members with a role granting it. */
export function holdsResource(gameId: number, key: ResourceKey) {
  return and(
    eq(memberships.gameId, gameId),
    or(
      eq(memberships.isGameAdmin, true),
      sql`exists (select 1 from ${memberRoles} join ${roles} on ${roles.id} = ${memberRoles.roleId}
        where ${memberRoles.gameId} = ${gameId} and ${memberRoles.userId} = ${memberships.userId}
          and ${key} = any(${roles.systemPermissions}))`,
    ),
  );
}

/** Members of the game who may use the app shell: game admins and holders of app_base. */
export function mayUseAppShell(gameId: number) {
  return holdsResource(gameId, 'app_base');
}

/** The enabled members holding a resource key, by name: whom work of that kind can go to. */
export function membersHolding(db: DbOrTx, gameId: number, key: ResourceKey) {
  return db
    .select({ user_id: users.id, name: users.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(holdsResource(gameId, key), eq(users.disabled, false)))
    .orderBy(asc(users.name));
}

/** Refuses a mobile publisher who could not open the app shell in this game. */
export async function assertMobilePublisher(db: DbOrTx, gameId: number, userId: number): Promise<void> {
  const [row] = await db
    .select({ id: memberships.userId })
    .from(memberships)
    .where(and(mayUseAppShell(gameId), eq(memberships.userId, userId)));
  if (row) return;
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  throw new AppError('mobile_publisher_invalid', { params: { name: user?.name ?? `#${userId}` } });
}

import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { memberRoles, memberships, roles, users } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';

/** Members of the game who may use the app shell: game admins and holders of app_base. */
export function mayUseAppShell(gameId: number) {
  return and(
    eq(memberships.gameId, gameId),
    or(
      eq(memberships.isGameAdmin, true),
      sql`exists (select 1 from ${memberRoles} join ${roles} on ${roles.id} = ${memberRoles.roleId}
        where ${memberRoles.gameId} = ${gameId} and ${memberRoles.userId} = ${memberships.userId}
          and 'app_base' = any(${roles.systemPermissions}))`,
    ),
  );
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

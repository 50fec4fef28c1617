import type { MobilePublisher } from '@herald/contract';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { memberRoles, memberships, roles, users } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { PushService } from './push.js';

/** Members of the game who may use the app shell: game admins and holders of app_base. */
function mayPublish(gameId: number) {
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

/** Who may be chosen as a post's mobile publisher, and whether a push reaches them today. */
export async function mobilePublishers(
  db: DbOrTx,
  push: PushService,
  gameId: number,
): Promise<MobilePublisher[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(mayPublish(gameId))
    .orderBy(asc(users.name), asc(users.id));
  const ready = await push.reachable(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    user_id: row.id,
    name: row.name,
    email: row.email,
    push_ready: ready.has(row.id),
  }));
}

/** Refuses a mobile publisher who could not open the app shell in this game. */
export async function assertMobilePublisher(db: DbOrTx, gameId: number, userId: number): Promise<void> {
  const [row] = await db
    .select({ id: memberships.userId })
    .from(memberships)
    .where(and(mayPublish(gameId), eq(memberships.userId, userId)));
  if (row) return;
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  throw new AppError('mobile_publisher_invalid', { params: { name: user?.name ?? `#${userId}` } });
}

import type { MobilePublisher } from '@herald/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { memberships, users } from '../../db/schema/index.js';
import { mayUseAppShell } from '../perm/index.js';
import type { PushService } from './push.js';

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
    .where(mayUseAppShell(gameId))
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

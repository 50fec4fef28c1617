import { AREA_IDS } from '@herald/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { memberships, socialAccounts, users } from '../../../db/schema/index.js';
import { accountAccess, loadTenant } from '../../perm/index.js';

/**
 * The social accounts a receiver works with in the game: those they may act on (SPEC §6, the same
 * rule as every account screen: granted accounts, publishing groups; all of them for game admins). A
 * receiver who left the game has none.
 */
export async function receiverAccountIds(db: DbOrTx, gameId: number, receiverId: number): Promise<number[]> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      type: users.type,
      isSuper: users.isSuper,
      member: memberships.userId,
    })
    .from(users)
    .leftJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.gameId, gameId)))
    .where(eq(users.id, receiverId));
  if (!user || (user.member === null && !user.isSuper)) return [];
  const tenant = await loadTenant(db, user, gameId, AREA_IDS[0]);
  const rows = await db
    .select({ id: socialAccounts.id })
    .from(socialAccounts)
    .where(accountAccess(db, user, tenant));
  return rows.map((row) => row.id);
}

import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { feeds, socialAccounts } from '../../../db/schema/index.js';
import type { TenantRequestContext } from '../../../http/context.js';
import { AppError } from '../../../http/errors.js';
import { accountAccess } from '../../perm/index.js';

/**
 * What of the inbox a caller may see: the game's items, on every account for a game admin, else on
 * the accounts granted to them (publishing groups included) — the same rule as the content lists.
 */
export interface FeedScope {
  gameId: number;
  /** The accounts the caller may see; null for all of the game's. */
  accountIds: readonly number[] | null;
}

export async function scopeOf(db: DbOrTx, ctx: TenantRequestContext): Promise<FeedScope> {
  const gameId = ctx.tenant.gameId;
  if (ctx.tenant.isGameAdmin) return { gameId, accountIds: null };
  const rows = await db
    .select({ id: socialAccounts.id })
    .from(socialAccounts)
    .where(accountAccess(db, ctx.user, ctx.tenant));
  return { gameId, accountIds: rows.map((row) => row.id) };
}

/** The condition on `feeds` of the items in scope. */
export function inScope(scope: FeedScope): SQL {
  const inGame = eq(feeds.gameId, scope.gameId);
  if (scope.accountIds === null) return inGame;
  if (scope.accountIds.length === 0) return sql`false`;
  return and(inGame, inArray(feeds.accountId, [...scope.accountIds])) as SQL;
}

export function seesAccount(scope: FeedScope, accountId: number): boolean {
  return scope.accountIds === null || scope.accountIds.includes(accountId);
}

export type FeedRow = typeof feeds.$inferSelect;

/** One item the caller may see (another game's, or an account they may not see, is not found). */
export async function feedIn(db: DbOrTx, scope: FeedScope, id: number, lock = false): Promise<FeedRow> {
  const query = db
    .select()
    .from(feeds)
    .where(and(inScope(scope), eq(feeds.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found');
  return row;
}

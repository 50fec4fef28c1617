import { and, count, eq, lt, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { feeds } from '../../../db/schema/index.js';
import { type ListRow, newestFirst, selectItems } from './rows.js';
import { type FeedScope, inScope } from './scope.js';

/** The longest thread shown (its latest items). */
export const THREAD_MAX = 200;
/** The author's earlier items shown (their count is told whole). */
export const AUTHOR_ITEMS_MAX = 10;

/**
 * Which items make the item's thread: a private conversation, or a comment with its replies (a reply
 * shows the comment it answers and the other replies to it). Anything else stands alone.
 */
function threadOf(row: ListRow): SQL {
  if (row.conversationId !== null)
    return and(eq(feeds.accountId, row.accountId), eq(feeds.conversationId, row.conversationId)) as SQL;
  if (row.postRemoteId !== null && row.feedType !== 'post') {
    const root = row.parentRemoteId ?? row.remoteId;
    return and(
      eq(feeds.accountId, row.accountId),
      eq(feeds.postRemoteId, row.postRemoteId),
      or(eq(feeds.remoteId, root), eq(feeds.parentRemoteId, root)),
    ) as SQL;
  }
  return eq(feeds.id, row.id);
}

/** The item's thread, oldest first (the latest THREAD_MAX of a longer one). */
export async function threadRows(db: DbOrTx, scope: FeedScope, row: ListRow): Promise<ListRow[]> {
  const rows = await selectItems(db)
    .where(and(inScope(scope), threadOf(row)))
    .orderBy(...newestFirst)
    .limit(THREAD_MAX);
  return rows.reverse();
}

/** What the same person wrote earlier in the game, on accounts the caller may see; newest first. */
export async function authorRows(
  db: DbOrTx,
  scope: FeedScope,
  row: ListRow,
): Promise<{ rows: ListRow[]; total: number }> {
  if (row.authorId === null) return { rows: [], total: 0 };
  const earlier = and(
    inScope(scope),
    eq(feeds.network, row.network),
    eq(feeds.authorId, row.authorId),
    lt(feeds.createdAt, row.createdAt),
  );
  const rows = await selectItems(db)
    .where(earlier)
    .orderBy(...newestFirst)
    .limit(AUTHOR_ITEMS_MAX);
  const [total] = await db.select({ n: count() }).from(feeds).where(earlier);
  return { rows, total: total?.n ?? 0 };
}

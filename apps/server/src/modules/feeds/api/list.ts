import type { FeedPage, feedListInput } from '@herald/contract';
import { and, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.js';
import { feeds } from '../../../db/schema/index.js';
import type { TenantRequestContext } from '../../../http/context.js';
import { decodeCursor, encodeCursor, type FeedCursor } from './cursor.js';
import { filterConditions } from './filters.js';
import { keywordPlan } from './keyword.js';
import { feedsOf, type ListRow, selectItems } from './rows.js';
import { inScope, scopeOf } from './scope.js';

type ListInput = z.output<typeof feedListInput>;

/** The instant a cursor stands at, rebuilt exactly from its microseconds. */
function instantOf(cursor: FeedCursor): SQL {
  return sql`(timestamptz 'epoch' + ${cursor.createdUs.toString()}::bigint * interval '1 microsecond')`;
}

/** Items past the cursor in the list's order: older ones, or newer ones for live arrival. */
function pastCursor(cursor: FeedCursor, direction: ListInput['direction']): SQL {
  return direction === 'older'
    ? sql`(${feeds.createdAt}, ${feeds.id}) < (${instantOf(cursor)}, ${cursor.id})`
    : sql`(${feeds.createdAt}, ${feeds.id}) > (${instantOf(cursor)}, ${cursor.id})`;
}

const emptyPage = (cursor: string | null): FeedPage => ({ list: [], next: null, newest: cursor });

/**
 * A page of the inbox: the items of the accounts the caller may see, filtered, newest first, by a
 * keyset over (network time, id). `newer` reads the items after the cursor oldest first — so a
 * burst larger than a page leaves no gap — and answers them newest first like every page.
 */
export async function listFeeds(db: DbOrTx, ctx: TenantRequestContext, input: ListInput): Promise<FeedPage> {
  const cursor = input.cursor === null ? null : decodeCursor(input.cursor);
  const scope = await scopeOf(db, ctx);
  if (scope.accountIds?.length === 0) return emptyPage(input.cursor);
  const keyword = await keywordPlan(db, scope.gameId, input.filter.keyword);
  if (keyword.kind === 'empty') return emptyPage(input.cursor);
  const newer = cursor !== null && input.direction === 'newer';
  const where = and(
    inScope(scope),
    ...filterConditions(db, input.filter),
    ...(keyword.kind === 'match' ? keyword.conditions : []),
    cursor ? pastCursor(cursor, input.direction) : undefined,
  );
  const order = newer ? [asc(feeds.createdAt), asc(feeds.id)] : [desc(feeds.createdAt), desc(feeds.id)];
  const rows: ListRow[] = await selectItems(db)
    .where(where)
    .orderBy(...order)
    .limit(input.limit + 1);
  const more = rows.length > input.limit;
  const page = rows.slice(0, input.limit);
  if (newer) page.reverse();
  const [first] = page;
  const last = page.at(-1);
  return {
    list: await feedsOf(db, page),
    next: !newer && more && last ? encodeCursor(last) : null,
    newest: first ? encodeCursor(first) : input.cursor,
  };
}

import type { FeedPage, feedListInput } from '@herald/contract';
import { and, asc, desc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.js';
import { feeds, feedTerms, socialAccounts } from '../../../db/schema/index.js';
import type { TenantRequestContext } from '../../../http/context.js';
import { decodeCursor, encodeCursor, type FeedCursor } from './cursor.js';
import { filterConditions } from './filters.js';
import { keywordPlan } from './keyword.js';
import { feedsOf, type ListRow, listColumns, newestFirst, oldestFirst, selectItems } from './rows.js';
import { inScope, scopeOf } from './scope.js';

export type ListInput = z.output<typeof feedListInput>;

/** The instant a cursor stands at, rebuilt exactly from its microseconds. */
function instantOf(cursor: FeedCursor): SQL {
  return sql`(timestamptz 'epoch' + ${cursor.createdUs.toString()}::bigint * interval '1 microsecond')`;
}

/** Items past the cursor in the list's order (by these time and id columns): older, or newer. */
function pastCursor(
  time: SQLWrapper,
  id: SQLWrapper,
  cursor: FeedCursor,
  direction: ListInput['direction'],
): SQL {
  return direction === 'older'
    ? sql`(${time}, ${id}) < (${instantOf(cursor)}, ${cursor.id})`
    : sql`(${time}, ${id}) > (${instantOf(cursor)}, ${cursor.id})`;
}

const emptyPage = (cursor: string | null): FeedPage => ({ list: [], next: null, newest: cursor });

/** A keyword's items are read from its driving term's entries, which are in the inbox's order. */
const postings = alias(feedTerms, 'posting');

/**
 * The driving entry's item also has this term: a probe of the terms' key with the entry's own time
 * and id, made before the item itself is read. `offset 0` keeps it a per-entry check: as a join, the
 * planner would read the whole of both terms' entries when it misjudges how often they go together
 * (a Chinese word's pairs always do).
 */
function hasTerm(gameId: number, term: string): SQL {
  return sql`exists (select 1 from ${feedTerms} where ${feedTerms.gameId} = ${gameId}
    and ${feedTerms.term} = ${term} and ${feedTerms.createdAt} = ${postings.createdAt}
    and ${feedTerms.feedId} = ${postings.feedId} offset 0)`;
}

/**
 * The page's one main query: the items in scope, filtered, past the cursor, in keyset order, one more
 * than the page to tell whether another follows. Null when nothing can match.
 */
export async function pageQuery(db: DbOrTx, ctx: TenantRequestContext, input: ListInput) {
  const cursor = input.cursor === null ? null : decodeCursor(input.cursor);
  const scope = await scopeOf(db, ctx);
  if (scope.accountIds?.length === 0) return null;
  const keyword = await keywordPlan(db, scope.gameId, input.filter.keyword);
  if (keyword.kind === 'empty') return null;
  const newer = cursor !== null && input.direction === 'newer';
  const items = and(inScope(scope), ...filterConditions(db, input.filter));
  const limit = input.limit + 1;
  if (keyword.kind === 'none') {
    const where = and(
      items,
      cursor ? pastCursor(feeds.createdAt, feeds.id, cursor, input.direction) : undefined,
    );
    const query = selectItems(db)
      .where(where)
      .orderBy(...(newer ? oldestFirst : newestFirst))
      .limit(limit);
    return { newer, query };
  }
  const where = and(
    eq(postings.gameId, scope.gameId),
    eq(postings.term, keyword.drive),
    items,
    ...keyword.others.map((term) => hasTerm(scope.gameId, term)),
    cursor ? pastCursor(postings.createdAt, postings.feedId, cursor, input.direction) : undefined,
  );
  // The driving term's key read backwards (newest first) or forwards; the items joined to it.
  const query = db
    .select(listColumns)
    .from(postings)
    .innerJoin(feeds, eq(feeds.id, postings.feedId))
    .innerJoin(socialAccounts, eq(socialAccounts.id, feeds.accountId))
    .where(where)
    .orderBy(
      ...(newer
        ? [asc(postings.createdAt), asc(postings.feedId)]
        : [desc(postings.createdAt), desc(postings.feedId)]),
    )
    .limit(limit);
  return { newer, query };
}

/**
 * A page of the inbox: the items of the accounts the caller may see, filtered, newest first, by a
 * keyset over (network time, id). `newer` reads the items after the cursor oldest first — so a
 * burst larger than a page leaves no gap — and answers them newest first like every page.
 */
export async function listFeeds(db: DbOrTx, ctx: TenantRequestContext, input: ListInput): Promise<FeedPage> {
  const planned = await pageQuery(db, ctx, input);
  if (!planned) return emptyPage(input.cursor);
  const rows: ListRow[] = await planned.query;
  const more = rows.length > input.limit;
  const page = rows.slice(0, input.limit);
  if (planned.newer) page.reverse();
  const [first] = page;
  const last = page.at(-1);
  return {
    list: await feedsOf(db, page),
    next: !planned.newer && more && last ? encodeCursor(last) : null,
    newest: first ? encodeCursor(first) : input.cursor,
  };
}

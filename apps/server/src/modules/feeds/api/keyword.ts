import { and, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { feeds, feedTerms } from '../../../db/schema/index.js';
import { searchTermsOf } from '../terms.js';
import { rowsOf } from './sql.js';

/**
 * Below this many postings a term is rare: the page is built from its items (read whole, then
 * ordered). Above it every term is common enough that walking the game's newest items and probing
 * the index for each finds a page after a few thousand rows. Counting stops here, so asking costs
 * at most this many index entries per term.
 */
export const RARE_POSTINGS = 5000;

/** How a keyword narrows the list: nothing, nothing can match, or these conditions. */
export type KeywordPlan = { kind: 'none' } | { kind: 'empty' } | { kind: 'match'; conditions: SQL[] };

function postings(gameId: number, term: string) {
  return and(eq(feedTerms.gameId, gameId), eq(feedTerms.term, term));
}

/** The item has the term (an index probe on the terms' primary key). */
function hasTerm(db: DbOrTx, gameId: number, term: string): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(feedTerms)
      .where(and(postings(gameId, term), eq(feedTerms.feedId, feeds.id))),
  );
}

/** Each term's number of postings in the game, counted up to RARE_POSTINGS. */
async function postingCounts(db: DbOrTx, gameId: number, terms: readonly string[]) {
  const asked = sql.join(
    terms.map((term) => sql`${term}`),
    sql`, `,
  );
  const rows = await rowsOf<{ term: string; n: number | string }>(
    db,
    sql`
    select t.term, (
      select count(*)::int from (
        select 1 from ${feedTerms}
        where ${feedTerms.gameId} = ${gameId} and ${feedTerms.term} = t.term
        limit ${RARE_POSTINGS}
      ) found
    ) as n
    from unnest(array[${asked}]::text[]) as t(term)`,
  );
  return rows.map((row) => ({ term: row.term, n: Number(row.n) }));
}

/**
 * Every term of the keyword must be in the item's terms (SPEC: Chinese by its character pairs). The
 * rarest term drives the search when it is rare; otherwise each term is probed per item.
 */
export async function keywordPlan(db: DbOrTx, gameId: number, keyword: string): Promise<KeywordPlan> {
  const terms = searchTermsOf(keyword);
  if (terms.length === 0) return { kind: 'none' };
  const counts = (await postingCounts(db, gameId, terms)).sort((a, b) => a.n - b.n);
  const [rarest] = counts;
  if (!rarest || rarest.n === 0) return { kind: 'empty' };
  const others = counts.slice(1).map((count) => hasTerm(db, gameId, count.term));
  if (rarest.n >= RARE_POSTINGS)
    return { kind: 'match', conditions: [hasTerm(db, gameId, rarest.term), ...others] };
  const items = db.select({ id: feedTerms.feedId }).from(feedTerms).where(postings(gameId, rarest.term));
  return { kind: 'match', conditions: [inArray(feeds.id, items), ...others] };
}

import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { queryRows as rowsOf } from '../../../db/rows.js';
import { feedTerms } from '../../../db/schema/index.js';
import { searchTermsOf } from '../terms.js';

/**
 * How far a term's items are counted to find the rarest of a search's terms (the one the page is
 * read from): to the lower bound, and when every term reaches it, again to the higher one — so a rare
 * term costs little and common ones are still told apart. Counting stops at the bound, so asking
 * costs at most that many index entries per term.
 */
export const COUNT_CAPS = [2000, 20_000] as const;

/**
 * How a keyword narrows the list: not at all, to nothing (a term no item has), or to the items of
 * `drive` — read in the inbox's order — that also have every one of `others`.
 */
export type KeywordPlan =
  | { kind: 'none' }
  | { kind: 'empty' }
  | { kind: 'match'; drive: string; others: string[] };

/** Each term's number of items in the game, counted up to `cap`. */
async function termCounts(db: DbOrTx, gameId: number, terms: readonly string[], cap: number) {
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
        limit ${cap}
      ) found
    ) as n
    from unnest(array[${asked}]::text[]) as t(term)`,
  );
  return rows.map((row) => ({ term: row.term, n: Number(row.n) }));
}

/**
 * Every term of the keyword must be among the item's terms (Chinese by its character pairs). A single
 * term is read directly; of several, the rarest is read and the others are checked per item.
 */
export async function keywordPlan(db: DbOrTx, gameId: number, keyword: string): Promise<KeywordPlan> {
  const terms = searchTermsOf(keyword);
  const [only] = terms;
  if (!only) return { kind: 'none' };
  if (terms.length === 1) return { kind: 'match', drive: only, others: [] };
  const [low, high] = COUNT_CAPS;
  let counts = await termCounts(db, gameId, terms, low);
  // A rare term drives whatever the others' counts; only when every term is common do they matter.
  if (counts.every((count) => count.n >= low)) counts = await termCounts(db, gameId, terms, high);
  const [rarest, ...others] = counts.sort((a, b) => a.n - b.n);
  if (!rarest || rarest.n === 0) return { kind: 'empty' };
  return { kind: 'match', drive: rarest.term, others: others.map((count) => count.term) };
}

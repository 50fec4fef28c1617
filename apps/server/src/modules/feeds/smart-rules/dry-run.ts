import type { SmartRuleCriteria } from '@herald/contract';
import { and, count, desc, eq, gte, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { feeds, socialAccounts } from '../../../db/schema/index.js';
import type { TenantRequestContext } from '../../../http/context.js';
import { accountAccess } from '../../perm/index.js';
import { feedsByIds } from '../api/rows.js';
import { coarseConditions, ruleItemColumns } from './coarse.js';
import { compileRules } from './compile.js';
import { assertComplete } from './validate.js';

/**
 * A dry run reads at most this many candidate items (newest first) to match keywords on; beyond it
 * the answer covers the newest part of the window, and `scanned` says how much of it.
 */
export const DRY_RUN_SCAN_MAX = 50_000;
const BATCH = 5_000;
const EXAMPLES = 10;

/**
 * The accounts whose items the caller may read, as a condition on feeds: none for a game admin (every
 * account of the game), else the short list of granted accounts (no join on the item scan).
 */
async function visibleAccounts(db: Db, ctx: TenantRequestContext): Promise<SQL | undefined> {
  if (ctx.tenant.isGameAdmin) return undefined;
  const granted = await db
    .select({ id: socialAccounts.id })
    .from(socialAccounts)
    .where(accountAccess(db, ctx.user, ctx.tenant));
  return inArray(
    feeds.accountId,
    granted.map((account) => account.id),
  );
}

interface DryRun {
  scanned: number;
  matched: number;
  examples: Awaited<ReturnType<typeof feedsByIds>>;
}

/**
 * What a rule would have matched among the items of the last days on the accounts the caller may see.
 * The database filters by everything but keywords (network, account, type, sentiment, language,
 * author, followers); keywords are matched on the candidates by the ingestion's own evaluator.
 * Without keywords the database counts everything and no item is read here.
 */
export async function dryRun(
  db: Db,
  ctx: TenantRequestContext,
  criteria: SmartRuleCriteria,
  days: number,
): Promise<DryRun> {
  assertComplete(criteria);
  const since = new Date(Date.now() - days * 86_400_000);
  const window = and(
    eq(feeds.gameId, ctx.tenant.gameId),
    gte(feeds.createdAt, since),
    isNull(feeds.deletedAt),
    await visibleAccounts(db, ctx),
  ) as SQL;
  const candidates = and(window, ...coarseConditions(criteria)) as SQL;
  const countWhere = async (where: SQL) => {
    const [row] = await db.select({ n: count() }).from(feeds).where(where);
    return row?.n ?? 0;
  };
  const newest = (where: SQL, limit: number) =>
    db
      .select(ruleItemColumns)
      .from(feeds)
      .where(where)
      .orderBy(desc(feeds.createdAt), desc(feeds.id))
      .limit(limit);

  if (criteria.keywords.length === 0) {
    const examples = await newest(candidates, EXAMPLES);
    return {
      scanned: await countWhere(window),
      matched: await countWhere(candidates),
      examples: await feedsByIds(
        db,
        examples.map((row) => row.id),
      ),
    };
  }

  const matcher = compileRules([{ id: 0, order: 'unordered', position: 0, enabled: true, criteria }]);
  let matched = 0;
  let read = 0;
  const exampleIds: number[] = [];
  let last: { createdAt: Date; id: number } | null = null;
  let complete = false;
  while (!complete && read < DRY_RUN_SCAN_MAX) {
    // A row comparison: the (game, created_at, id) index answers it as one range.
    const after: SQL | undefined = last
      ? sql`(${feeds.createdAt}, ${feeds.id}) < (${last.createdAt}, ${last.id})`
      : undefined;
    const limit = Math.min(BATCH, DRY_RUN_SCAN_MAX - read);
    const rows = await newest(and(candidates, after) as SQL, limit);
    for (const row of rows) {
      if (matcher.match(row).length === 0) continue;
      matched += 1;
      if (exampleIds.length < EXAMPLES) exampleIds.push(row.id);
    }
    read += rows.length;
    const tail = rows.at(-1);
    if (tail) last = { createdAt: tail.createdAt, id: tail.id };
    complete = rows.length < limit;
  }
  // Stopped at the cap: the scan covered the window's items from the newest down to the last one read.
  const covered: SQL =
    complete || !last
      ? window
      : (and(window, sql`(${feeds.createdAt}, ${feeds.id}) >= (${last.createdAt}, ${last.id})`) as SQL);
  return { scanned: await countWhere(covered), matched, examples: await feedsByIds(db, exampleIds) };
}

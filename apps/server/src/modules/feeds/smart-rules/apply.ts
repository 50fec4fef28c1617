import type { Tx } from '../../../db/client.js';
import { type ApplySummary, actOn } from './act.js';
import type { FeedRow } from './decisions.js';
import type { SmartRuleApplyDeps } from './ports.js';
import { matcherOf } from './rule-cache.js';

/**
 * Runs every enabled smart rule of their game on newly stored items, inside the transaction that
 * stored them: the ordered list's first match and every unordered match act. Called by ingestion for
 * the rows it inserted (not for updates of known items, so an edit does not act twice).
 */
export async function applySmartRules(
  deps: SmartRuleApplyDeps,
  tx: Tx,
  rows: readonly FeedRow[],
): Promise<ApplySummary> {
  const total: ApplySummary = { items: 0, byRule: new Map(), tagsSkipped: 0 };
  const byGame = new Map<number, FeedRow[]>();
  for (const row of rows) {
    const list = byGame.get(row.gameId) ?? [];
    list.push(row);
    byGame.set(row.gameId, list);
  }
  for (const [gameId, gameRows] of byGame) {
    const matcher = await matcherOf(tx, gameId);
    if (!matcher) continue;
    const summary = await actOn(
      deps,
      tx,
      gameId,
      gameRows.map((row) => ({ row, rules: matcher.match(row).map((spec) => spec.row) })),
    );
    total.items += summary.items;
    total.tagsSkipped += summary.tagsSkipped;
    for (const [id, n] of summary.byRule) total.byRule.set(id, n);
  }
  return total;
}

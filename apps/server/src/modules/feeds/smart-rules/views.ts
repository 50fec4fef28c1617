import type { Rerun, SmartRule } from '@herald/contract';
import type { feedReruns, smartRules } from '../../../db/schema/index.js';
import type { RuleSpec } from './compile.js';

export type SmartRuleRow = typeof smartRules.$inferSelect;
export type RerunRow = typeof feedReruns.$inferSelect;

export function ruleView(row: SmartRuleRow): SmartRule {
  return {
    id: row.id,
    name: row.name,
    order: row.orderKind,
    position: row.position,
    criteria: row.criteria,
    actions: row.actions,
    enabled: row.enabled,
    match_count: row.matchCount,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function specOf(row: SmartRuleRow): RuleSpec & { row: SmartRuleRow } {
  return {
    id: row.id,
    order: row.orderKind,
    position: row.position,
    enabled: row.enabled,
    criteria: row.criteria,
    row,
  };
}

/** A game's rules in their two lists, each by position. */
export function listsOf(rows: readonly SmartRuleRow[]): { ordered: SmartRule[]; unordered: SmartRule[] } {
  const sorted = [...rows].sort((a, b) => a.position - b.position || a.id - b.id);
  return {
    ordered: sorted.filter((row) => row.orderKind === 'ordered').map(ruleView),
    unordered: sorted.filter((row) => row.orderKind === 'unordered').map(ruleView),
  };
}

export function rerunView(row: RerunRow | undefined): Rerun {
  if (!row) return { state: 'idle', done: 0, total: 0, started_at: null, finished_at: null };
  return {
    state: row.state,
    done: row.done,
    total: row.total,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

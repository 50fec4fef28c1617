import type { SmartRule, SmartRuleOrder } from '@herald/contract';

export type RuleLists = Record<SmartRuleOrder, SmartRule[]>;

export function listOf(lists: RuleLists, id: number): SmartRuleOrder | null {
  if (lists.ordered.some((rule) => rule.id === id)) return 'ordered';
  if (lists.unordered.some((rule) => rule.id === id)) return 'unordered';
  return null;
}

/**
 * The lists with one rule moved to a position of a list (clamped to its end), positions renumbered
 * as the server will: what the screen shows while the move is saved.
 */
export function moveRule(lists: RuleLists, id: number, order: SmartRuleOrder, position: number): RuleLists {
  const from = listOf(lists, id);
  const rule = from ? lists[from].find((candidate) => candidate.id === id) : undefined;
  if (!from || !rule) return lists;
  const next: RuleLists = {
    ordered: lists.ordered.filter((candidate) => candidate.id !== id),
    unordered: lists.unordered.filter((candidate) => candidate.id !== id),
  };
  next[order].splice(Math.min(position, next[order].length), 0, { ...rule, order });
  return {
    ordered: next.ordered.map((candidate, index) => ({ ...candidate, position: index })),
    unordered: next.unordered.map((candidate, index) => ({ ...candidate, position: index })),
  };
}

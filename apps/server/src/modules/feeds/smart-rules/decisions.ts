import type { FeedState, JudgedSentiment } from '@herald/contract';
import type { feeds } from '../../../db/schema/index.js';
import type { SmartRuleRow } from './views.js';

export type FeedRow = typeof feeds.$inferSelect;

/** An item and the rules that act on it, in the order they apply (the ordered match first). */
export interface RuleMatch {
  row: FeedRow;
  rules: readonly SmartRuleRow[];
}

export interface Decision {
  row: FeedRow;
  tagIds: number[];
  sentiment: JudgedSentiment | null;
  assigneeId: number | null;
  state: Exclude<FeedState, 'new'> | null;
  hide: boolean;
  reply: string | null;
}

/** One value per item from several rules: the first rule (ordered match, then by position) decides. */
export function decide(match: RuleMatch): Decision {
  const first = <T>(pick: (rule: SmartRuleRow) => T | null): T | null => {
    for (const rule of match.rules) {
      const value = pick(rule);
      if (value !== null) return value;
    }
    return null;
  };
  return {
    row: match.row,
    tagIds: [...new Set(match.rules.flatMap((rule) => rule.actions.tag_ids))],
    sentiment: first((rule) => rule.actions.sentiment),
    assigneeId: first((rule) => rule.actions.assignee_id),
    state: first((rule) => rule.actions.state),
    hide: match.rules.some((rule) => rule.actions.hide),
    // One answer per item, however many rules would reply.
    reply: first((rule) => rule.actions.reply_template),
  };
}

import type { EngagementInput } from '../entities/engagement.js';
import { commentTextMax, messageTextMax } from '../entities/engagement.js';
import type { SocialNetwork } from '../enums.js';
import { type CapabilityKey, networkProfiles } from '../platforms.js';
import { checkSchedule, collectIssues, type RuleContext, type RuleIssue } from './rules.js';
import { textLength } from './text-length.js';

/** What an engagement needs of a network's API, and how the rule names it. */
const needs = {
  comment: { capability: 'comment', what: 'comments', limits: commentTextMax },
  reply: { capability: 'comment', what: 'comments', limits: commentTextMax },
  like: { capability: 'like', what: 'likes', limits: null },
  message: { capability: 'message', what: 'messages', limits: messageTextMax },
} as const satisfies Record<
  EngagementInput['content_type'],
  { capability: CapabilityKey; what: string; limits: Partial<Record<SocialNetwork, number>> | null }
>;

/** The facts the engagement rules read: the form, and the networks of its accounts. */
export type EngagementFacts = (EngagementInput extends infer Input
  ? Input extends EngagementInput
    ? Omit<Input, 'account_ids'>
    : never
  : never) & { networks: readonly SocialNetwork[] };

/**
 * The rules of SPEC §5 for a comment, reply, like or private message: accounts of the target's network
 * whose API allows the action, a text of 1 to the network's maximum characters, one account per
 * message, what a reply or message needs to be found again, and the schedule lead.
 */
export function checkEngagement(facts: EngagementFacts, context: RuleContext): RuleIssue[] {
  if (!context.submitting) return [];
  const { issues, report } = collectIssues();
  const need = needs[facts.content_type];
  const network = facts.target.network;
  if (facts.networks.length === 0) report({ path: 'account_ids', rule: 'required', network: null });
  for (const other of new Set(facts.networks))
    if (other !== network)
      report({
        path: 'account_ids',
        rule: 'not_supported',
        network: other,
        params: { what: 'other_network' },
      });
  if (networkProfiles[network].capabilities[need.capability] === 'no')
    report({ path: 'target', rule: 'not_supported', network, params: { what: need.what } });
  if (facts.content_type === 'message' && facts.networks.length > 1)
    report({ path: 'account_ids', rule: 'exceeding_limits', network, params: { max: 1, what: 'accounts' } });
  if (facts.content_type === 'message' && !facts.target.recipient_id)
    report({ path: 'target.recipient_id', rule: 'required', network: null });
  if (facts.content_type === 'reply' && !facts.target.post_id)
    report({ path: 'target.post_id', rule: 'required', network: null });
  if (facts.content_type !== 'like') {
    const length = textLength(facts.text.trim(), network === 'twitter');
    const max = need.limits?.[network];
    if (length === 0) report({ path: 'text', rule: 'min_length', network, params: { min: 1 } });
    else if (max !== undefined && length > max)
      report({ path: 'text', rule: 'max_length', network, params: { max } });
  }
  checkSchedule(facts, context, report);
  return issues;
}

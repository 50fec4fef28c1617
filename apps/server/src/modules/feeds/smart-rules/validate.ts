import type { SmartRuleActions, SmartRuleCriteria } from '@herald/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { memberships, socialAccounts, tags } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';

export function hasCriterion(criteria: SmartRuleCriteria): boolean {
  return (
    criteria.networks.length > 0 ||
    criteria.account_ids.length > 0 ||
    criteria.feed_types.length > 0 ||
    criteria.keywords.length > 0 ||
    criteria.sentiments.length > 0 ||
    criteria.languages.length > 0 ||
    criteria.authors.length > 0 ||
    criteria.min_followers !== null
  );
}

export function hasAction(actions: SmartRuleActions): boolean {
  return (
    actions.tag_ids.length > 0 ||
    actions.sentiment !== null ||
    actions.assignee_id !== null ||
    actions.state !== null ||
    actions.hide ||
    actions.reply_template !== null ||
    actions.notify_user_ids.length > 0
  );
}

/** A rule with nothing to look at would act on every item; one with nothing to do is noise. */
export function assertComplete(criteria: SmartRuleCriteria, actions?: SmartRuleActions): void {
  if (!hasCriterion(criteria) || (actions && !hasAction(actions))) throw new AppError('rule_incomplete');
}

function assertAll(found: readonly unknown[], wanted: readonly number[]): void {
  if (found.length !== new Set(wanted).size) throw new AppError('unknown_reference');
}

/** Accounts, tags and members a rule names are the game's own; another game's look like none. */
export async function assertReferences(
  db: DbOrTx,
  gameId: number,
  criteria: SmartRuleCriteria,
  actions: SmartRuleActions,
): Promise<void> {
  const accounts = [...new Set(criteria.account_ids)];
  if (accounts.length > 0)
    assertAll(
      await db
        .select({ id: socialAccounts.id })
        .from(socialAccounts)
        .where(and(eq(socialAccounts.gameId, gameId), inArray(socialAccounts.id, accounts))),
      accounts,
    );
  const tagIds = [...new Set(actions.tag_ids)];
  if (tagIds.length > 0)
    assertAll(
      await db
        .select({ id: tags.id })
        .from(tags)
        .where(and(eq(tags.gameId, gameId), inArray(tags.id, tagIds))),
      tagIds,
    );
  const members = [
    ...new Set([...actions.notify_user_ids, ...(actions.assignee_id ? [actions.assignee_id] : [])]),
  ];
  if (members.length > 0)
    assertAll(
      await db
        .select({ id: memberships.userId })
        .from(memberships)
        .where(and(eq(memberships.gameId, gameId), inArray(memberships.userId, members))),
      members,
    );
}

import { errorMessages, networkNames, type ReviewLookup, type UiLocale } from '@herald/contract';
import type { TFunction } from 'i18next';
import type { ComposeAccount } from '../hooks/useComposeAccounts.js';
import type { ShownIssue } from './issues.js';

/**
 * Accounts that cannot take this review level (their flow lacks a reviewer at one of its levels), with
 * why, for the picker. SPEC §5: unconfigured reviewers disable publishing.
 */
export function unreadyAccounts(
  lookup: ReviewLookup | undefined,
  level: number | null,
  t: TFunction,
): Map<number, string> {
  const blocked = new Map<number, string>();
  if (!lookup || level === null) return blocked;
  for (const entry of lookup.accounts)
    if (entry.ready_levels < level)
      blocked.set(
        entry.account_id,
        t('compose.review.noReviewer', {
          level: entry.ready_levels + 1,
          flow: entry.flow_name ?? t('compose.review.noFlow'),
        }),
      );
  return blocked;
}

const ruleIssue = (message: string): ShownIssue => ({
  path: 'review_level',
  level: 'error',
  message,
  network: null,
  missing: false,
  source: 'rule',
});

/**
 * The approval rules of SPEC §5 on the chosen level and accounts, as the server applies them: a
 * switched-on network needs a level; every account needs reviewers up to it; an author who reviews an
 * account chooses its highest level.
 */
export function reviewIssues(
  lookup: ReviewLookup | undefined,
  accounts: readonly ComposeAccount[],
  chosen: { review_level: number | null; account_ids: readonly number[] },
  locale: UiLocale,
  t: TFunction,
): ShownIssue[] {
  if (!lookup) return [];
  const level = chosen.review_level;
  const picked = accounts.filter((account) => chosen.account_ids.includes(account.id));
  if (level === null) {
    const required = picked.find((account) =>
      lookup.switchs.some(
        (entry) => entry.enabled && entry.content_type === 'post' && entry.network === account.network,
      ),
    );
    return required
      ? [ruleIssue(t('compose.review.required', { network: networkNames[required.network] }))]
      : [];
  }
  const issues: ShownIssue[] = [];
  if (level > lookup.max_level)
    issues.push(ruleIssue(t('compose.review.unknown', { level, max: lookup.max_level })));
  for (const account of picked) {
    const entry = lookup.accounts.find((row) => row.account_id === account.id);
    const ready = entry?.ready_levels ?? 0;
    if (ready < level) issues.push(ruleIssue(errorMessages[locale].review_not_configured));
    else if ((entry?.my_levels.length ?? 0) > 0 && level < ready)
      issues.push(ruleIssue(t('compose.review.highest', { account: account.name, max: ready })));
  }
  // One message per kind is enough on one field.
  return issues.filter(
    (issue, index) => issues.findIndex((other) => other.message === issue.message) === index,
  );
}

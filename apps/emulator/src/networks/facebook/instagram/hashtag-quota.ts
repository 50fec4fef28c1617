import { endpointQuotaError } from '../errors.js';
import { businessUseCaseUsage } from '../usage.js';
import type { IgState } from './types.js';

/** The Hashtag Search API's window: a queried hashtag counts for 7 days from its first query. */
export const HASHTAG_WINDOW_MS = 7 * 86_400_000;

/** The account's hashtags (id → first query) still inside the rolling 7 days. */
export function hashtagsInWindow(ig: IgState, accountId: string, now: number): Map<string, number> {
  const kept = new Map(
    [...(ig.hashtagQueries.get(accountId) ?? new Map<string, number>())].filter(
      ([, at]) => at > now - HASHTAG_WINDOW_MS,
    ),
  );
  ig.hashtagQueries.set(accountId, kept);
  return kept;
}

/**
 * Counts an `ig_hashtag_search` of the account: a hashtag already queried in the last 7 days is
 * free (and keeps its first time); a new one takes one of the `hashtagLimit` slots, refused when
 * none is left until the oldest query leaves the window.
 */
export function countHashtagQuery(ig: IgState, accountId: string, id: string, now: number): void {
  const queried = hashtagsInWindow(ig, accountId, now);
  if (queried.has(id)) return;
  if (queried.size >= ig.hashtagLimit) {
    const oldest = Math.min(...queried.values(), now);
    const minutes = Math.max(1, Math.ceil((oldest + HASHTAG_WINDOW_MS - now) / 60_000));
    throw endpointQuotaError(
      'Hashtag search limit reached',
      `This account has queried the maximum of ${ig.hashtagLimit} unique hashtags in the last 7 days.`,
      { 'x-business-use-case-usage': businessUseCaseUsage(accountId, 'instagram', 100, minutes) },
    );
  }
  queried.set(id, now);
}

import { DAY } from '../../core/clock.js';
import { businessUseCaseUsage } from '../facebook/usage.js';
import { endpointQuotaError } from './errors.js';
import type { ThState } from './types.js';

/** The user's searches still inside the rolling 24 hours, oldest first. */
function recent(state: ThState, userId: string, now: number): number[] {
  const kept = (state.keywordSearches.get(userId) ?? []).filter((at) => at > now - DAY);
  state.keywordSearches.set(userId, kept);
  return kept;
}

/**
 * Refuses a keyword search once the user made `keywordSearchesPerDay` counted searches in the last
 * 24 hours, whatever the app (threads.md: 2,200 per user across apps); access returns when the
 * oldest of them leaves the window, as the usage header says.
 */
export function checkKeywordQuota(state: ThState, userId: string, now: number): void {
  const made = recent(state, userId, now);
  const limit = state.limits.keywordSearchesPerDay;
  if (made.length < limit) return;
  const oldest = made[made.length - limit] ?? now;
  const minutes = Math.max(1, Math.ceil((oldest + DAY - now) / 60_000));
  throw endpointQuotaError(
    'Keyword search limit reached',
    `You have reached the maximum of ${limit} keyword searches in 24 hours.`,
    { 'x-business-use-case-usage': businessUseCaseUsage(userId, 'threads', 100, minutes) },
  );
}

/** Counts a search that found something (searches without results do not count). */
export function countKeywordSearch(state: ThState, userId: string, now: number): void {
  recent(state, userId, now).push(now);
}

/** The user's counted searches in the window, for the control API. */
export function keywordSearchesMade(state: ThState, userId: string, now: number): number {
  return recent(state, userId, now).length;
}

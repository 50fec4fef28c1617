import { quotaExceeded } from './errors.js';
import type { YtQuota, YtState } from './types.js';

/**
 * What a call costs (developers.google.com/youtube/v3/determine_quota_cost): most reads 1 unit, writes
 * 50 units from the 10,000-unit daily pool; `videos.insert` and `search.list` each draw on their own
 * bucket of 100 calls a day (the current quota page; older method pages still say 1,600 and 100 units).
 */
export type QuotaCost = number | 'insert' | 'search';

export const DEFAULT_QUOTA_LIMITS = { units: 10_000, inserts: 100, searches: 100 } as const;

const pacificDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Pacific calendar day of an instant: quotas reset at midnight Pacific time. */
export const pacificDay = (ms: number): string => pacificDate.format(new Date(ms));

export function freshQuota(now: number, limits: YtQuota['limits'] = { ...DEFAULT_QUOTA_LIMITS }): YtQuota {
  return { day: pacificDay(now), units: 0, inserts: 0, searches: 0, limits };
}

/** The project's counters for today (a new Pacific day starts from zero). */
export function quotaToday(state: YtState, now: number): YtQuota {
  if (state.quota.day !== pacificDay(now)) state.quota = freshQuota(now, state.quota.limits);
  return state.quota;
}

/** Charges a call, or answers 403 quotaExceeded when its bucket cannot pay for it. */
export function charge(state: YtState, now: number, cost: QuotaCost): void {
  const quota = quotaToday(state, now);
  if (cost === 'insert') {
    if (quota.inserts + 1 > quota.limits.inserts) throw quotaExceeded();
    quota.inserts += 1;
  } else if (cost === 'search') {
    if (quota.searches + 1 > quota.limits.searches) throw quotaExceeded();
    quota.searches += 1;
  } else {
    if (quota.units + cost > quota.limits.units) throw quotaExceeded();
    quota.units += cost;
  }
}

export function quotaJson(state: YtState, now: number) {
  const quota = quotaToday(state, now);
  return {
    day: quota.day,
    units_used: quota.units,
    units_limit: quota.limits.units,
    inserts_used: quota.inserts,
    inserts_limit: quota.limits.inserts,
    searches_used: quota.searches,
    searches_limit: quota.limits.searches,
  };
}

import { DAY } from '../../core/clock.js';
import type { Usage } from '../../core/route-kit.js';
import { businessUseCaseUsage } from '../facebook/usage.js';
import { gainedBetween } from './metrics.js';
import type { ThState, ThToken } from './types.js';

/** The Business Use Case usage header, keyed by the Threads user. */
const usageHeaders = (userId: string, percent: number, regainMinutes: number): Record<string, string> => ({
  'x-business-use-case-usage': businessUseCaseUsage(userId, 'threads', percent, regainMinutes),
});

/** Calls allowed per rolling 24 hours: the configured number, or 4800 × impressions (at least 10). */
function callLimit(state: ThState, now: number): number {
  return state.limits.callsPerDay ?? 4_800 * Math.max(10, gainedBetween(state, now - DAY, now).views);
}

/** Counts the call against its app-user pair's rolling 24-hour window and reports the usage. */
export function recordUsage(state: ThState, token: ThToken, now: number): Usage {
  const key = `${token.appId}:${token.userId}`;
  const calls = (state.calls.get(key) ?? []).filter((at) => at > now - DAY);
  calls.push(now);
  state.calls.set(key, calls);
  const limit = callLimit(state, now);
  const excess = calls.length - limit;
  // Access comes back when the oldest calls beyond the limit leave the window.
  const oldest = calls[Math.max(0, excess - 1)] ?? now;
  const regain = excess > 0 ? Math.max(1, Math.ceil((oldest + DAY - now) / 60_000)) : 0;
  const percent = Math.min(100, Math.round((calls.length / Math.max(1, limit)) * 100));
  return { headers: usageHeaders(token.userId, percent, regain), limited: excess > 0 };
}

/** Usage headers of an exhausted quota (injected rate-limit faults). */
export const exhaustedHeaders = (userId: string): Record<string, string> => usageHeaders(userId, 100, 5);

import { pairRateLimited, throughputReached } from './errors.js';
import { customerKey } from './state.js';
import type { WaState } from './types.js';

/** One more message to the same customer every 6 seconds, after the burst (the pair rate). */
export const PAIR_REFILL_MS = 6_000;
const SECOND = 1_000;

/**
 * Counts one message against the number's throughput (messages per second → 130429) and the
 * business–customer pair rate (a token bucket: `pairBurst` at once, then one per 6 s → 131056).
 * Nothing is counted when either refuses.
 */
export function takeCapacity(wa: WaState, phoneId: string, waId: string, now: number): void {
  const recent = (wa.sends.get(phoneId) ?? []).filter((at) => at > now - SECOND);
  wa.sends.set(phoneId, recent);
  if (recent.length >= wa.limits.throughputPerSecond) throw throughputReached();
  const key = customerKey(phoneId, waId);
  const bucket = wa.pairs.get(key) ?? { tokens: wa.limits.pairBurst, at: now };
  const tokens = Math.min(wa.limits.pairBurst, bucket.tokens + (now - bucket.at) / PAIR_REFILL_MS);
  if (tokens < 1) {
    wa.pairs.set(key, { tokens, at: now });
    throw pairRateLimited();
  }
  wa.pairs.set(key, { tokens: tokens - 1, at: now });
  recent.push(now);
}

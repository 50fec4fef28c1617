import { MINUTE } from '../../core/clock.js';
import type { TwitchLimits, TwitchState } from './types.js';

/**
 * Helix rate limits (dev.twitch.tv, "Twitch rate limits"): a token bucket of 800 points a minute per
 * user token (each request here costs one point); announcements, one every 2 seconds per channel.
 * Change them at run time with `POST /_emulator/twitch/limits`.
 */
export const DEFAULT_LIMITS: Readonly<TwitchLimits> = {
  pointsPerMinute: 800,
  announcementIntervalMs: 2000,
};

/** What Helix tells a caller about its bucket on every answer. */
export interface BucketView {
  limit: number;
  remaining: number;
  /** Unix epoch seconds at which the bucket is full again. */
  reset: number;
}

/**
 * Spends one point of the bucket of `<client_id>:<user_id>`, refilled continuously (the limit per
 * minute). Answers the bucket as the `Ratelimit-*` headers show it and whether the request may go.
 */
export function spendPoint(
  state: TwitchState,
  key: string,
  now: number,
): { allowed: boolean; view: BucketView } {
  const limit = state.limits.pointsPerMinute;
  const rate = limit / MINUTE;
  const bucket = state.buckets.get(key) ?? { points: limit, at: now };
  bucket.points = Math.min(limit, bucket.points + (now - bucket.at) * rate);
  bucket.at = now;
  const allowed = bucket.points >= 1;
  if (allowed) bucket.points -= 1;
  state.buckets.set(key, bucket);
  const missing = limit - bucket.points;
  const view = {
    limit,
    remaining: Math.max(0, Math.floor(bucket.points)),
    reset: Math.ceil((now + (rate > 0 ? missing / rate : MINUTE)) / 1000),
  };
  return { allowed, view };
}

/** Sets the Helix `Ratelimit-*` headers. */
export function bucketHeaders(view: BucketView): Record<string, string> {
  return {
    'ratelimit-limit': String(view.limit),
    'ratelimit-remaining': String(view.remaining),
    'ratelimit-reset': String(view.reset),
  };
}

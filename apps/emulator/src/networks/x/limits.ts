import type { Usage } from '../../core/route-kit.js';
import type { XState } from './types.js';

export const WINDOW_MS = 15 * 60_000;

/**
 * Requests per 15-minute window per user, from the docs.x.com per-endpoint tables (POST /2/tweets is
 * the 100 the tables give for user tokens). Media upload limits are not published: generous values.
 * Change them at run time with `POST /_emulator/x/limits`.
 */
export const DEFAULT_LIMITS: Readonly<Record<string, number>> = {
  'users.me': 75,
  'users.read': 900,
  'tweets.create': 100,
  'tweets.delete': 50,
  'tweets.read': 900,
  'tweets.lookup': 5_000,
  'users.tweets': 900,
  'users.mentions': 300,
  'tweets.search': 300,
  'likes.create': 50,
  'likes.delete': 50,
  'tweets.liking_users': 75,
  'dm.create': 200,
  'dm.read': 300,
  'media.upload': 500,
  'media.status': 1_000,
};

function headersOf(limit: number, remaining: number, resetAt: number): Record<string, string> {
  return {
    'x-rate-limit-limit': String(limit),
    'x-rate-limit-remaining': String(Math.max(0, remaining)),
    'x-rate-limit-reset': String(Math.ceil(resetAt / 1000)),
  };
}

/**
 * Counts one request of `userId` against the operation's fixed window, which opens with the first
 * request and resets 15 minutes later (reported as epoch seconds in `x-rate-limit-reset`).
 */
export function consume(state: XState, userId: string, operation: string, now: number): Usage {
  const limit = state.limits[operation] ?? 900;
  const key = `${userId}:${operation}`;
  let window = state.windows.get(key);
  if (!window || now >= window.start + WINDOW_MS) {
    window = { start: now, count: 0 };
    state.windows.set(key, window);
  }
  window.count += 1;
  return {
    headers: headersOf(limit, limit - window.count, window.start + WINDOW_MS),
    limited: window.count > limit,
  };
}

/** Headers of an exhausted window (injected `rate_limit` faults). */
export function exhaustedHeaders(state: XState, operation: string, now: number): Record<string, string> {
  return headersOf(state.limits[operation] ?? 900, 0, now + WINDOW_MS);
}

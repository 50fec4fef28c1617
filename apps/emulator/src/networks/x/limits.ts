import type { Usage } from '../../core/route-kit.js';
import type { XState } from './types.js';

export const WINDOW_MS = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The per-user cap on posts in 24 hours (X's daily post limit of 2,400), counted apart from the
 * 15-minute window of `POST /2/tweets` and reported in `x-user-limit-24hour-*` headers.
 */
export const POST_CAP = 'tweets.create.user_24h';

/**
 * Requests per 15-minute window per user, from the docs.x.com per-endpoint tables (POST /2/tweets is
 * the 100 the tables give for user tokens). Media upload limits are not published: generous values.
 * `POST_CAP` is the 24-hour post cap. Change them at run time with `POST /_emulator/x/limits`.
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
  [POST_CAP]: 2_400,
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
  const { limit, count, resetAt } = countIn(state, userId, operation, now, WINDOW_MS);
  return { headers: headersOf(limit, limit - count, resetAt), limited: count > limit };
}

/** Counts one request in the fixed window of `operation` that `userId` has open (a new one once it ends). */
function countIn(state: XState, userId: string, operation: string, now: number, length: number) {
  const limit = state.limits[operation] ?? 900;
  const key = `${userId}:${operation}`;
  let window = state.windows.get(key);
  if (!window || now >= window.start + length) {
    window = { start: now, count: 0 };
    state.windows.set(key, window);
  }
  window.count += 1;
  return { limit, count: window.count, resetAt: window.start + length };
}

/**
 * Counts one post against the user's 24-hour cap. Every answer of `POST /2/tweets` carries
 * `x-user-limit-24hour-limit/remaining/reset`; past the cap it is a 429 whose wait is that reset, not
 * the 15-minute window's.
 */
export function consumePostCap(state: XState, userId: string, now: number): Usage {
  const { limit, count, resetAt } = countIn(state, userId, POST_CAP, now, DAY_MS);
  return {
    headers: {
      'x-user-limit-24hour-limit': String(limit),
      'x-user-limit-24hour-remaining': String(Math.max(0, limit - count)),
      'x-user-limit-24hour-reset': String(Math.ceil(resetAt / 1000)),
    },
    limited: count > limit,
  };
}

/** Headers of an exhausted window (injected `rate_limit` faults). */
export function exhaustedHeaders(state: XState, operation: string, now: number): Record<string, string> {
  return headersOf(state.limits[operation] ?? 900, 0, now + WINDOW_MS);
}

import { createHash } from 'node:crypto';
import { rateLimited } from './errors.js';
import type { DiscordState, RouteLimit } from './types.js';

/**
 * Per-route buckets, counted per token and top-level resource (channel or guild) in fixed windows;
 * Discord publishes few numbers (5 messages / 5 s per channel, 10 crossposts per hour, 1 reaction per
 * 250 ms, 50 requests per second globally per bot). Change them with `POST /_emulator/discord/limits`.
 */
export const DEFAULT_LIMITS: Readonly<Record<string, RouteLimit>> = {
  global: { limit: 50, windowMs: 1_000 },
  'messages.create': { limit: 5, windowMs: 5_000 },
  'messages.edit': { limit: 5, windowMs: 5_000 },
  'messages.delete': { limit: 5, windowMs: 1_000 },
  'messages.list': { limit: 50, windowMs: 1_000 },
  'messages.read': { limit: 50, windowMs: 1_000 },
  'messages.crosspost': { limit: 10, windowMs: 3_600_000 },
  'reactions.write': { limit: 1, windowMs: 250 },
  'reactions.read': { limit: 10, windowMs: 1_000 },
  'threads.create': { limit: 10, windowMs: 10_000 },
  'channels.read': { limit: 50, windowMs: 1_000 },
  'guilds.read': { limit: 50, windowMs: 1_000 },
  'users.read': { limit: 50, windowMs: 1_000 },
};

/** An opaque bucket id per route, as Discord's `X-RateLimit-Bucket`. */
const bucketOf = (operation: string) =>
  createHash('sha1').update(`discord:${operation}`).digest('hex').slice(0, 32);

const seconds = (ms: number) => (ms / 1000).toFixed(3);

function routeHeaders(operation: string, limit: RouteLimit, remaining: number, resetAt: number, now: number) {
  return {
    'x-ratelimit-limit': String(limit.limit),
    'x-ratelimit-remaining': String(Math.max(0, remaining)),
    'x-ratelimit-reset': seconds(resetAt),
    'x-ratelimit-reset-after': seconds(Math.max(0, resetAt - now)),
    'x-ratelimit-bucket': bucketOf(operation),
  };
}

/** Counts one request in a fixed window that opens with the first request; answers the window. */
function count(state: DiscordState, key: string, limit: RouteLimit, now: number) {
  let window = state.windows.get(key);
  if (!window || now >= window.start + limit.windowMs) {
    window = { start: now, count: 0 };
    state.windows.set(key, window);
  }
  window.count += 1;
  return { used: window.count, resetAt: window.start + limit.windowMs };
}

const limitOf = (state: DiscordState, operation: string): RouteLimit =>
  state.limits[operation] ?? { limit: 50, windowMs: 1_000 };

/**
 * Counts a request against the global limit of `who` and the route's bucket for `major`; answers the
 * headers to send, or throws the 429 (`X-RateLimit-Scope: global|user`, `Retry-After`).
 */
export function consume(
  state: DiscordState,
  who: string,
  operation: string,
  major: string,
  now: number,
): Record<string, string> {
  const global = limitOf(state, 'global');
  const overall = count(state, `${who}:global`, global, now);
  if (overall.used > global.limit) {
    const wait = overall.resetAt - now;
    throw rateLimited(wait, true, {
      'retry-after': String(Math.ceil(wait / 1000)),
      'x-ratelimit-global': 'true',
      'x-ratelimit-scope': 'global',
    });
  }
  const limit = limitOf(state, operation);
  const route = count(state, `${who}:${operation}:${major}`, limit, now);
  const headers = routeHeaders(operation, limit, limit.limit - route.used, route.resetAt, now);
  if (route.used > limit.limit) throw limitedRoute(headers, route.resetAt - now);
  return headers;
}

function limitedRoute(headers: Record<string, string>, waitMs: number) {
  return rateLimited(waitMs, false, {
    ...headers,
    'retry-after': String(Math.ceil(waitMs / 1000)),
    'x-ratelimit-scope': 'user',
  });
}

/** The 429 of an exhausted bucket (injected `rate_limit` faults). */
export function exhausted(state: DiscordState, operation: string, now: number) {
  const limit = limitOf(state, operation);
  return limitedRoute(routeHeaders(operation, limit, 0, now + limit.windowMs, now), limit.windowMs);
}

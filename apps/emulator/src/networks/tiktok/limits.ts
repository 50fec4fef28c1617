import { MINUTE } from '../../core/clock.js';
import type { TiktokState } from './types.js';

/**
 * Requests per minute per access token (developers.tiktok.com, "Rate limits"): creator_info 20, post
 * init 6, status fetch 30; the Display API endpoints 600 (per app there, per token here). Change them
 * at run time with `POST /_emulator/tiktok/limits`.
 */
export const DEFAULT_LIMITS: Readonly<Record<string, number>> = {
  'user.info': 600,
  'creator_info.query': 20,
  'video.init': 6,
  'content.init': 6,
  'status.fetch': 30,
  'video.list': 600,
  'video.query': 600,
};

/** Direct posts a creator may make in 24 hours (TikTok says about 15, shared by every app). */
export const DEFAULT_POSTS_PER_DAY = 15;

/** Counts one request of `token` against the operation's window; true when over the limit. */
export function overLimit(state: TiktokState, token: string, operation: string, now: number): boolean {
  const limit = state.limits.perMinute[operation];
  if (limit === undefined) return false;
  const key = `${token}:${operation}`;
  let window = state.windows.get(key);
  if (!window || now >= window.start + MINUTE) {
    window = { start: now, count: 0 };
    state.windows.set(key, window);
  }
  window.count += 1;
  return window.count > limit;
}

import type { Usage } from '../../core/route-kit.js';
import { thingError } from './errors.js';
import type { RedditState } from './types.js';

function headersOf(used: number, remaining: number, resetSeconds: number): Record<string, string> {
  return {
    'x-ratelimit-used': String(used),
    'x-ratelimit-remaining': Math.max(0, remaining).toFixed(1),
    'x-ratelimit-reset': String(Math.max(0, resetSeconds)),
  };
}

function windowOf(state: RedditState, now: number) {
  const length = state.limits.window_seconds * 1000;
  const start = Math.floor(now / length) * length;
  const allowed = Math.floor((state.limits.qpm * state.limits.window_seconds) / 60);
  return { start, allowed, reset: Math.ceil((start + length - now) / 1000) };
}

/**
 * Counts one oauth.reddit.com request of a client id: `qpm` per minute averaged over windows of
 * `window_seconds` that start on the clock's boundaries (X-Ratelimit-Reset counts down to the next).
 */
export function consume(state: RedditState, clientId: string, now: number): Usage {
  const { start, allowed, reset } = windowOf(state, now);
  let window = state.windows.get(clientId);
  if (!window || window.start !== start) {
    window = { start, count: 0 };
    state.windows.set(clientId, window);
  }
  window.count += 1;
  return { headers: headersOf(window.count, allowed - window.count, reset), limited: window.count > allowed };
}

/** The headers of an exhausted window (injected `rate_limit` faults). */
export function exhaustedHeaders(state: RedditState, now: number): Record<string, string> {
  const { allowed, reset } = windowOf(state, now);
  return headersOf(allowed, 0, reset);
}

function waitText(ms: number): string {
  if (ms < 60_000) {
    const secs = Math.max(1, Math.ceil(ms / 1000));
    return `${secs} second${secs === 1 ? '' : 's'}`;
  }
  const minutes = Math.ceil(ms / 60_000);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * The anti-spam throttle of submissions: after `submit_burst` posts within `submit_window_seconds`,
 * `RATELIMIT` "you are doing that too much. try again in N minutes." until the oldest one ages out.
 */
export function checkSubmitThrottle(state: RedditState, now: number): void {
  const windowMs = state.limits.submit_window_seconds * 1000;
  state.submissions = state.submissions.filter((at) => at > now - windowMs);
  const oldest = state.submissions[0];
  if (state.submissions.length >= state.limits.submit_burst) {
    const wait = oldest === undefined ? windowMs : oldest + windowMs - now;
    throw thingError(
      'RATELIMIT',
      `you are doing that too much. try again in ${waitText(wait)}.`,
      'ratelimit',
    );
  }
}

export function recordSubmission(state: RedditState, now: number): void {
  state.submissions.push(now);
}

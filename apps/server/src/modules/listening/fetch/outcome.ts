import type { ListenSourceState } from '@herald/contract';
import { NetworkNotConfiguredError, PlatformError } from '../../../platforms/errors.js';
import { SteamUnavailableError } from '../../../platforms/steam/reviews.js';

const MINUTE = 60_000;
/** The longest wait after failures in a row. */
const BACKOFF_MAX_MS = 6 * 60 * MINUTE;

/** How a run stands after a fetch, and when it is due again. */
export interface RunOutcome {
  state: ListenSourceState;
  detail: string | null;
  nextRunAt: Date;
}

/**
 * A failed fetch as the run's state: a spent quota waits as long as the network says (else one poll);
 * a lost authorization waits for a reconnect (tried again each poll); Steam down or a network not
 * configured is unavailable; anything else is an error tried again after a wait that doubles while it
 * keeps failing. Answers null for what is not a network's answer (a bug): it travels on.
 */
export function failureOutcome(
  error: unknown,
  now: Date,
  pollMs: number,
  previous: { state: ListenSourceState; lastRunAt: Date | null; nextRunAt: Date },
): RunOutcome | null {
  const at = now.getTime();
  if (error instanceof SteamUnavailableError || error instanceof NetworkNotConfiguredError) {
    return { state: 'unavailable', detail: error.message, nextRunAt: new Date(at + pollMs) };
  }
  if (!(error instanceof PlatformError)) return null;
  if (error.kind === 'rate_limited') {
    const wait = error.retryAfterSeconds === undefined ? pollMs : error.retryAfterSeconds * 1000;
    return { state: 'quota', detail: error.message, nextRunAt: new Date(at + Math.max(MINUTE, wait)) };
  }
  if (error.kind === 'reconnect') {
    return { state: 'reconnect', detail: error.message, nextRunAt: new Date(at + pollMs) };
  }
  if (error.kind === 'unsupported') {
    return { state: 'unavailable', detail: error.message, nextRunAt: new Date(at + pollMs) };
  }
  const waited =
    previous.state === 'error' && previous.lastRunAt
      ? previous.nextRunAt.getTime() - previous.lastRunAt.getTime()
      : pollMs / 2;
  const wait = Math.min(BACKOFF_MAX_MS, Math.max(pollMs, waited * 2));
  return { state: 'error', detail: error.message, nextRunAt: new Date(at + wait) };
}

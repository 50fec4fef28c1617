const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Account metrics are read once a day. */
export const ACCOUNT_EVERY_MS = DAY_MS;
/** How far back the first reading of an account's daily metrics goes (or what the network keeps). */
export const ACCOUNT_HISTORY_DAYS = 90;
/** A regular reading re-reads the last days too: networks settle a day's figures late. */
export const ACCOUNT_SETTLE_DAYS = 3;
/** Posts read per account reading; the rest stay due for the next one. */
export const POSTS_PER_READING = 200;

/**
 * When a post is read next, by its age (decaying): every 2 hours in its first 48 hours, daily to 30
 * days, weekly to 180 days, then never again (null).
 */
export function nextPostFetch(publishedAt: Date, now: Date): Date | null {
  const age = now.getTime() - publishedAt.getTime();
  const step =
    age < 48 * HOUR_MS ? 2 * HOUR_MS : age < 30 * DAY_MS ? DAY_MS : age < 180 * DAY_MS ? 7 * DAY_MS : 0;
  return step === 0 ? null : new Date(now.getTime() + step);
}

/** The wait after an account's first failed reading; each further failure in a row doubles it. */
export const FAILURE_WAIT_MS = HOUR_MS;
/** The longest wait between tries of an account that keeps failing. */
export const FAILURE_WAIT_MAX_MS = DAY_MS;

/**
 * How long an account waits after its `failures`-th failed reading in a row: 1 h, 2 h, 4 h … up to a
 * day, or the network's own wait (a rate limit's retry-after) when that is longer.
 */
export function failureBackoffMs(failures: number, retryAfterSeconds?: number): number {
  const doublings = Math.min(Math.max(failures - 1, 0), Math.log2(FAILURE_WAIT_MAX_MS / FAILURE_WAIT_MS));
  const backoff = Math.min(FAILURE_WAIT_MS * 2 ** doublings, FAILURE_WAIT_MAX_MS);
  return Math.max((retryAfterSeconds ?? 0) * 1000, backoff);
}

/** The UTC day of an instant, YYYY-MM-DD. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

export const daysBefore = (at: Date, days: number): Date => new Date(at.getTime() - days * DAY_MS);

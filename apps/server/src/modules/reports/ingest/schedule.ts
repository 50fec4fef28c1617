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

/** A failed account reading is tried again after this long, or the network's own wait when longer. */
export const FAILURE_WAIT_MS = HOUR_MS;

export function failureBackoffMs(retryAfterSeconds?: number): number {
  return Math.max((retryAfterSeconds ?? 0) * 1000, FAILURE_WAIT_MS);
}

/** The UTC day of an instant, YYYY-MM-DD. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

export const daysBefore = (at: Date, days: number): Date => new Date(at.getTime() - days * DAY_MS);

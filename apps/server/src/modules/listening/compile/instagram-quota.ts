/**
 * Instagram lets an account query at most 30 unique hashtags in a rolling 7 days: the first look-up
 * of a hashtag takes a slot for 7 days; looking it up again meanwhile takes nothing and does not
 * extend it (developers.facebook.com, IG Hashtag Search: limitations).
 */
export const INSTAGRAM_HASHTAG_LIMIT = 30;
export const INSTAGRAM_HASHTAG_WINDOW_MS = 7 * 86_400_000;

/** One `ig_hashtag_search` call of the account. */
export interface HashtagUse {
  hashtag: string;
  at: Date;
}

/** The account's hashtag budget now (the spec's "hashtag remain" call). */
export interface HashtagRemain {
  limit: number;
  /** Hashtags holding a slot now. */
  used: readonly string[];
  remaining: number;
  /** When the oldest slot frees; null when no slot is taken. */
  nextFreeAt: Date | null;
}

/** A hashtag as Instagram counts it: without `#`, case-insensitive. */
export function hashtagKey(hashtag: string): string {
  return hashtag.normalize('NFKC').trim().replace(/^#+/, '').toLowerCase();
}

/** When each hashtag holding a slot at `now` took it, from the account's look-ups. */
function slotsAt(uses: readonly HashtagUse[], now: Date): Map<string, number> {
  const started = new Map<string, number>();
  const sorted = uses
    .filter((use) => use.at.getTime() <= now.getTime())
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const use of sorted) {
    const key = hashtagKey(use.hashtag);
    const at = use.at.getTime();
    const since = started.get(key);
    if (since === undefined || at >= since + INSTAGRAM_HASHTAG_WINDOW_MS) started.set(key, at);
  }
  const open = now.getTime() - INSTAGRAM_HASHTAG_WINDOW_MS;
  return new Map([...started].filter(([, at]) => at > open));
}

/** What is left of the account's 30 hashtags at `now`, and when the oldest slot frees up. */
export function hashtagRemain(usedInWindow: readonly HashtagUse[], now: Date): HashtagRemain {
  const slots = slotsAt(usedInWindow, now);
  const oldest = Math.min(...slots.values());
  return {
    limit: INSTAGRAM_HASHTAG_LIMIT,
    used: [...slots.keys()],
    remaining: Math.max(0, INSTAGRAM_HASHTAG_LIMIT - slots.size),
    nextFreeAt: slots.size > 0 ? new Date(oldest + INSTAGRAM_HASHTAG_WINDOW_MS) : null,
  };
}

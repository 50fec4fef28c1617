import { z } from 'zod';
import { tryParseJson } from '../http.js';

/** Steam's public review store could not be read (down, refused, or answered something else). */
export class SteamUnavailableError extends Error {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'SteamUnavailableError';
  }
}

const reviewSchema = z.object({
  recommendationid: z.string(),
  author: z.object({ steamid: z.string(), num_reviews: z.number().optional() }),
  review: z.string(),
  timestamp_created: z.number(),
  timestamp_updated: z.number().optional(),
  voted_up: z.boolean(),
});
const pageSchema = z.object({
  success: z.literal(1),
  reviews: z.array(reviewSchema),
  cursor: z.string(),
});

/** One public review of a game on Steam. */
export interface SteamReview {
  id: string;
  steamId: string;
  text: string;
  createdAt: Date;
  votedUp: boolean;
}

export interface SteamReviewPage {
  reviews: SteamReview[];
  /** The cursor of the next (older) page; null at the end. */
  next: string | null;
}

/**
 * A page of a game's public Steam reviews, newest first (`GET /appreviews/<appid>?json=1&filter=recent`,
 * every language and purchase, no key). `cursor` starts at `*`; Steam answers the same cursor again
 * at the end. Anything but a success within the deadline is SteamUnavailableError.
 */
export async function readSteamReviews(
  baseUrl: string,
  appId: number,
  cursor: string | null,
  timeoutMs: number,
): Promise<SteamReviewPage> {
  const url = new URL(`${baseUrl.replace(/\/$/, '')}/appreviews/${appId}`);
  const sent = cursor ?? '*';
  const query = { json: '1', filter: 'recent', language: 'all', purchase_type: 'all', num_per_page: '100' };
  for (const [name, value] of Object.entries({ ...query, cursor: sent })) url.searchParams.set(name, value);
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
  } catch (error) {
    throw new SteamUnavailableError('Steam could not be reached', { cause: error });
  }
  const text = await response.text();
  const parsed = pageSchema.safeParse(response.ok ? tryParseJson(text) : undefined);
  if (!parsed.success)
    throw new SteamUnavailableError(`Steam answered HTTP ${response.status} without reviews`);
  const reviews = parsed.data.reviews.map((review) => ({
    id: review.recommendationid,
    steamId: review.author.steamid,
    text: review.review,
    createdAt: new Date(review.timestamp_created * 1000),
    votedUp: review.voted_up,
  }));
  const next = reviews.length === 0 || parsed.data.cursor === sent ? null : parsed.data.cursor;
  return { reviews, next };
}

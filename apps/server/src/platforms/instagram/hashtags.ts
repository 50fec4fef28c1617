import { z } from 'zod';
import { PlatformError } from '../errors.js';
import type { FacebookGraph } from '../facebook/graph.js';
import { pagedSchema } from '../facebook/login.js';
import type { AccountRef, PostPage } from '../types.js';

const searchSchema = z.object({ data: z.array(z.object({ id: z.string() })) });
const mediaSchema = pagedSchema(
  z.object({
    id: z.string(),
    caption: z.string().optional(),
    permalink: z.string().optional(),
    timestamp: z.string(),
    like_count: z.number().optional(),
    comments_count: z.number().optional(),
  }),
);

/** The fields hashtag media answers (no username or owner: the API gives no personal data). */
const MEDIA_FIELDS = 'id,caption,media_type,permalink,timestamp,like_count,comments_count';
/** `recent_media` pages hold at most 50 items. */
const PAGE_SIZE = 50;

/** The cursor names the hashtag's id with the page's `after`, so later pages skip the look-up. */
const cursorOf = (hashtagId: string, after: string): string => `${hashtagId}:${after}`;

function parseCursor(cursor: string): { hashtagId: string; after: string } {
  const at = cursor.indexOf(':');
  if (at <= 0) throw new PlatformError('instagram', 'content', 'not a hashtag media cursor');
  return { hashtagId: cursor.slice(0, at), after: cursor.slice(at + 1) };
}

/**
 * The hashtag's global id (`GET /ig_hashtag_search?user_id&q`): a hashtag not queried by the account
 * in the last 7 days takes one of its 30 slots; past them Instagram refuses (code 613, rate_limited).
 */
async function hashtagIdOf(graph: FacebookGraph, account: AccountRef, hashtag: string): Promise<string> {
  const name = hashtag.trim().replace(/^#/, '');
  if (!name) throw new PlatformError('instagram', 'content', 'no hashtag to search');
  const answer = searchSchema.parse(
    await graph.get(
      'ig_hashtag_search',
      { user_id: account.socialId, q: name },
      account.credential.accessToken,
    ),
  );
  const id = answer.data[0]?.id;
  if (!id) throw new PlatformError('instagram', 'content', `Instagram knows no hashtag #${name}`);
  return id;
}

/**
 * Media tagged with the hashtag in the last 24 hours (`GET /{hashtag-id}/recent_media`), published at
 * or after `since`. Instagram does not promise time order, so every page is read to its end.
 */
export async function searchHashtagMedia(
  graph: FacebookGraph,
  account: AccountRef,
  hashtag: string,
  since: Date,
  cursor: string | null,
): Promise<PostPage> {
  const { hashtagId, after } = cursor
    ? parseCursor(cursor)
    : { hashtagId: await hashtagIdOf(graph, account, hashtag), after: undefined };
  const answer = mediaSchema.parse(
    await graph.get(
      `${encodeURIComponent(hashtagId)}/recent_media`,
      { user_id: account.socialId, fields: MEDIA_FIELDS, limit: PAGE_SIZE, after },
      account.credential.accessToken,
    ),
  );
  const posts = answer.data
    .map((media) => ({
      id: media.id,
      text: media.caption ?? null,
      permalink: media.permalink ?? null,
      postedAt: new Date(media.timestamp),
      metrics: { likes: media.like_count ?? 0, comments: media.comments_count ?? 0 },
    }))
    .filter((post) => post.postedAt >= since);
  const next = answer.paging?.next !== undefined ? answer.paging.cursors?.after : undefined;
  return { posts, next: next ? cursorOf(hashtagId, next) : null };
}

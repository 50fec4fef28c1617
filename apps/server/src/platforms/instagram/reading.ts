import { z } from 'zod';
import type { FacebookGraph } from '../facebook/graph.js';
import { objectMetrics, pageMetrics, readGraphComments } from '../facebook/insights.js';
import type { AccountRef, CommentPage, MetricPoint, PostPage } from '../types.js';

/** Daily account series (the other account metrics are totals only). */
const ACCOUNT_SERIES = ['reach', 'follower_count'];
/** follower_count answers the last 30 days only. */
const SERIES_DAYS = 30;

const MEDIA_METRICS: Record<string, readonly string[]> = {
  FEED: ['views', 'reach', 'likes', 'comments', 'saved', 'shares', 'total_interactions'],
  REELS: [
    'views',
    'reach',
    'likes',
    'comments',
    'saved',
    'shares',
    'total_interactions',
    'ig_reels_avg_watch_time',
  ],
  STORY: ['views', 'reach', 'shares', 'total_interactions', 'replies', 'navigation'],
};

export function readMediaComments(
  graph: FacebookGraph,
  account: AccountRef,
  mediaId: string,
  cursor: string | null,
): Promise<CommentPage> {
  return readGraphComments(
    graph,
    account,
    mediaId,
    'id,text,username,from{id,username},timestamp,like_count',
    cursor,
  );
}

export function accountSeries(
  graph: FacebookGraph,
  account: AccountRef,
  since: Date,
  until: Date,
): Promise<MetricPoint[]> {
  const earliest = new Date(until.getTime() - SERIES_DAYS * 86_400_000);
  return pageMetrics(graph, account, ACCOUNT_SERIES, since < earliest ? earliest : since, until);
}

/** The metrics a media answers depend on its product type (feed, reel, story). */
export async function mediaMetrics(
  graph: FacebookGraph,
  account: AccountRef,
  mediaId: string,
): Promise<Record<string, number>> {
  const media = z
    .object({ media_product_type: z.string().optional() })
    .parse(
      await graph.get(
        encodeURIComponent(mediaId),
        { fields: 'media_product_type' },
        account.credential.accessToken,
      ),
    );
  const metrics = MEDIA_METRICS[media.media_product_type ?? 'FEED'] ?? MEDIA_METRICS.FEED ?? [];
  return objectMetrics(graph, account, mediaId, metrics);
}

const taggedSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      caption: z.string().optional(),
      permalink: z.string().optional(),
      timestamp: z.string(),
      username: z.string().optional(),
    }),
  ),
  paging: z
    .object({ cursors: z.object({ after: z.string() }).optional(), next: z.string().optional() })
    .optional(),
});

/** Media other accounts tagged this one in (`/{ig-user-id}/tags`), newest first, since an instant. */
export async function taggedMedia(
  graph: FacebookGraph,
  account: AccountRef,
  since: Date,
  cursor: string | null,
): Promise<PostPage> {
  const answer = taggedSchema.parse(
    await graph.get(
      `${encodeURIComponent(account.socialId)}/tags`,
      { fields: 'id,caption,permalink,timestamp,username', limit: 50, after: cursor ?? undefined },
      account.credential.accessToken,
    ),
  );
  const posts = answer.data.map((media) => ({
    id: media.id,
    text: media.caption ?? null,
    permalink: media.permalink ?? null,
    postedAt: new Date(media.timestamp),
    metrics: {},
  }));
  const inRange = posts.filter((post) => post.postedAt >= since);
  const more = inRange.length === posts.length && answer.paging?.next !== undefined;
  return { posts: inRange, next: more ? (answer.paging?.cursors?.after ?? null) : null };
}

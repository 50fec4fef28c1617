import type { ReportContentType } from '@herald/contract';
import { z } from 'zod';
import type { FacebookGraph } from '../facebook/graph.js';
import { objectMetrics, pageMetrics, readGraphComments } from '../facebook/insights.js';
import { graphPostReading } from '../facebook/report-metrics.js';
import type { MetricReading } from '../report-metrics.js';
import type { AccountRef, CommentPage, MetricPoint, PostPage } from '../types.js';
import { instagramMetrics } from './report-metrics.js';

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

const PRODUCT_CONTENT_TYPE: Record<string, ReportContentType> = {
  REELS: 'instagram_reel',
  STORY: 'instagram_story',
};

async function productTypeOf(graph: FacebookGraph, account: AccountRef, mediaId: string): Promise<string> {
  const media = z
    .object({ media_product_type: z.string().optional() })
    .parse(
      await graph.get(
        encodeURIComponent(mediaId),
        { fields: 'media_product_type' },
        account.credential.accessToken,
      ),
    );
  return media.media_product_type ?? 'FEED';
}

const metricsOf = (productType: string): readonly string[] =>
  MEDIA_METRICS[productType] ?? MEDIA_METRICS.FEED ?? [];

/** The metrics a media answers depend on its product type (feed, reel, story). */
export async function mediaMetrics(
  graph: FacebookGraph,
  account: AccountRef,
  mediaId: string,
): Promise<Record<string, number>> {
  const productType = await productTypeOf(graph, account, mediaId);
  return objectMetrics(graph, account, mediaId, metricsOf(productType));
}

/** A media's reading for reports: its product type's metrics, a refused one marking only itself. */
export async function mediaReading(
  graph: FacebookGraph,
  account: AccountRef,
  mediaId: string,
): Promise<MetricReading> {
  const productType = await productTypeOf(graph, account, mediaId);
  const reading = await graphPostReading(instagramMetrics, graph, account, mediaId, metricsOf(productType));
  return { ...reading, contentType: PRODUCT_CONTENT_TYPE[productType] ?? 'post' };
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

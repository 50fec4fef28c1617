import { z } from 'zod';
import type { AccountRef, CommentPage, MetricPoint } from '../types.js';
import type { FacebookGraph } from './graph.js';
import { pagedSchema } from './login.js';

/** Current Page metrics (v23.0+ media-view family; the impressions family is gone since June 2026). */
export const PAGE_METRICS = [
  'page_total_media_view_unique',
  'page_media_view',
  'page_post_engagements',
  'page_daily_follows_unique',
  'page_daily_unfollows_unique',
  'page_follows',
  'page_views_total',
];
export const POST_METRICS = ['post_total_media_view_unique', 'post_media_view', 'post_clicks'];

/** The Graph API answers at most 90 days per insights call. */
const WINDOW_MS = 90 * 86_400_000;

const valueSchema = z.union([z.number(), z.record(z.string(), z.number())]);
const insightsSchema = z.object({
  data: z.array(
    z.object({
      name: z.string(),
      values: z.array(z.object({ value: valueSchema, end_time: z.string().optional() })),
    }),
  ),
});

/** A breakdown value (e.g. paid/organic) counts as its total. */
export function metricNumber(value: z.infer<typeof valueSchema>): number {
  return typeof value === 'number' ? value : Object.values(value).reduce((sum, part) => sum + part, 0);
}

/** Daily series of an account's insights edge (`insights`; Threads calls it `threads_insights`). */
export async function pageMetrics(
  graph: FacebookGraph,
  account: AccountRef,
  metrics: readonly string[],
  since: Date,
  until: Date,
  edge = 'insights',
): Promise<MetricPoint[]> {
  const points: MetricPoint[] = [];
  for (let from = since.getTime(); from < until.getTime(); from += WINDOW_MS) {
    const to = Math.min(from + WINDOW_MS, until.getTime());
    const answer = insightsSchema.parse(
      await graph.get(
        `${encodeURIComponent(account.socialId)}/${edge}`,
        {
          metric: metrics.join(','),
          period: 'day',
          since: Math.floor(from / 1000),
          until: Math.floor(to / 1000),
        },
        account.credential.accessToken,
      ),
    );
    for (const series of answer.data) {
      for (const point of series.values) {
        // end_time closes the day: the day measured is the one before it.
        const end = point.end_time ? Date.parse(point.end_time) : to;
        const day = new Date(end - 1).toISOString().slice(0, 10);
        points.push({ metric: series.name, day, value: metricNumber(point.value) });
      }
    }
  }
  return points;
}

export async function objectMetrics(
  graph: FacebookGraph,
  account: AccountRef,
  objectId: string,
  metrics: readonly string[],
): Promise<Record<string, number>> {
  const answer = insightsSchema.parse(
    await graph.get(
      `${encodeURIComponent(objectId)}/insights`,
      { metric: metrics.join(',') },
      account.credential.accessToken,
    ),
  );
  const totals: Record<string, number> = {};
  for (const series of answer.data) {
    const last = series.values.at(-1);
    if (last) totals[series.name] = metricNumber(last.value);
  }
  return totals;
}

const commentSchema = z.object({
  id: z.string(),
  message: z.string().optional(),
  text: z.string().optional(),
  from: z.object({ id: z.string(), name: z.string().optional(), username: z.string().optional() }).optional(),
  username: z.string().optional(),
  created_time: z.string().optional(),
  timestamp: z.string().optional(),
  like_count: z.number().optional(),
  parent: z.object({ id: z.string() }).optional(),
});

/**
 * Comments of a Page post or an Instagram media, or replies of a Threads post (`edge`): the three
 * spell their fields differently.
 */
export async function readGraphComments(
  graph: FacebookGraph,
  account: AccountRef,
  objectId: string,
  fields: string,
  cursor: string | null,
  extra: Record<string, string> = {},
  edge = 'comments',
): Promise<CommentPage> {
  const answer = pagedSchema(commentSchema).parse(
    await graph.get(
      `${encodeURIComponent(objectId)}/${edge}`,
      { fields, limit: 50, after: cursor ?? undefined, ...extra },
      account.credential.accessToken,
    ),
  );
  return {
    comments: answer.data.map((comment) => ({
      id: comment.id,
      parentId: comment.parent?.id ?? null,
      authorId: comment.from?.id ?? null,
      authorName: comment.from?.name ?? comment.from?.username ?? comment.username ?? null,
      text: comment.message ?? comment.text ?? '',
      createdAt: new Date(comment.created_time ?? comment.timestamp ?? 0),
      likeCount: comment.like_count ?? null,
    })),
    next: answer.paging?.next ? (answer.paging.cursors?.after ?? null) : null,
  };
}

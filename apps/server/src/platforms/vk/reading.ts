import { z } from 'zod';
import type { MetricPoint, NetworkPost, PostPage } from '../types.js';
import { permalinkOf, postRef } from './ids.js';

/** How the adapter calls a method with the account's token (`VkApi.call`). */
export type VkCall = <T extends z.ZodType>(
  method: string,
  params: Record<string, string | number | undefined>,
  schema: T,
) => Promise<z.infer<T>>;

const counter = z.object({ count: z.number() }).optional();
export const postSchema = z.object({
  id: z.number(),
  owner_id: z.number(),
  date: z.number(),
  text: z.string().optional(),
  is_pinned: z.number().optional(),
  likes: counter,
  reposts: counter,
  comments: counter,
  views: counter,
});
type VkPost = z.infer<typeof postSchema>;

export const PAGE_SIZE = 100;

/** The people and communities an `extended=1` answer names alongside its items. */
export const namedSchema = z.object({
  profiles: z.array(z.object({ id: z.number(), first_name: z.string(), last_name: z.string() })).optional(),
  groups: z.array(z.object({ id: z.number(), name: z.string() })).optional(),
});

/** Display names by VK id (people positive, communities negative) from an extended answer. */
export function namesOf(answer: z.infer<typeof namedSchema>): Map<number, string> {
  const people = (answer.profiles ?? []).map((p) => [p.id, `${p.first_name} ${p.last_name}`] as const);
  const groups = (answer.groups ?? []).map((group) => [-group.id, group.name] as const);
  return new Map([...people, ...groups]);
}

/** A post's counters as VK names them: likes, reposts, comments, views. */
export function counters(post: VkPost): Record<string, number> {
  return {
    likes: post.likes?.count ?? 0,
    reposts: post.reposts?.count ?? 0,
    comments: post.comments?.count ?? 0,
    views: post.views?.count ?? 0,
  };
}

export function toNetworkPost(post: VkPost): NetworkPost {
  return {
    id: postRef(post.owner_id, post.id),
    text: post.text ?? null,
    permalink: permalinkOf(post.owner_id, post.id),
    postedAt: new Date(post.date * 1000),
    metrics: counters(post),
  };
}

/**
 * One page of a community wall (wall.get, newest first, offset paging) down to `since`; `postponed`
 * reads the posts waiting for their publish_date instead.
 */
export async function wallPage(
  call: VkCall,
  ownerId: number,
  since: Date,
  cursor: string | null,
  postponed = false,
): Promise<PostPage> {
  const offset = cursor ? Number(cursor) : 0;
  const answer = await call(
    'wall.get',
    { owner_id: ownerId, count: PAGE_SIZE, offset, filter: postponed ? 'postponed' : undefined },
    z.object({ count: z.number(), items: z.array(postSchema) }),
  );
  const posts = answer.items.map(toNetworkPost);
  const inRange = posts.filter((post) => post.postedAt >= since);
  // A pinned post may be older than the rest: it does not end the walk.
  const reachedSince = answer.items.some((item) => !item.is_pinned && item.date * 1000 < since.getTime());
  const more = !reachedSince && offset + answer.items.length < answer.count && answer.items.length > 0;
  return { posts: inRange, next: more ? String(offset + answer.items.length) : null };
}

/** A post's current counters (wall.getById). */
export async function postCounters(call: VkCall, id: string): Promise<Record<string, number>> {
  const [post] = await call('wall.getById', { posts: id }, z.array(postSchema));
  return post ? counters(post) : {};
}

const statsSchema = z.array(
  z.object({ period_from: z.number() }).catchall(z.union([z.record(z.string(), z.unknown()), z.number()])),
);

/**
 * Daily community statistics (stats.get, interval=day): every number of the visitors, reach and
 * activity blocks (views, visitors, reach, reach_subscribers, mobile_reach, likes, comments, copies,
 * hidden, subscribed, unsubscribed) under its own name.
 */
export async function dailyStats(
  call: VkCall,
  groupId: string,
  since: Date,
  until: Date,
): Promise<MetricPoint[]> {
  const days = await call(
    'stats.get',
    {
      group_id: groupId,
      timestamp_from: Math.floor(since.getTime() / 1000),
      timestamp_to: Math.floor(until.getTime() / 1000),
      interval: 'day',
      stats_groups: 'visitors,reach,activity',
    },
    statsSchema,
  );
  return days.flatMap((entry) => {
    const day = new Date(entry.period_from * 1000).toISOString().slice(0, 10);
    return Object.values(entry).flatMap((block) =>
      typeof block === 'object'
        ? Object.entries(block).flatMap(([metric, value]) =>
            typeof value === 'number' ? [{ metric, day, value }] : [],
          )
        : [],
    );
  });
}

/** Public posts matching a query since an instant (newsfeed.search, `start_from` paging). */
export async function searchPosts(
  call: VkCall,
  query: string,
  since: Date,
  cursor: string | null,
): Promise<PostPage> {
  const answer = await call(
    'newsfeed.search',
    {
      q: query,
      count: PAGE_SIZE,
      start_time: Math.floor(since.getTime() / 1000),
      start_from: cursor ?? undefined,
    },
    z.object({ items: z.array(postSchema), next_from: z.string().optional() }),
  );
  return { posts: answer.items.map(toNetworkPost), next: answer.next_from ?? null };
}

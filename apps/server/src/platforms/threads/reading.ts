import type { LookupItem } from '@herald/contract';
import { z } from 'zod';
import type { FacebookGraph } from '../facebook/graph.js';
import { objectMetrics, pageMetrics, readGraphComments } from '../facebook/insights.js';
import { pagedSchema } from '../facebook/login.js';
import type { AccountRef, CommentPage, MetricPoint, PostAuthor, PostPage } from '../types.js';

const POST_METRICS = ['views', 'likes', 'replies', 'reposts', 'quotes', 'shares'];
/** Only `views` is a daily series; the other profile metrics are totals. */
const PROFILE_SERIES = ['views'];

const postSchema = z.object({
  id: z.string(),
  text: z.string().optional(),
  permalink: z.string().optional(),
  timestamp: z.string(),
  username: z.string().optional(),
});
const postPageSchema = pagedSchema(postSchema);
/** The mentions edge reads nothing before Threads launched (5 July 2023). */
const EARLIEST_SINCE_SECONDS = 1_688_540_400;

/** Other profiles' posts name their author by username only (no id is given for them). */
export function threadsAuthor(username: string | undefined): PostAuthor | undefined {
  return username ? { id: username, name: null, handle: username } : undefined;
}

/** A Graph page of posts as a PostPage; the cursor is the `after` cursor while a next page exists. */
function toPostPage(answer: z.infer<typeof postPageSchema>): PostPage {
  return {
    posts: answer.data.map((post) => ({
      id: post.id,
      text: post.text ?? null,
      permalink: post.permalink ?? null,
      postedAt: new Date(post.timestamp),
      metrics: {},
      author: threadsAuthor(post.username),
    })),
    next: answer.paging?.next ? (answer.paging.cursors?.after ?? null) : null,
  };
}

const locationSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().optional(),
  country: z.string().optional(),
});

export function readReplies(
  graph: FacebookGraph,
  account: AccountRef,
  postId: string,
  cursor: string | null,
): Promise<CommentPage> {
  return readGraphComments(graph, account, postId, 'id,text,username,timestamp', cursor, {}, 'replies');
}

export function profileViews(
  graph: FacebookGraph,
  account: AccountRef,
  since: Date,
  until: Date,
): Promise<MetricPoint[]> {
  return pageMetrics(graph, account, PROFILE_SERIES, since, until, 'threads_insights');
}

export function postCounters(
  graph: FacebookGraph,
  account: AccountRef,
  postId: string,
): Promise<Record<string, number>> {
  return objectMetrics(graph, account, postId, POST_METRICS);
}

/**
 * Recent public posts for a keyword, or for a topic tag in TAG mode (threads_keyword_search; the tag
 * without its `#`).
 */
export async function keywordSearch(
  graph: FacebookGraph,
  account: AccountRef,
  query: string,
  since: Date,
  cursor: string | null,
  mode: 'KEYWORD' | 'TAG' = 'KEYWORD',
): Promise<PostPage> {
  const answer = postPageSchema.parse(
    await graph.get(
      'keyword_search',
      {
        q: mode === 'TAG' ? query.replace(/^#/, '') : query,
        search_type: 'RECENT',
        search_mode: mode,
        fields: 'id,text,permalink,timestamp,username',
        since: Math.floor(since.getTime() / 1000),
        after: cursor ?? undefined,
      },
      account.credential.accessToken,
    ),
  );
  return toPostPage(answer);
}

/**
 * Public posts of other profiles that mention the account (`GET /{user-id}/mentions`,
 * threads_manage_mentions), newest first, since an instant (never before Threads launched).
 */
export async function mentionPosts(
  graph: FacebookGraph,
  account: AccountRef,
  since: Date,
  cursor: string | null,
): Promise<PostPage> {
  const answer = postPageSchema.parse(
    await graph.get(
      `${encodeURIComponent(account.socialId)}/mentions`,
      {
        fields: 'id,text,username,permalink,timestamp',
        since: Math.max(EARLIEST_SINCE_SECONDS, Math.floor(since.getTime() / 1000)),
        limit: 50,
        after: cursor ?? undefined,
      },
      account.credential.accessToken,
    ),
  );
  const page = toPostPage(answer);
  const posts = page.posts.filter((post) => post.postedAt >= since);
  return { posts, next: posts.length === page.posts.length ? page.next : null };
}

/** Places to tag a post with. */
export async function searchLocations(
  graph: FacebookGraph,
  account: AccountRef,
  query: string,
): Promise<LookupItem[]> {
  if (!query) return [];
  const answer = z
    .object({ data: z.array(locationSchema) })
    .parse(
      await graph.get(
        'location_search',
        { q: query, fields: 'id,name,city,country' },
        account.credential.accessToken,
      ),
    );
  return answer.data.map((place) => ({
    id: place.id,
    name: place.name,
    detail: [place.city, place.country].filter(Boolean).join(', ') || null,
    image_url: null,
    extra: {},
  }));
}

import type { LookupItem } from '@herald/contract';
import { z } from 'zod';
import type { CommentPage, MetricPoint, PostPage } from '../types.js';

/** How the adapter calls the API (its `api` method). */
export type XCall = (path: string, query: Record<string, string | number | undefined>) => Promise<unknown>;

const metricsSchema = z.record(z.string(), z.number());
const referencesSchema = z.array(z.object({ type: z.string(), id: z.string() })).optional();
/**
 * A post as v2 answers it. X is renaming "tweet" to "post" in its answers: the references are read
 * under either name (`referenced_tweets`, `referenced_posts`).
 */
const tweetSchema = z
  .object({
    id: z.string(),
    text: z.string(),
    created_at: z.string(),
    author_id: z.string().optional(),
    in_reply_to_user_id: z.string().optional(),
    referenced_tweets: referencesSchema,
    referenced_posts: referencesSchema,
    public_metrics: metricsSchema.optional(),
    non_public_metrics: metricsSchema.optional(),
  })
  .transform(({ referenced_posts, referenced_tweets, ...tweet }) => ({
    ...tweet,
    references: referenced_tweets ?? referenced_posts ?? [],
  }));
const listSchema = z.object({
  data: z.array(tweetSchema).optional(),
  includes: z
    .object({
      users: z
        .array(
          z.object({
            id: z.string(),
            username: z.string(),
            name: z.string().optional(),
            public_metrics: z.object({ followers_count: z.number().optional() }).optional(),
          }),
        )
        .optional(),
    })
    .optional(),
  meta: z.object({ next_token: z.string().optional() }).optional(),
});

const TWEET_FIELDS = 'created_at,public_metrics,author_id,in_reply_to_user_id,referenced_tweets';
/** The authors and the accounts replied to, as users in `includes` (expansions of the current spec). */
const PEOPLE = { expansions: 'author_id,in_reply_to_user_id', 'user.fields': 'username,name,public_metrics' };
/** Recent search reaches back seven days. */
const SEARCH_WINDOW_MS = 7 * 86_400_000;

function startTime(since: Date): string {
  return new Date(Math.max(since.getTime(), Date.now() - SEARCH_WINDOW_MS + 60_000)).toISOString();
}

/** Replies in a post's conversation (X keeps them searchable for seven days), newest first. */
export async function readReplies(call: XCall, postId: string, cursor: string | null): Promise<CommentPage> {
  const answer = listSchema.parse(
    await call('/2/tweets/search/recent', {
      query: `conversation_id:${postId}`,
      max_results: 100,
      'tweet.fields': TWEET_FIELDS,
      ...PEOPLE,
      next_token: cursor ?? undefined,
    }),
  );
  const names = new Map((answer.includes?.users ?? []).map((user) => [user.id, user.username]));
  return {
    comments: (answer.data ?? []).map((tweet) => ({
      id: tweet.id,
      parentId: tweet.references.find((ref) => ref.type === 'replied_to')?.id ?? postId,
      authorId: tweet.author_id ?? null,
      authorName: tweet.author_id ? (names.get(tweet.author_id) ?? null) : null,
      text: tweet.text,
      createdAt: new Date(tweet.created_at),
      likeCount: tweet.public_metrics?.like_count ?? null,
    })),
    next: answer.meta?.next_token ?? null,
  };
}

/** X has no account analytics in the standard API: today's public counters are the day's values. */
export async function profileCounters(call: XCall): Promise<MetricPoint[]> {
  const answer = z
    .object({ data: z.object({ public_metrics: metricsSchema }) })
    .parse(await call('/2/users/me', { 'user.fields': 'public_metrics' }));
  const day = new Date().toISOString().slice(0, 10);
  return Object.entries(answer.data.public_metrics).map(([metric, value]) => ({ metric, day, value }));
}

/** X answers a post's non-public metrics to its author for 30 days; asked later, it answers no post. */
export const PRIVATE_METRICS_DAYS = 30;

/**
 * Public counters plus, for the owner's posts younger than 30 days, the private ones (`withPrivate`
 * false asks for the public ones only, as an older post must).
 */
export async function tweetCounters(
  call: XCall,
  postId: string,
  withPrivate = true,
): Promise<Record<string, number>> {
  const fields = withPrivate ? 'public_metrics,non_public_metrics,created_at' : 'public_metrics,created_at';
  const answer = z
    .object({ data: tweetSchema.optional() })
    .parse(await call(`/2/tweets/${encodeURIComponent(postId)}`, { 'tweet.fields': fields }));
  return { ...(answer.data?.public_metrics ?? {}), ...(answer.data?.non_public_metrics ?? {}) };
}

/**
 * Recent search (seven days) for listening; a reply carries the handle of the account it answers
 * (`in_reply_to_user_id` expanded to its user).
 */
export async function searchRecent(
  call: XCall,
  query: string,
  since: Date,
  cursor: string | null,
): Promise<PostPage> {
  const answer = listSchema.parse(
    await call('/2/tweets/search/recent', {
      query,
      start_time: startTime(since),
      max_results: 100,
      'tweet.fields': TWEET_FIELDS,
      ...PEOPLE,
      next_token: cursor ?? undefined,
    }),
  );
  return postPage(answer);
}

/** Posts with their authors and the handles they answer, from a list answer that expanded both. */
function postPage(answer: z.infer<typeof listSchema>): PostPage {
  const users = new Map((answer.includes?.users ?? []).map((user) => [user.id, user]));
  return {
    posts: (answer.data ?? []).map((tweet) => {
      const user = tweet.author_id ? users.get(tweet.author_id) : undefined;
      const to = tweet.in_reply_to_user_id ? users.get(tweet.in_reply_to_user_id) : undefined;
      return {
        id: tweet.id,
        text: tweet.text,
        permalink: `https://x.com/i/web/status/${tweet.id}`,
        postedAt: new Date(tweet.created_at),
        metrics: tweet.public_metrics ?? {},
        author: user
          ? {
              id: user.id,
              name: user.name ?? user.username,
              handle: user.username,
              reach: user.public_metrics?.followers_count,
            }
          : undefined,
        recipients: to ? [to.username] : [],
      };
    }),
    next: answer.meta?.next_token ?? null,
  };
}

const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  profile_image_url: z.string().optional(),
  description: z.string().optional(),
});

/** X users by handle: the v2 API looks up exact usernames, up to 100 at once. */
export async function lookupUsers(call: XCall, query: string): Promise<LookupItem[]> {
  const usernames = query
    .split(/[\s,]+/)
    .map((name) => name.replace(/^@/, ''))
    .filter((name) => /^\w{1,15}$/.test(name))
    .slice(0, 100);
  if (usernames.length === 0) return [];
  const answer = z.object({ data: z.array(userSchema).optional() }).parse(
    await call('/2/users/by', {
      usernames: usernames.join(','),
      'user.fields': 'profile_image_url,description',
    }),
  );
  return (answer.data ?? []).map((user) => ({
    id: user.id,
    name: `${user.name} (@${user.username})`,
    detail: user.description ?? null,
    image_url: user.profile_image_url ?? null,
    extra: { username: user.username },
  }));
}

/** Posts mentioning the account (`GET /2/users/:id/mentions`), newest first. */
export async function readMentionPosts(
  call: XCall,
  userId: string,
  since: Date,
  cursor: string | null,
): Promise<PostPage> {
  const answer = listSchema.parse(
    await call(`/2/users/${encodeURIComponent(userId)}/mentions`, {
      start_time: since.toISOString(),
      max_results: 100,
      'tweet.fields': TWEET_FIELDS,
      ...PEOPLE,
      pagination_token: cursor ?? undefined,
    }),
  );
  return postPage(answer);
}

import { z } from 'zod';
import type { CommentPage, Credential, NetworkComment, NetworkPost, PostAuthor, PostPage } from '../types.js';
import type { RedditApi } from './api.js';
import {
  commentSchema,
  listingSchema,
  postSchema,
  type RedditCommentData,
  type RedditPostData,
} from './schemas.js';

export const WWW = 'https://www.reddit.com';

/**
 * A thing's author as Reddit names it: the account's fullname (`t2_…`) and its username, which is
 * also the handle a `from:` term names. A deleted author (`[deleted]`) is nobody.
 */
export function redditAuthor(thing: { author?: string | undefined; author_fullname?: string | undefined }) {
  const name = thing.author;
  if (!name || name === '[deleted]') return undefined;
  const author: PostAuthor = { id: thing.author_fullname ?? name, name, handle: name };
  return author;
}

/** A post as Herald reads it: the title, then the body on the following lines. */
export function toNetworkPost(post: RedditPostData): NetworkPost {
  const metrics: Record<string, number> = {};
  for (const name of ['score', 'ups', 'num_comments', 'upvote_ratio'] as const) {
    const value = post[name];
    if (value !== undefined) metrics[name] = value;
  }
  return {
    id: post.id,
    text: post.selftext ? `${post.title}\n${post.selftext}` : post.title,
    permalink: `${WWW}${post.permalink}`,
    postedAt: new Date(post.created_utc * 1000),
    metrics,
    author: redditAuthor(post),
  };
}

/** One page of a listing (100 things by default, `after` a fullname), its things read with `data`. */
export async function listingPage<T extends z.ZodType>(
  api: RedditApi,
  credential: Credential,
  path: string,
  query: Record<string, string | number>,
  cursor: string | null,
  data: T,
) {
  const answer = listingSchema(data).parse(
    await api.get(path, credential, { limit: 100, ...query, ...(cursor ? { after: cursor } : {}) }),
  );
  return { children: answer.data.children, after: answer.data.after ?? null };
}

/** A page of posts (newest first) cut at `since`: no next page once older ones show. */
export function sinceCut(all: NetworkPost[], since: Date, after: string | null): PostPage {
  const posts = all.filter((post) => post.postedAt >= since);
  return { posts, next: posts.length < all.length ? null : after };
}

/** One page of a post listing, newest first, cut at `since` (no next page once older posts show). */
export async function postPage(
  api: RedditApi,
  credential: Credential,
  path: string,
  query: Record<string, string | number>,
  since: Date,
  cursor: string | null,
): Promise<PostPage> {
  const page = await listingPage(api, credential, path, query, cursor, postSchema);
  const all = page.children.filter((child) => child.kind === 't3').map((child) => toNetworkPost(child.data));
  return sinceCut(all, since, page.after);
}

/** The search period (`t`) that covers `since`. */
export function periodSince(since: Date, now = Date.now()): string {
  const hours = (now - since.getTime()) / 3_600_000;
  if (hours <= 1) return 'hour';
  if (hours <= 24) return 'day';
  if (hours <= 24 * 7) return 'week';
  if (hours <= 24 * 30) return 'month';
  return hours <= 24 * 365 ? 'year' : 'all';
}

function flatten(children: ReadonlyArray<{ kind: string; data: unknown }>, out: NetworkComment[]): void {
  for (const child of children) {
    if (child.kind !== 't1') continue;
    const comment: RedditCommentData = commentSchema.parse(child.data);
    out.push({
      id: comment.name,
      parentId: comment.parent_id.startsWith('t1_') ? comment.parent_id : null,
      authorId: comment.author_fullname ?? null,
      authorName: comment.author ?? null,
      text: comment.body ?? '',
      createdAt: new Date(comment.created_utc * 1000),
      likeCount: comment.score ?? null,
    });
    if (typeof comment.replies === 'object') flatten(comment.replies.data.children, out);
  }
}

/** Every comment of a post (the tree flattened), newest first; ids are `t1_` fullnames. */
export async function commentPage(
  api: RedditApi,
  credential: Credential,
  postId: string,
): Promise<CommentPage> {
  const answer = z
    .tuple([
      z.unknown(),
      z.object({ data: z.object({ children: z.array(z.object({ kind: z.string(), data: z.unknown() })) }) }),
    ])
    .parse(
      await api.get(`/comments/${encodeURIComponent(postId)}`, credential, {
        sort: 'new',
        limit: 500,
        depth: 10,
      }),
    );
  const comments: NetworkComment[] = [];
  flatten(answer[1].data.children, comments);
  comments.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return { comments, next: null };
}

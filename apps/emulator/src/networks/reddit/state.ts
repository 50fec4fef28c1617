import type { Rng } from '../../core/prng.js';
import type { RedditLimits, RedditPost, RedditState, RedditUser, Subreddit } from './types.js';

export const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';
const HEX = '0123456789abcdef';

/** 100 queries per minute and client id, averaged over 10 minutes; five posts per 10 minutes. */
export const DEFAULT_LIMITS: RedditLimits = {
  qpm: 100,
  window_seconds: 600,
  submit_burst: 5,
  submit_window_seconds: 600,
};

/** Reddit timestamps are epoch seconds. */
export const seconds = (ms: number): number => Math.floor(ms / 1000);

/** A fresh base-36 id of `length` characters not used in `taken`. */
export function freshId(rng: Rng, length: number, taken: { has(id: string): boolean }, lead = ''): string {
  let id = lead + rng.chars(length - lead.length, BASE36);
  while (taken.has(id)) id = lead + rng.chars(length - lead.length, BASE36);
  return id;
}

export const uuid = (rng: Rng): string => [8, 4, 4, 4, 12].map((length) => rng.chars(length, HEX)).join('-');

/** `/r/{sr}/comments/{id}/{slug}/`, the slug from the title like Reddit makes it. */
export function permalinkOf(post: RedditPost): string {
  const slug =
    post.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 50) || 'post';
  return `/r/${post.subreddit}/comments/${post.id}/${slug}/`;
}

export function subredditNamed(state: RedditState, name: string): Subreddit | undefined {
  return state.subreddits.get(name.replace(/^\/?r\//i, '').toLowerCase());
}

export function userNamed(state: RedditState, name: string): RedditUser | undefined {
  const wanted = name.replace(/^\/?u(ser)?\//i, '').toLowerCase();
  return [...state.users.values()].find((user) => user.name.toLowerCase() === wanted);
}

/** Live posts that exist at `now` and match `filter`, newest first. */
export function postsWhere(state: RedditState, now: number, filter: (post: RedditPost) => boolean) {
  return [...state.posts.values()]
    .filter((post) => !post.deleted && post.createdAt <= now && filter(post))
    .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
}

export type NewPost = Omit<RedditPost, 'id' | 'votes' | 'deleted' | 'editedAt'> & { id?: string };

/** Stores a post; its author has upvoted it, as on Reddit. */
export function addPost(state: RedditState, input: NewPost): RedditPost {
  const id = input.id ?? freshId(state.rng.ids, 7, state.posts, '1');
  const post: RedditPost = {
    ...input,
    id,
    votes: new Map([[input.authorId, 1]]),
    deleted: false,
    editedAt: null,
  };
  state.posts.set(id, post);
  return post;
}

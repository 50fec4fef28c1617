import { HOUR } from '../../core/clock.js';
import { grown, saturating } from '../../core/growth.js';
import { streamRng } from '../../core/prng.js';
import { isOwnThread } from './state.js';
import type { ThPost, ThState, ThUser } from './types.js';

export interface PostMetrics {
  views: number;
  likes: number;
  replies: number;
  reposts: number;
  quotes: number;
  shares: number;
  /** Link clicks (user insights only; media insights do not report them). */
  clicks: number;
}

/** Followers grow slowly (~0.2 %/day) from the seeded count. */
export function followersAt(state: ThState, user: ThUser, at: number): number {
  return grown(user.followers, at - state.createdAt, 0.002);
}

/** Replies at `at`: a top-level post counts its whole conversation, a reply only its direct replies. */
export function replyCount(state: ThState, post: ThPost, at: number): number {
  let count = 0;
  for (const other of state.posts.values()) {
    if (other.deleted || other.createdAt > at || other.id === post.id) continue;
    if (post.replyToId ? other.replyToId === post.id : other.rootId === post.id) count += 1;
  }
  return count;
}

/**
 * A post's lifetime metrics at emulator time `at`: views grow towards a peak fixed by (seed, post id)
 * and the author's audience — fast in the first hours, then saturating — and engagement follows as
 * rates of views.
 */
export function postMetricsAt(state: ThState, post: ThPost, at: number): PostMetrics {
  const rng = streamRng(state.seed, 'threads', 'metrics', post.id);
  const reach = rng.float(0.05, 0.45);
  const tau = rng.float(1, 6) * HOUR;
  const [likeRate, repostRate, quoteRate, shareRate, clickRate] = [
    rng.float(0.02, 0.08),
    rng.float(0.002, 0.01),
    rng.float(0.0005, 0.002),
    rng.float(0.001, 0.006),
    rng.float(0.005, 0.03),
  ];
  const owner = state.users.get(post.ownerId);
  const audience = owner ? followersAt(state, owner, at) : 100;
  const boost = (post.type === 'TEXT_POST' ? 1 : 1.3) * (post.poll ? 1.2 : 1) * (post.replyToId ? 0.1 : 1);
  const views =
    post.deleted || at < post.createdAt
      ? 0
      : saturating(Math.max(20, audience * reach * boost), at - post.createdAt, tau);
  return {
    views,
    likes: Math.round(views * likeRate),
    replies: replyCount(state, post, at),
    reposts: Math.round(views * repostRate),
    quotes: Math.round(views * quoteRate),
    shares: Math.round(views * shareRate),
    clicks: post.linkAttachment || /https?:\/\//.test(post.text ?? '') ? Math.round(views * clickRate) : 0,
  };
}

/** What the account's own posts gained between `from` and `to`, summed. */
export function gainedBetween(state: ThState, from: number, to: number): PostMetrics {
  const total: PostMetrics = { views: 0, likes: 0, replies: 0, reposts: 0, quotes: 0, shares: 0, clicks: 0 };
  if (to <= from) return total;
  for (const post of state.posts.values()) {
    if (!isOwnThread(state, post) || post.deleted || post.createdAt >= to) continue;
    const before = postMetricsAt(state, post, from);
    const after = postMetricsAt(state, post, to);
    for (const key of Object.keys(total) as Array<keyof PostMetrics>) total[key] += after[key] - before[key];
  }
  return total;
}

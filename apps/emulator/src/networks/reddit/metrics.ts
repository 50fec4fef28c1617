import { HOUR } from '../../core/clock.js';
import { grown, saturating } from '../../core/growth.js';
import { streamRng } from '../../core/prng.js';
import { subredditNamed } from './state.js';
import type { RedditComment, RedditPost, RedditState, Subreddit, Vote } from './types.js';

/** Communities grow by ~0.05 %/day from their seeded size. */
export function subscribersAt(state: RedditState, sub: Subreddit, at: number): number {
  return grown(sub.subscribers, at - state.createdAt, 0.0005);
}

const sum = (votes: Map<string, Vote>): number => [...votes.values()].reduce<number>((a, b) => a + b, 0);

export interface PostMetrics {
  score: number;
  ups: number;
  upvoteRatio: number;
  numComments: number;
}

export function commentCount(state: RedditState, post: RedditPost, at: number): number {
  let count = 0;
  for (const comment of state.comments.values())
    if (comment.postId === post.id && !comment.deleted && comment.createdAt <= at) count += 1;
  return count;
}

/**
 * A post's counters at emulator time `at`: organic upvotes grow towards a peak fixed by (seed, post)
 * and the community's size, plus the votes cast through the API (the author's own upvote included).
 */
export function postMetrics(state: RedditState, post: RedditPost, at: number): PostMetrics {
  const rng = streamRng(state.seed, 'reddit', 'metrics', post.id);
  const sub = subredditNamed(state, post.subreddit);
  const audience = sub ? subscribersAt(state, sub, at) : 100;
  const peak = Math.max(4, audience * rng.float(0.00001, 0.0003));
  const organic = post.deleted ? 0 : saturating(peak, at - post.createdAt, rng.float(2, 10) * HOUR);
  const score = organic + sum(post.votes);
  return {
    score,
    ups: Math.max(0, score),
    upvoteRatio: Math.round(rng.float(0.75, 0.99) * 100) / 100,
    numComments: commentCount(state, post, at),
  };
}

export function commentScore(state: RedditState, comment: RedditComment, at: number): number {
  const rng = streamRng(state.seed, 'reddit', 'comment-score', comment.id);
  const organic = comment.deleted
    ? 0
    : saturating(rng.int(0, 40), at - comment.createdAt, rng.float(1, 6) * HOUR);
  return organic + sum(comment.votes);
}

import { grown, saturating } from '../../core/growth.js';
import { streamRng } from '../../core/prng.js';
import { HOUR, MINUTE } from './state.js';
import type { XPoll, XState, XTweet, XUser } from './types.js';

export interface TweetMetrics {
  impressions: number;
  likes: number;
  replies: number;
  retweets: number;
  quotes: number;
  bookmarks: number;
  urlClicks: number;
  profileClicks: number;
}

/** Followers grow slowly (~0.1 %/day) from the seeded count. */
export function followersAt(state: XState, user: XUser, at: number): number {
  return grown(user.followers, at - state.createdAt, 0.001);
}

export function replyCount(state: XState, tweet: XTweet, at: number): number {
  let count = 0;
  for (const other of state.tweets.values()) {
    if (other.inReplyToTweetId === tweet.id && !other.deleted && other.createdAt <= at) count += 1;
  }
  return count;
}

/**
 * A post's lifetime metrics at emulator time `at`: impressions grow towards a peak fixed by
 * (seed, post id) and the author's audience, engagement follows as rates of impressions.
 */
export function metricsAt(state: XState, tweet: XTweet, at: number): TweetMetrics {
  const rng = streamRng(state.seed, 'x', 'metrics', tweet.id);
  const reach = rng.float(0.08, 0.6);
  const tau = rng.float(1, 6) * HOUR;
  const [likeRate, retweetRate, quoteRate] = [
    rng.float(0.01, 0.05),
    rng.float(0.001, 0.008),
    rng.float(0.0002, 0.001),
  ];
  const [bookmarkRate, profileRate, urlRate] = [
    rng.float(0.001, 0.006),
    rng.float(0.002, 0.01),
    rng.float(0.005, 0.03),
  ];
  const author = state.users.get(tweet.authorId);
  const audience = author ? followersAt(state, author, at) : 100;
  const boost = (tweet.mediaKeys.length > 0 ? 1.4 : 1) * (tweet.pollId ? 1.2 : 1);
  const impressions = tweet.deleted
    ? 0
    : saturating(Math.max(30, audience * reach * boost), at - tweet.createdAt, tau);
  return {
    impressions,
    likes: Math.round(impressions * likeRate) + tweet.likes.size,
    replies: replyCount(state, tweet, at),
    retweets: Math.round(impressions * retweetRate),
    quotes: Math.round(impressions * quoteRate),
    bookmarks: Math.round(impressions * bookmarkRate),
    urlClicks: /https?:\/\//.test(tweet.text) ? Math.round(impressions * urlRate) : 0,
    profileClicks: Math.round(impressions * profileRate),
  };
}

export const pollEnd = (poll: XPoll): number => poll.createdAt + poll.durationMinutes * MINUTE;

/** Votes per option at `at`: a share of the post's impressions, frozen when the poll closes. */
export function pollVotes(state: XState, poll: XPoll, at: number): number[] {
  const tweet = state.tweets.get(poll.tweetId);
  if (!tweet) return poll.options.map(() => 0);
  const rng = streamRng(state.seed, 'x', 'poll', poll.id);
  const rate = rng.float(0.02, 0.08);
  const weights = poll.options.map(() => rng.float(0.2, 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const votes = Math.round(metricsAt(state, tweet, Math.min(at, pollEnd(poll))).impressions * rate);
  return weights.map((weight) => Math.floor((votes * weight) / total));
}

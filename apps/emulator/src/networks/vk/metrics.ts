import { DAY, HOUR } from '../../core/clock.js';
import { grown, saturating } from '../../core/growth.js';
import { streamRng } from '../../core/prng.js';
import { postComments } from './state.js';
import { key, type VkGroup, type VkPost, type VkState } from './types.js';

export interface PostCounters {
  views: number;
  likes: number;
  reposts: number;
  comments: number;
}

/** Members grow slowly (~0.2 %/day) from the seeded count. */
export function membersAt(state: VkState, group: VkGroup, at: number): number {
  return grown(group.members, at - state.createdAt, 0.002);
}

/**
 * A post's counters at emulator time `at`: views grow towards a peak fixed by (seed, post) and the
 * community's audience, likes and reposts follow as rates of views; comments are the real ones.
 */
export function countersAt(state: VkState, post: VkPost, at: number): PostCounters {
  const rng = streamRng(state.seed, 'vk', 'counters', key(post.ownerId, post.id));
  const reach = rng.float(0.05, 0.3);
  const tau = rng.float(2, 12) * HOUR;
  const [likeRate, repostRate] = [rng.float(0.01, 0.06), rng.float(0.001, 0.01)];
  const group = state.groups.get(-post.ownerId);
  const audience = group ? membersAt(state, group, at) : 1_000;
  const boost = post.attachments.length > 0 ? 1.3 : 1;
  const views = post.postponed ? 0 : saturating(Math.max(20, audience * reach * boost), at - post.date, tau);
  return {
    views,
    likes: Math.round(views * likeRate) + post.likes.size,
    reposts: Math.round(views * repostRate),
    comments: postComments(state, post).filter((comment) => comment.date <= at).length,
  };
}

/** One day of community statistics as stats.get reports it (interval=day). */
export function dayStats(state: VkState, group: VkGroup, day: number, now: number) {
  const start = day * DAY;
  const rng = streamRng(state.seed, 'vk', 'stats', group.id, day);
  const members = membersAt(state, group, start);
  // The current day is counted so far.
  const share = Math.min(1, Math.max(0, (now - start) / DAY));
  const part = (value: number) => Math.round(value * share);
  const visitors = members * rng.float(0.01, 0.05);
  const reach = members * rng.float(0.05, 0.2);
  const likes = reach * rng.float(0.01, 0.04);
  return {
    period_from: Math.floor(start / 1000),
    period_to: Math.floor((start + DAY) / 1000),
    visitors: { views: part(visitors * rng.float(1.5, 3)), visitors: part(visitors) },
    reach: {
      reach: part(reach),
      reach_subscribers: part(reach * rng.float(0.6, 0.9)),
      mobile_reach: part(reach * rng.float(0.6, 0.8)),
    },
    activity: {
      likes: part(likes),
      comments: part(likes * rng.float(0.05, 0.2)),
      copies: part(likes * rng.float(0.02, 0.1)),
      hidden: part(likes * rng.float(0, 0.01)),
      subscribed: part(members * rng.float(0.001, 0.004)),
      unsubscribed: part(members * rng.float(0.0003, 0.0015)),
    },
  };
}

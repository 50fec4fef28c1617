import { grown, saturating } from '../../core/growth.js';
import { streamRng } from '../../core/prng.js';
import { anyPage, DAY, HOUR } from './state.js';
import type { FbPage, FbPost, FbState } from './types.js';

export const REACTION_TYPES = ['like', 'love', 'wow', 'haha', 'sorry', 'anger'] as const;
const REACTION_SHARE = [0.72, 0.14, 0.05, 0.06, 0.02, 0.01];

export interface PostMetrics {
  reach: number;
  views: number;
  reactions: Record<string, number>;
  clicks: Record<string, number>;
  shares: number;
  comments: number;
}

function split(total: number, shares: readonly number[], keys: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  let rest = total;
  keys.forEach((key, index) => {
    const value = index === 0 ? 0 : Math.floor(total * (shares[index] ?? 0));
    out[key] = value;
    rest -= value;
  });
  const first = keys[0];
  if (first !== undefined) out[first] = rest;
  return out;
}

/**
 * A post's lifetime metrics at emulator time `at`: each follows 1 - e^(-age/τ) towards a peak fixed by
 * (seed, post id) and the page's size — fast growth in the first hours, then saturation.
 */
export function postMetricsAt(state: FbState, post: FbPost, at: number): PostMetrics {
  const rng = streamRng(state.seed, 'fb', 'post-metrics', post.id);
  const followers = anyPage(state, post.pageId)?.followers ?? 1_000;
  const typeBoost = post.type === 'photo' ? 1.3 : post.type === 'link' ? 0.9 : 1;
  const peak = followers * rng.float(0.04, 0.35) * typeBoost;
  const tau = rng.float(2, 10) * HOUR;
  const viewRatio = rng.float(1.2, 1.9);
  const reactionRate = rng.float(0.015, 0.07);
  const clickRate = rng.float(0.01, 0.06);
  const shareRate = rng.float(0.001, 0.006);
  const age = post.publishedAt === undefined || post.deleted ? 0 : Math.max(0, at - post.publishedAt);
  const reach = saturating(peak, age, tau);
  const reactions = split(Math.round(reach * reactionRate), REACTION_SHARE, REACTION_TYPES);
  if (age > 0) reactions.like = (reactions.like ?? 0) + post.likes.size;
  const clickTotal = Math.round(reach * clickRate);
  const clicks =
    post.type === 'link'
      ? split(clickTotal, [0.4, 0.6], ['other clicks', 'link clicks'])
      : post.type === 'photo'
        ? split(clickTotal, [0.3, 0.7], ['other clicks', 'photo view'])
        : { 'other clicks': clickTotal };
  let comments = 0;
  for (const comment of state.comments.values()) {
    if (comment.postId === post.id && !comment.deleted && comment.createdAt <= at) comments += 1;
  }
  return {
    reach,
    views: Math.round(reach * viewRatio),
    reactions,
    clicks,
    shares: Math.round(reach * shareRate),
    comments,
  };
}

const sum = (record: Record<string, number>): number => Object.values(record).reduce((a, b) => a + b, 0);

/** Day boundaries fall at 07:00 UTC (midnight Pacific), like the real `end_time` values. */
export const DAY_OFFSET = 7 * HOUR;
export const dayIndexOf = (ms: number): number => Math.floor((ms - DAY_OFFSET) / DAY);
export const dayStart = (index: number): number => index * DAY + DAY_OFFSET;

/** Followers grow slowly (~0.1 %/day) from the seeded count. */
export function followersAt(state: FbState, page: FbPage, at: number): number {
  return grown(page.followers, at - state.createdAt, 0.0011);
}

const SEASON = [1.18, 0.93, 0.95, 0.97, 1.02, 1.08, 1.22];

/** Activity by weekday (UTC): weekends are busier. */
export const weekdayFactor = (ms: number): number => SEASON[new Date(ms).getUTCDay()] ?? 1;

export type MetricValue = number | Record<string, number>;

/** All page metrics of one day (partial if the day is in progress); undefined for days not yet begun. */
export function pageDay(
  state: FbState,
  page: FbPage,
  day: number,
  now: number,
): Record<string, MetricValue> | undefined {
  const start = dayStart(day);
  if (start >= now) return undefined;
  const cut = Math.min(start + DAY, now);
  const fraction = (cut - start) / DAY;
  const rng = streamRng(state.seed, 'fb', 'page-day', page.id, day);
  const [noise, noise2, noise3] = [rng.float(0.8, 1.2), rng.float(0.7, 1.3), rng.float(0.6, 1.4)];
  const followers = followersAt(state, page, cut);
  const season = weekdayFactor(start) * fraction;

  let postReach = 0;
  let engagement = 0;
  const reactions: Record<string, number> = Object.fromEntries(REACTION_TYPES.map((type) => [type, 0]));
  for (const post of state.posts.values()) {
    if (post.pageId !== page.id || post.deleted || post.publishedAt === undefined || post.publishedAt >= cut)
      continue;
    const before = postMetricsAt(state, post, Math.max(start, post.publishedAt));
    const after = postMetricsAt(state, post, cut);
    postReach += after.reach - before.reach;
    for (const type of REACTION_TYPES)
      reactions[type] = (reactions[type] ?? 0) + (after.reactions[type] ?? 0) - (before.reactions[type] ?? 0);
    engagement += sum(after.reactions) - sum(before.reactions) + after.shares - before.shares;
    engagement += sum(after.clicks) - sum(before.clicks) + after.comments - before.comments;
  }
  const baseReach = followers * 0.03 * season * noise;
  const follows = Math.round(followers * 0.0015 * season * noise2 + postReach * 0.003);
  return {
    page_total_media_view_unique: Math.round(baseReach + postReach * 0.8),
    page_media_view: Math.round((baseReach + postReach) * 1.6),
    page_post_engagements: Math.round(engagement + followers * 0.001 * season * noise2),
    page_daily_follows: follows,
    page_daily_follows_unique: Math.round(follows * 0.96),
    page_daily_unfollows_unique: Math.round(followers * 0.0004 * fraction * noise3),
    page_follows: Math.round(followers),
    page_views_total: Math.round(followers * 0.006 * season * noise),
    page_total_actions: Math.round(followers * 0.0008 * season * noise3),
    page_actions_post_reactions_total: reactions,
    page_video_view_time: Math.round(followers * 2.5 * season * noise2),
  };
}

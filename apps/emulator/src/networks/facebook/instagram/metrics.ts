import { DAY, HOUR } from '../../../core/clock.js';
import { grown, saturating } from '../../../core/growth.js';
import { streamRng } from '../../../core/prng.js';
import { dayStart, weekdayFactor } from '../metrics.js';
import type { FbState } from '../types.js';
import { mediaComments, ownMedia } from './state.js';
import type { IgAccount, IgMedia } from './types.js';

export interface IgMediaMetrics {
  reach: number;
  views: number;
  likes: number;
  comments: number;
  saved: number;
  shares: number;
  follows: number;
  profileVisits: number;
  replies: number;
  navigation: number;
  /** Reels: average watch time and total watch time, in milliseconds. */
  avgWatchMs: number;
  watchTotalMs: number;
}

export const interactions = (m: IgMediaMetrics): number =>
  m.likes + m.comments + m.saved + m.shares + m.replies;

/** Followers grow (~0.15 %/day) from the seeded count. */
export function igFollowersAt(state: FbState, account: IgAccount, at: number): number {
  return grown(account.followers, at - state.createdAt, 0.0015);
}

const ZERO: IgMediaMetrics = {
  reach: 0,
  views: 0,
  likes: 0,
  comments: 0,
  saved: 0,
  shares: 0,
  follows: 0,
  profileVisits: 0,
  replies: 0,
  navigation: 0,
  avgWatchMs: 0,
  watchTotalMs: 0,
};

const BOOST = { REELS: 1.8, STORY: 0.35, FEED: 1 } as const;

/**
 * A media's lifetime metrics at emulator time `at`: reach follows 1 - e^(-age/τ) towards a peak fixed
 * by (seed, media id) and the account's audience; the rest are rates of reach. Comments are counted.
 */
export function mediaMetricsAt(state: FbState, media: IgMedia, at: number): IgMediaMetrics {
  const rng = streamRng(state.seed, 'ig', 'media-metrics', media.id);
  const audience = state.ig.accounts.get(media.ownerId)?.followers ?? rng.int(300, 6_000);
  const story = media.productType === 'STORY';
  const carousel = media.mediaType === 'CAROUSEL_ALBUM' ? 1.2 : 1;
  const peak = audience * rng.float(0.12, 0.55) * BOOST[media.productType] * carousel;
  const tau = (story ? rng.float(1.5, 4) : rng.float(3, 14)) * HOUR;
  const age = Math.max(0, at - media.createdAt);
  const reach = saturating(peak, age, tau);
  const rate = (min: number, max: number) => Math.round(reach * rng.float(min, max));
  const likes = story ? 0 : rate(0.04, 0.11);
  const avgWatchMs = media.productType === 'REELS' ? rng.int(3_500, 14_000) : 0;
  const views = Math.round(
    reach * (media.productType === 'REELS' ? rng.float(1.6, 3.2) : rng.float(1.2, 1.9)),
  );
  return {
    reach,
    views,
    likes,
    comments: story ? 0 : mediaComments(state.ig, media.id, at).length,
    saved: story ? 0 : rate(0.004, 0.025),
    shares: rate(0.002, 0.015),
    follows: rate(0.001, 0.006),
    profileVisits: rate(0.01, 0.04),
    replies: story ? rate(0.002, 0.01) : 0,
    navigation: story ? rate(0.6, 1.1) : 0,
    avgWatchMs,
    watchTotalMs: views * avgWatchMs,
  };
}

function delta(state: FbState, media: IgMedia, from: number, to: number): IgMediaMetrics {
  const before = mediaMetricsAt(state, media, from);
  const after = mediaMetricsAt(state, media, to);
  const out = { ...after };
  for (const key of Object.keys(out) as Array<keyof IgMediaMetrics>) out[key] = after[key] - before[key];
  return out;
}

/** All account metrics of one day (partial if in progress); undefined for days not yet begun. */
export function accountDay(
  state: FbState,
  account: IgAccount,
  day: number,
  now: number,
): Record<string, number> | undefined {
  const start = dayStart(day);
  if (start >= now) return undefined;
  const cut = Math.min(start + DAY, now);
  const season = weekdayFactor(start) * ((cut - start) / DAY);
  const rng = streamRng(state.seed, 'ig', 'account-day', account.id, day);
  const [noise, noise2, noise3] = [rng.float(0.8, 1.2), rng.float(0.7, 1.3), rng.float(0.6, 1.4)];
  const followers = igFollowersAt(state, account, cut);
  const sum: IgMediaMetrics = { ...ZERO };
  for (const media of ownMedia(state.ig, account.id, (item) => item.createdAt < cut)) {
    const d = delta(state, media, Math.max(start, media.createdAt), cut);
    for (const key of Object.keys(sum) as Array<keyof IgMediaMetrics>) sum[key] += d[key];
  }
  const base = followers * 0.04 * season * noise;
  const engaged = interactions(sum);
  return {
    reach: Math.round(base + sum.reach * 0.85),
    views: Math.round(base * 1.5 + sum.views),
    follower_count: Math.round(followers * 0.0018 * season * noise2 + sum.follows),
    profile_views: Math.round(followers * 0.008 * season * noise + sum.profileVisits),
    accounts_engaged: Math.round(engaged * 0.75 + followers * 0.001 * season * noise2),
    total_interactions: engaged,
    likes: sum.likes,
    comments: sum.comments,
    shares: sum.shares,
    saves: sum.saved,
    replies: sum.replies,
    website_clicks: Math.round(followers * 0.0006 * season * noise3),
    profile_links_taps: Math.round(followers * 0.0009 * season * noise3),
  };
}

import { HOUR } from '../../core/clock.js';
import { grown, saturating } from '../../core/growth.js';
import { streamRng } from '../../core/prng.js';
import type { TiktokPost, TiktokState } from './types.js';

export interface PostMetrics {
  views: number;
  likes: number;
  comments: number;
  shares: number;
}

/** Followers grow slowly (~0.2 %/day) from the seeded count. */
export function followersAt(state: TiktokState, now: number): number {
  return grown(state.creator.followers, now - state.createdAt, 0.002);
}

/**
 * A post's lifetime counts at `now`: views grow towards a peak fixed by (seed, post id) and the
 * creator's audience (a For You page hit now and then), engagement follows as rates of the views.
 */
export function metricsAt(state: TiktokState, post: TiktokPost, now: number): PostMetrics {
  const rng = streamRng(state.seed, 'tiktok', 'metrics', post.id);
  const reach = rng.chance(0.15) ? rng.float(2, 8) : rng.float(0.05, 0.8);
  const tau = rng.float(3, 36) * HOUR;
  const views = saturating(Math.max(200, followersAt(state, now) * reach), now - post.createdAt, tau);
  return {
    views,
    likes: Math.round(views * rng.float(0.04, 0.12)),
    comments: post.info.disableComment ? 0 : Math.round(views * rng.float(0.001, 0.006)),
    shares: Math.round(views * rng.float(0.001, 0.01)),
  };
}

import type { NetworkMetricMap } from '../report-metrics.js';

/**
 * Instagram media and account insights (Graph API v22.0+): `views` replaced `impressions`, `plays` and
 * `video_views` in April 2025. Which media metrics apply depends on the product type (feed, reel, story).
 */
export const instagramMetrics: NetworkMetricMap = {
  network: 'instagram',
  post: {
    views: { key: 'views' },
    reach: { key: 'reach' },
    likes: { key: 'likes' },
    comments: { key: 'comments' },
    saved: { key: 'saves' },
    shares: { key: 'shares' },
    total_interactions: { key: 'engagements' },
    follows: { key: 'follows' },
    profile_visits: { key: 'profile_visits' },
    replies: { key: 'story_replies' },
    navigation: { key: 'story_navigation' },
    ig_reels_video_view_total_time: { key: 'watch_time', factor: 1 / 1000 },
    ig_reels_avg_watch_time: { key: 'avg_watch_time', factor: 1 / 10 },
  },
  account: {
    reach: { key: 'reach' },
    // Instagram's daily follower_count is the number of new followers that day.
    follower_count: { key: 'follows' },
  },
};

import type { NetworkMetricMap } from '../report-metrics.js';

/** YouTube Data API v3 video statistics and channel totals (the public dislike count is hidden). */
export const youtubeMetrics: NetworkMetricMap = {
  network: 'youtube',
  post: {
    viewCount: { key: 'views' },
    likeCount: { key: 'likes' },
    commentCount: { key: 'comments' },
  },
  account: { subscriberCount: { key: 'followers' } },
};

import type { NetworkMetricMap } from '../report-metrics.js';

/** TikTok Display API video counters (reach and watch time need the API for Business). */
export const tiktokMetrics: NetworkMetricMap = {
  network: 'tiktok',
  post: {
    views: { key: 'views' },
    likes: { key: 'likes' },
    comments: { key: 'comments' },
    shares: { key: 'shares' },
  },
  account: {},
};

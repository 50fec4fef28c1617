import type { NetworkMetricMap } from '../report-metrics.js';

/** Threads media insights and the profile's daily views (`threads_insights`). */
export const threadsMetrics: NetworkMetricMap = {
  network: 'threads',
  post: {
    views: { key: 'views' },
    likes: { key: 'likes' },
    replies: { key: 'comments' },
    reposts: { key: 'shares' },
    shares: { key: 'shares' },
    quotes: { key: 'quotes' },
  },
  account: { views: { key: 'profile_visits' } },
};

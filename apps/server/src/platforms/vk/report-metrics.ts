import { growthFromFollows, type NetworkMetricMap } from '../report-metrics.js';

/**
 * VK post counters (wall.getById) and daily community statistics (stats.get). A post's reach comes
 * only from stats.getPostReach, which VK answers for communities of 5,000 members or more.
 */
export const vkMetrics: NetworkMetricMap = {
  network: 'vk',
  post: {
    views: { key: 'views' },
    likes: { key: 'likes' },
    reposts: { key: 'shares' },
    comments: { key: 'comments' },
  },
  account: {
    views: { key: 'views' },
    reach: { key: 'reach' },
    subscribed: { key: 'follows' },
    unsubscribed: { key: 'unfollows' },
    likes: { key: 'engagements' },
    comments: { key: 'engagements' },
    copies: { key: 'engagements' },
  },
  derive: growthFromFollows,
};

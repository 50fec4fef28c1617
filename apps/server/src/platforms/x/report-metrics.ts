import type { NetworkMetricMap } from '../report-metrics.js';

/**
 * X API v2: `public_metrics` of any post; `non_public_metrics` (link and profile clicks) only for the
 * account's own posts younger than 30 days — absent after, so those keys read `unreach`.
 */
export const xMetrics: NetworkMetricMap = {
  network: 'twitter',
  post: {
    impression_count: { key: 'views' },
    like_count: { key: 'likes' },
    reply_count: { key: 'comments' },
    retweet_count: { key: 'shares' },
    quote_count: { key: 'quotes' },
    bookmark_count: { key: 'saves' },
    url_link_clicks: { key: 'link_clicks' },
    user_profile_clicks: { key: 'profile_visits' },
  },
  account: { followers_count: { key: 'followers' } },
};

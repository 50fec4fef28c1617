import type { NetworkMetricMap } from '../report-metrics.js';

/** Twitch (Helix): the channel's follower total; announcements have no metrics. */
export const twitchMetrics: NetworkMetricMap = {
  network: 'twitch',
  post: {},
  account: { followers_total: { key: 'followers' } },
};

import type { NetworkMetricMap } from '../report-metrics.js';

/** Discord has no analytics API: a message's reactions and poll votes, the server's member count. */
export const discordMetrics: NetworkMetricMap = {
  network: 'discord',
  post: { reactions: { key: 'reactions' }, poll_votes: { key: 'poll_votes' } },
  account: { approximate_member_count: { key: 'followers' } },
};

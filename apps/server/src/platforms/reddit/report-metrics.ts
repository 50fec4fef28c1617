import type { NetworkMetricMap } from '../report-metrics.js';

/** Reddit submissions: score, upvotes, ratio and comments; Reddit has no views through its API. */
export const redditMetrics: NetworkMetricMap = {
  network: 'reddit',
  post: {
    score: { key: 'score' },
    ups: { key: 'likes' },
    num_comments: { key: 'comments' },
    // A fraction (0.93): stored percent in 1/10000.
    upvote_ratio: { key: 'upvote_ratio', factor: 10_000 },
  },
  account: {},
};

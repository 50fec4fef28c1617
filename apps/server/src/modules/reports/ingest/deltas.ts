import { metricDefs } from '@herald/contract';
import type { MetricValues } from '../../../platforms/report-metrics.js';

/** Post keys averaged over posts: their rollup entries carry a `key#n` count beside the sum. */
const MEAN_KEYS: ReadonlySet<string> = new Set(
  [...metricDefs('post').values()].filter((def) => def.agg === 'mean').map((def) => def.key),
);

/** The rollup entry counting the posts that have a value of a mean key. */
export const countKey = (key: string): string => `${key}#n`;

export interface PostUpdate {
  /** The post's latest values: the earlier ones, overwritten by those just read. */
  latest: MetricValues;
  /** What to add to each rollup the post belongs to (a key newly read appears even at 0). */
  delta: MetricValues;
}

/**
 * A reading applied to a post's latest values. A key the network stopped giving keeps its last value
 * (the post's latest known figure), so rollups never lose what they once counted.
 */
export function applyReading(previous: MetricValues, read: MetricValues): PostUpdate {
  const latest: MetricValues = { ...previous, ...read };
  const delta: MetricValues = {};
  for (const [key, value] of Object.entries(read)) {
    const before = previous[key];
    if (before === undefined) {
      delta[key] = value;
      if (MEAN_KEYS.has(key)) delta[countKey(key)] = 1;
    } else if (value !== before) {
      delta[key] = value - before;
    }
  }
  return { latest, delta };
}

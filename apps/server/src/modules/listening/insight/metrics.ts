import {
  directionalMetricGroups,
  listeningMetricGroups,
  type MetricDef,
  type MetricGroup,
  type MetricValue,
  type TopicType,
} from '@herald/contract';

/** A range's (or one bucket's) tallies: mentions by sentiment, distinct authors and their reach. */
export interface Tally {
  mentions: number;
  positive: number;
  neutral: number;
  negative: number;
  authors: number;
  /** The sum of the distinct authors' reach (followers where the network tells). */
  potential_reach: number;
}

export const emptyTally = (): Tally => ({
  mentions: 0,
  positive: 0,
  neutral: 0,
  negative: 0,
  authors: 0,
  potential_reach: 0,
});

/** The catalogue of a topic kind: directional topics add which way the talk leans. */
function groupsOf(kind: 'custom' | 'directional') {
  return kind === 'directional' ? directionalMetricGroups : listeningMetricGroups;
}

/** A topic's kind in the catalogue: its directional topics are `directional`, every other `custom`. */
export function kindOf(type: TopicType): 'custom' | 'directional' {
  return type === 'directional' ? 'directional' : 'custom';
}

/** The metric groups of a topic kind, as the catalogue endpoints answer them. */
export function metricGroupsOf(kind: 'custom' | 'directional'): MetricGroup[] {
  return groupsOf(kind).map((group) => ({
    group_key: group.group_key,
    metrics_list: group.metrics.map((metric) => ({ key: metric.key, type: metric.type })),
  }));
}

/** Every metric of a topic kind, in catalogue order. */
export function metricDefsOf(kind: 'custom' | 'directional'): MetricDef[] {
  return groupsOf(kind).flatMap((group) => [...group.metrics]);
}

function sumOf(key: string, tally: Tally): number | null {
  if (key === 'net') return tally.positive - tally.negative;
  return key in tally ? tally[key as keyof Tally] : null;
}

/** A metric's figure in stored units (a ratio in 1/10000); null for a ratio over nothing. */
export function figureOf(def: MetricDef, tally: Tally): number | null {
  if (def.agg !== 'ratio' || !def.ratio) return sumOf(def.key, tally);
  const num = sumOf(def.ratio.num, tally);
  const den = sumOf(def.ratio.den, tally);
  if (num === null || den === null || den === 0) return null;
  return Math.round((num * 10_000) / den);
}

/** The tally keys of distinct authors: they do not add up across buckets. */
const AUTHOR_KEYS = new Set(['authors', 'potential_reach']);

/** Whether a metric reads distinct authors (itself or its ratio's parts). */
function readsAuthors(def: MetricDef): boolean {
  return [def.key, def.ratio?.num, def.ratio?.den].some((key) => key !== undefined && AUTHOR_KEYS.has(key));
}

/**
 * The metric values of a range against the compared range, with the best bucket's figure. Without
 * per-bucket authors (`bucketAuthors` false: day buckets, see docs/listening.md, speed) the author
 * metrics have no highest figure (null); their value is still there, so na_type stays null.
 */
export function metricValuesOf(
  defs: readonly MetricDef[],
  current: Tally,
  compare: Tally | null,
  buckets: readonly Tally[],
  bucketAuthors = true,
): Record<string, MetricValue> {
  return Object.fromEntries(
    defs.map((def) => {
      const bucketed = bucketAuthors || !readsAuthors(def);
      let highest: number | null = null;
      for (const bucket of bucketed ? buckets : []) {
        const value = figureOf(def, bucket);
        if (value !== null && (highest === null || value > highest)) highest = value;
      }
      const value: MetricValue = {
        type: def.type,
        value: figureOf(def, current),
        compare_value: compare ? figureOf(def, compare) : null,
        highest_value: highest,
        na_type: null,
      };
      return [def.key, value];
    }),
  );
}

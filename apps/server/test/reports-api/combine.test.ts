import { type MetricDef, metricDefs } from '@herald/contract';
import { describe, expect, it } from 'vitest';
import {
  addNa,
  addSum,
  emptyTally,
  figure,
  highestOf,
  mergeTallies,
  metricValues,
  naOf,
  tallyOfPost,
} from '../../src/modules/reports/query/combine.js';

const post = metricDefs('post');
const profile = metricDefs('profile');
const def = (defs: ReadonlyMap<string, MetricDef>, key: string): MetricDef => {
  const found = defs.get(key);
  if (!found) throw new Error(`no metric ${key}`);
  return found;
};

describe('combining rows into figures through the catalogue', () => {
  it('sums `sum` keys and levels of `last` keys over rows', () => {
    const rows = [
      tallyOfPost(post, { views: 100, likes: 3 }, {}),
      tallyOfPost(post, { views: 250 }, { likes: 'unreach' }),
    ];
    const total = mergeTallies(rows);
    expect(figure(def(post, 'views'), total)).toBe(350);
    expect(figure(def(post, 'likes'), total)).toBe(3);
    const levels = emptyTally();
    addSum(levels, 'followers', 120);
    addSum(levels, 'followers', 80);
    expect(figure(def(profile, 'followers'), levels)).toBe(200);
  });

  it('averages a `mean` key over the rows that had one (key#n), as the rollups store it', () => {
    const total = mergeTallies([
      tallyOfPost(post, { avg_watch_time: 1000 }, {}),
      tallyOfPost(post, { avg_watch_time: 2001 }, {}),
      tallyOfPost(post, { views: 5 }, { avg_watch_time: 'unsupport' }),
    ]);
    expect(total.sums.get('avg_watch_time#n')).toBe(2);
    expect(figure(def(post, 'avg_watch_time'), total)).toBe(1501);
    // A rollup row carries the sum and the count already.
    const rollup = emptyTally();
    addSum(rollup, 'avg_watch_time', 900);
    addSum(rollup, 'avg_watch_time#n', 3);
    expect(figure(def(post, 'avg_watch_time'), rollup)).toBe(300);
  });

  it('computes a ratio from the summed numerator and denominator in 1/10000, null on a zero denominator', () => {
    const rate = def(post, 'engagement_rate_reach');
    const total = mergeTallies([
      tallyOfPost(post, { engagements: 10, reach: 100 }, {}),
      tallyOfPost(post, { engagements: 5, reach: 200 }, {}),
    ]);
    expect(figure(rate, total)).toBe(500);
    expect(figure(rate, tallyOfPost(post, { engagements: 4, reach: 0 }, {}))).toBeNull();
    expect(figure(rate, tallyOfPost(post, { engagements: 4 }, {}))).toBeNull();
  });

  it('says why a figure is missing only when no row gave it', () => {
    const reach = def(post, 'reach');
    const unsupported = mergeTallies([
      tallyOfPost(post, {}, { reach: 'unsupport' }),
      tallyOfPost(post, {}, { reach: 'unsupport' }),
    ]);
    expect(naOf(reach, unsupported)).toBe('unsupport');
    const mixed = mergeTallies([
      tallyOfPost(post, {}, { reach: 'unsupport' }),
      tallyOfPost(post, {}, { reach: 'unreach' }),
    ]);
    expect(naOf(reach, mixed)).toBe('unreach');
    const mismatch = emptyTally();
    addNa(mismatch, 'reach', 'mismatch');
    addNa(mismatch, 'reach', 'unsupport');
    expect(naOf(reach, mismatch)).toBe('mismatch');
    // One row gives it: the others do not blank it.
    const partial = mergeTallies([
      tallyOfPost(post, { reach: 40 }, {}),
      tallyOfPost(post, {}, { reach: 'unreach' }),
    ]);
    expect(figure(reach, partial)).toBe(40);
    expect(naOf(reach, partial)).toBeNull();
    // Nothing read and nothing said: a dash, not a reason.
    expect(naOf(reach, emptyTally())).toBeNull();
    // A ratio takes its parts' reasons.
    expect(naOf(def(post, 'engagement_rate_reach'), unsupported)).toBe('unsupport');
  });

  it('ignores a reason for a key the row has a value of', () => {
    const tally = tallyOfPost(post, { reach: 7 }, { reach: 'unreach' });
    expect(tally.na.size).toBe(0);
  });

  it('finds the highest figure of each metric among rows, rates included', () => {
    const defs = [def(post, 'views'), def(post, 'engagement_rate_reach'), def(post, 'shares')];
    const rows = [
      tallyOfPost(post, { views: 10, engagements: 9, reach: 10 }, {}),
      tallyOfPost(post, { views: 30, engagements: 1, reach: 10 }, {}),
    ];
    const highest = highestOf(defs, rows);
    expect(Object.fromEntries(highest)).toEqual({ views: 30, engagement_rate_reach: 9000, shares: null });
    const values = metricValues(defs, rows[0] ?? emptyTally(), rows[1] ?? null, highest);
    expect(values.views).toEqual({
      type: 'amount',
      value: 10,
      compare_value: 30,
      highest_value: 30,
      na_type: null,
    });
    expect(values.engagement_rate_reach).toMatchObject({ type: 'percent', value: 9000, compare_value: 1000 });
    expect(metricValues(defs, emptyTally(), null, null).views?.compare_value).toBeNull();
  });
});

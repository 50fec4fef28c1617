import { REPORT_MAX_DAYS } from '@herald/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/http/errors.js';
import {
  addDays,
  daysIn,
  eachDay,
  metricsOf,
  resolvePeriods,
  sortMetric,
} from '../../src/modules/reports/query/period.js';

/** The catalogue id of the error a call throws. */
function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.id;
    throw error;
  }
  throw new Error('expected an error');
}

describe('report periods', () => {
  it('counts UTC days across month and leap-year ends', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysIn({ start: '2026-12-30', end: '2027-01-02' })).toBe(4);
    expect(eachDay({ start: '2026-03-30', end: '2026-04-01' })).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
    ]);
  });

  it('compares with the range of equal length right before, or a chosen range of that length', () => {
    const range = { start: '2026-03-11', end: '2026-03-20' };
    expect(resolvePeriods(range)).toEqual({ current: range, compare: null, days: 10 });
    expect(resolvePeriods(range, { mode: 'previous' })).toEqual({
      current: range,
      compare: { start: '2026-03-01', end: '2026-03-10' },
      days: 10,
    });
    expect(resolvePeriods(range, { mode: 'custom', start: '2025-03-11', end: '2025-03-20' }).compare).toEqual(
      { start: '2025-03-11', end: '2025-03-20' },
    );
  });

  it('refuses a reversed range, one too long, and a comparison of another length', () => {
    expect(errorOf(() => resolvePeriods({ start: '2026-03-02', end: '2026-03-01' }))).toBe(
      'illegal_time_range',
    );
    const longest = { start: '2026-01-01', end: addDays('2026-01-01', REPORT_MAX_DAYS - 1) };
    expect(resolvePeriods(longest).days).toBe(REPORT_MAX_DAYS);
    expect(errorOf(() => resolvePeriods({ ...longest, end: addDays(longest.end, 1) }))).toBe(
      'range_too_long',
    );
    const range = { start: '2026-03-11', end: '2026-03-20' };
    expect(
      errorOf(() => resolvePeriods(range, { mode: 'custom', start: '2026-01-01', end: '2026-01-09' })),
    ).toBe('compare_length');
    expect(
      errorOf(() => resolvePeriods(range, { mode: 'custom', start: '2026-01-09', end: '2026-01-01' })),
    ).toBe('illegal_time_range');
  });

  it('reads asked metrics in the asked order, once each, and refuses keys of another kind', () => {
    expect(metricsOf('post', ['reach', 'views', 'reach']).map((def) => def.key)).toEqual(['reach', 'views']);
    expect(metricsOf('profile', undefined).some((def) => def.key === 'followers')).toBe(true);
    expect(errorOf(() => metricsOf('post', ['followers']))).toBe('unknown_metric');
    expect(sortMetric('post', 'published_at')).toBeNull();
    expect(sortMetric('creative', 'posts', ['posts'])).toBeNull();
    expect(sortMetric('post', 'views')?.key).toBe('views');
    expect(errorOf(() => sortMetric('post', 'nonsense'))).toBe('unknown_metric');
  });
});

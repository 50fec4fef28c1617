import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { describe, expect, it } from 'vitest';
import {
  changeTone,
  formatChangePercent,
  formatStored,
  showMetric,
} from '../../../components/reports/model/display.js';
import {
  compareProblem,
  presetOf,
  presetRange,
  previousRange,
  rangeDays,
  rangeProblem,
} from '../../../components/reports/model/range.js';
import { absent, amount, metric, percent } from '../../../components/reports/test/fixtures.js';

dayjs.extend(utc);
const now = dayjs.utc('2026-03-15');

describe('report ranges', () => {
  it('counts presets in UTC days ending today, and last month as the whole month', () => {
    expect(presetRange('7d', now)).toEqual({ start: '2026-03-09', end: '2026-03-15' });
    expect(rangeDays(presetRange('28d', now))).toBe(28);
    expect(rangeDays(presetRange('90d', now))).toBe(90);
    expect(presetRange('this_month', now)).toEqual({ start: '2026-03-01', end: '2026-03-15' });
    expect(presetRange('last_month', now)).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(presetOf({ start: '2026-03-09', end: '2026-03-15' }, now)).toBe('7d');
    expect(presetOf({ start: '2026-03-10', end: '2026-03-15' }, now)).toBeNull();
  });

  it('refuses an end before its start and a range over 366 days', () => {
    expect(rangeProblem({ start: '2026-03-02', end: '2026-03-01' })).toBe('order');
    expect(rangeProblem({ start: '2025-01-01', end: '2026-01-01' })).toBeNull();
    expect(rangeProblem({ start: '2024-01-01', end: '2025-01-02' })).toBe('too_long');
  });

  it('compares with the previous range of equal length, or a chosen range of the same length only', () => {
    const range = { start: '2026-03-01', end: '2026-03-07' };
    expect(previousRange(range)).toEqual({ start: '2026-02-22', end: '2026-02-28' });
    expect(compareProblem(range, { mode: 'previous' })).toBeNull();
    expect(compareProblem(range, { mode: 'custom', start: '2025-03-01', end: '2025-03-07' })).toBeNull();
    expect(compareProblem(range, { mode: 'custom', start: '2025-03-01', end: '2025-03-08' })).toBe('length');
    expect(compareProblem(range, { mode: 'custom', start: '2025-03-08', end: '2025-03-01' })).toBe('order');
  });
});

describe('metric display (SPEC §5)', () => {
  it('shows percent stored in 1/10000 and decimal in 1/100, in the reader’s language', () => {
    expect(formatStored('percent', 1234, 'en')).toBe('12.34%');
    expect(formatStored('decimal', 1250, 'en')).toBe('12.50');
    expect(formatStored('amount', 1_234_567, 'en')).toBe('1,234,567');
    expect(formatStored('amount', 1_234_567, 'zh-CN')).toBe('1,234,567');
  });

  it('marks unsupported N/A, mismatch, unreach and no data with a dash, and an unread figure with a question mark', () => {
    expect(showMetric(absent('amount', 'unsupport'), 'en')).toMatchObject({ mark: 'N/A', why: 'unsupport' });
    expect(showMetric(absent('amount', 'mismatch'), 'en')).toMatchObject({ mark: '—', why: 'mismatch' });
    expect(showMetric(absent('amount', 'unreach'), 'en')).toMatchObject({ mark: '—', why: 'unreach' });
    // The answer has the metric but nothing in the range gave it: no data, a dash.
    expect(showMetric(metric('amount', null), 'en')).toMatchObject({ mark: '—', why: 'empty' });
    expect(showMetric(undefined, 'en')).toMatchObject({ mark: '?', why: 'missing' });
  });

  it('gives the change up, down or same with its percentage to 2 decimals', () => {
    expect(showMetric(amount(1_234_567, 1_000_000), 'en')).toMatchObject({
      kind: 'figure',
      text: '1,234,567',
      change: { direction: 'up', percent: 23.46 },
    });
    expect(showMetric(percent(1100, 1234), 'en')).toMatchObject({
      change: { direction: 'down', percent: -10.86 },
    });
    expect(showMetric(amount(5, 5), 'en')).toMatchObject({ change: { direction: 'same', percent: 0 } });
    expect(showMetric(amount(5), 'en')).toMatchObject({ change: null });
    expect(formatChangePercent(23.46, 'en')).toBe('+23.46%');
    expect(formatChangePercent(-10.86, 'en')).toBe('−10.86%');
  });

  it('reads a rise of a metric where less is better as bad news', () => {
    expect(changeTone('views', { direction: 'up', percent: 3 })).toBe('good');
    expect(changeTone('unfollows', { direction: 'up', percent: 3 })).toBe('bad');
    expect(changeTone('negative_rate', { direction: 'down', percent: -3 })).toBe('good');
  });
});

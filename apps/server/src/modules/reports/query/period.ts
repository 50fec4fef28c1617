import {
  type MetricDef,
  metricDefs,
  REPORT_MAX_DAYS,
  type ReportCompare,
  type ReportKind,
  type ReportRange,
} from '@herald/contract';
import { AppError } from '../../../http/errors.js';

const DAY_MS = 86_400_000;

/** A range of UTC days, both ends included. */
export interface DayRange {
  start: string;
  end: string;
}

/** The range a report reads and the one it is compared with (null when not compared). */
export interface Periods {
  current: DayRange;
  compare: DayRange | null;
  /** Days in each range. */
  days: number;
}

function dayNumber(day: string): number {
  return Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

/** The UTC day `offset` days after `day`. */
export function addDays(day: string, offset: number): string {
  return new Date((dayNumber(day) + offset) * DAY_MS).toISOString().slice(0, 10);
}

/** Days from start to end, both included. */
export function daysIn(range: DayRange): number {
  return dayNumber(range.end) - dayNumber(range.start) + 1;
}

/** Every day of a range, in order. */
export function eachDay(range: DayRange): string[] {
  return Array.from({ length: daysIn(range) }, (_, index) => addDays(range.start, index));
}

/**
 * Checks a report's range and resolves its comparison: an end before its start is
 * `illegal_time_range`, more than REPORT_MAX_DAYS days `range_too_long`, a chosen comparison of
 * another length `compare_length`; `previous` is the range of equal length right before.
 */
export function resolvePeriods(range: ReportRange, compare: ReportCompare = { mode: 'none' }): Periods {
  const days = checkedDays(range);
  if (compare.mode === 'none') return { current: range, compare: null, days };
  if (compare.mode === 'previous') {
    return {
      current: range,
      compare: { start: addDays(range.start, -days), end: addDays(range.start, -1) },
      days,
    };
  }
  const chosen = { start: compare.start, end: compare.end };
  if (dayNumber(chosen.end) < dayNumber(chosen.start)) throw new AppError('illegal_time_range');
  if (daysIn(chosen) !== days) throw new AppError('compare_length', { params: { days } });
  return { current: range, compare: chosen, days };
}

/** A range's length in days, once it is known to be in order and not too long. */
export function checkedDays(range: DayRange): number {
  if (dayNumber(range.end) < dayNumber(range.start)) throw new AppError('illegal_time_range');
  const days = daysIn(range);
  if (days > REPORT_MAX_DAYS) throw new AppError('range_too_long', { params: { max: REPORT_MAX_DAYS } });
  return days;
}

/**
 * The catalogue entries of the asked keys (every key of the kind when none are asked), in the order
 * asked; a key the kind's catalogue does not hold is `unknown_metric`.
 */
export function metricsOf(kind: ReportKind, keys: readonly string[] | undefined): MetricDef[] {
  const defs = metricDefs(kind);
  if (keys === undefined) return [...defs.values()];
  return [...new Set(keys)].map((key) => {
    const def = defs.get(key);
    if (!def) throw new AppError('unknown_metric', { params: { key } });
    return def;
  });
}

/** A sort key: `published_at`, or a metric of the kind (else `unknown_metric`). */
export function sortMetric(kind: ReportKind, key: string, extra: readonly string[] = []): MetricDef | null {
  if (key === 'published_at' || extra.includes(key)) return null;
  const def = metricDefs(kind).get(key);
  if (!def) throw new AppError('unknown_metric', { params: { key } });
  return def;
}

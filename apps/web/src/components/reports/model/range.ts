import { REPORT_MAX_DAYS, type ReportCompare, type ReportRange, reportDaySchema } from '@herald/contract';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** Report days are UTC days (decision 0017): every preset is counted in UTC. */
const DAY = 'YYYY-MM-DD';

export const rangePresets = ['7d', '28d', '90d', 'this_month', 'last_month'] as const;
export type RangePreset = (typeof rangePresets)[number];

/** Today as a report day. */
export function today(): Dayjs {
  return dayjs.utc().startOf('day');
}

const span = (start: Dayjs, end: Dayjs): ReportRange => ({ start: start.format(DAY), end: end.format(DAY) });

/** The range a preset names, ending today (or, for last month, that whole month). */
export function presetRange(preset: RangePreset, now: Dayjs = today()): ReportRange {
  switch (preset) {
    case '7d':
      return span(now.subtract(6, 'day'), now);
    case '28d':
      return span(now.subtract(27, 'day'), now);
    case '90d':
      return span(now.subtract(89, 'day'), now);
    case 'this_month':
      return span(now.startOf('month'), now);
    case 'last_month': {
      const month = now.subtract(1, 'month');
      return span(month.startOf('month'), month.endOf('month').startOf('day'));
    }
    default:
      return preset satisfies never;
  }
}

/** Which preset a range is, if any (so the picker shows the preset's name). */
export function presetOf(range: ReportRange, now: Dayjs = today()): RangePreset | null {
  return rangePresets.find((preset) => sameRange(presetRange(preset, now), range)) ?? null;
}

export function sameRange(a: ReportRange, b: ReportRange): boolean {
  return a.start === b.start && a.end === b.end;
}

const day = (text: string) => dayjs.utc(text);

/** Days of a range, both ends included (0 or less when the end is before the start). */
export function rangeDays(range: ReportRange): number {
  return day(range.end).diff(day(range.start), 'day') + 1;
}

/** Why a range cannot be read (SPEC §5 "illegal time range"), or null when it can. */
export type RangeProblem = 'order' | 'too_long';
export function rangeProblem(range: ReportRange): RangeProblem | null {
  const days = rangeDays(range);
  if (days < 1) return 'order';
  if (days > REPORT_MAX_DAYS) return 'too_long';
  return null;
}

/** The range of equal length just before `range` (what "previous period" compares with). */
export function previousRange(range: ReportRange): ReportRange {
  const days = rangeDays(range);
  const end = day(range.start).subtract(1, 'day');
  return span(end.subtract(days - 1, 'day'), end);
}

/** Why a comparison cannot be used with `range`: a chosen range must have the same length. */
export type CompareProblem = RangeProblem | 'length';
export function compareProblem(range: ReportRange, compare: ReportCompare): CompareProblem | null {
  if (compare.mode !== 'custom') return null;
  const own = rangeProblem(compare);
  if (own) return own;
  return rangeDays(compare) === rangeDays(range) ? null : 'length';
}

/** The compared range as days, or null when nothing is compared. */
export function comparedRange(range: ReportRange, compare: ReportCompare): ReportRange | null {
  if (compare.mode === 'none') return null;
  return compare.mode === 'previous' ? previousRange(range) : { start: compare.start, end: compare.end };
}

/** A report day as a dayjs for the pickers, and back. */
export const pickerDay = (text: string): Dayjs => dayjs(text);
export const fromPicker = (value: Dayjs): string => value.format(DAY);

const isDay = (text: string) => reportDaySchema.safeParse(text).success;

/** The range a link opened the screen with (?start=&end=, from a group report's row), if any. */
export function rangeFromQuery(query: URLSearchParams): { range: ReportRange } | Record<string, never> {
  const start = query.get('start');
  const end = query.get('end');
  return start && end && isDay(start) && isDay(end) ? { range: { start, end } } : {};
}

/** Positive whole ids a link names under `key` (?label_id=3&label_id=4). */
export function idsFromQuery(query: URLSearchParams, key: string): number[] {
  return query
    .getAll(key)
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

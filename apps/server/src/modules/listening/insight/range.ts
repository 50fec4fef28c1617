import type { ListenRange } from '@herald/contract';
import { REPORT_MAX_DAYS } from '@herald/contract';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { AppError } from '../../../http/errors.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Ranges up to this long are charted by the hour, longer ones by UTC day. */
const HOURLY_MAX_MS = 3 * DAY_MS;

/** A checked range: instants, start included and end excluded. */
export interface Span {
  start: Date;
  end: Date;
}

export type Granularity = 'hour' | 'day';

/**
 * A topic range as the reports check theirs: an end not after its start is `illegal_time_range`,
 * more than REPORT_MAX_DAYS days `range_too_long`.
 */
export function checkedSpan(range: ListenRange): Span {
  const start = new Date(range.start);
  const end = new Date(range.end);
  if (end.getTime() <= start.getTime()) throw new AppError('illegal_time_range');
  if (end.getTime() - start.getTime() > REPORT_MAX_DAYS * DAY_MS)
    throw new AppError('range_too_long', { params: { max: REPORT_MAX_DAYS } });
  return { start, end };
}

/** The range of equal length right before. */
export function previousSpan(span: Span): Span {
  const length = span.end.getTime() - span.start.getTime();
  return { start: new Date(span.start.getTime() - length), end: span.start };
}

/** Hours for ranges up to 3 days, else UTC days. */
export function granularityOf(span: Span): Granularity {
  return span.end.getTime() - span.start.getTime() <= HOURLY_MAX_MS ? 'hour' : 'day';
}

/** Every bucket's start from the one holding the range's start to the last before its end. */
export function bucketsOf(span: Span, granularity: Granularity): Date[] {
  const step = granularity === 'hour' ? HOUR_MS : DAY_MS;
  const first = Math.floor(span.start.getTime() / step) * step;
  const starts: Date[] = [];
  for (let at = first; at < span.end.getTime(); at += step) starts.push(new Date(at));
  return starts;
}

/** A time column's bucket in UTC. */
export function bucketSql(column: SQLWrapper, granularity: Granularity): SQL {
  return sql`date_trunc(${granularity}, ${column}, 'UTC')`;
}

/** A time column within the span (start included, end excluded). */
export function withinSql(column: SQLWrapper, span: Span): SQL {
  return sql`${column} >= ${span.start.toISOString()}::timestamptz and ${column} < ${span.end.toISOString()}::timestamptz`;
}

import { WEEK_START_DAY } from '@herald/contract';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** How close the chart looks: a cell per day, per week or per month. */
export const zooms = ['day', 'week', 'month'] as const;
export type Zoom = (typeof zooms)[number];

/** The unit the chart measures bars in: hours at day zoom (bars start at their hour), days otherwise. */
export type LengthUnit = 'hour' | 'day';

export interface ZoomLevel {
  /** One cell of the lower scale. */
  cell: 'day' | 'week' | 'month';
  /** What one screen of the chart covers, and what prev/next move by. */
  span: 'month' | 'quarter' | 'year';
  lengthUnit: LengthUnit;
  /** Pixels of one cell. */
  cellWidth: number;
}

export const zoomLevels: Readonly<Record<Zoom, ZoomLevel>> = {
  day: { cell: 'day', span: 'month', lengthUnit: 'hour', cellWidth: 44 },
  week: { cell: 'week', span: 'quarter', lengthUnit: 'day', cellWidth: 88 },
  month: { cell: 'month', span: 'year', lengthUnit: 'day', cellWidth: 110 },
};

/** A calendar day, `YYYY-MM-DD`: where the chart is anchored (in the viewer's zone). */
export type Day = string;
const DAY = 'YYYY-MM-DD';

export function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).format(DAY) === value;
}

/** Today as the viewer's clock reads it. */
export function todayIn(zone: string, now: Date = new Date()): Day {
  return dayjs(now).tz(zone).format(DAY);
}

/** The range a chart shows: from its first cell's start (included) to its last cell's end (excluded). */
export interface ChartRange {
  start: Date;
  end: Date;
}

function startOfWeek(day: Dayjs): Dayjs {
  return day.subtract((day.day() - WEEK_START_DAY + 7) % 7, 'day');
}

/**
 * The range shown at `zoom` around `anchor`, in `zone`: the anchor's month by days, its quarter by whole
 * weeks (the week start of SPEC §9), or its year by months. Computed on wall-clock days of the zone, so a
 * month is a month there whatever its DST changes; the instants are what the server is asked for.
 */
export function rangeOf(anchor: Day, zoom: Zoom, zone: string): ChartRange {
  const day = dayjs.tz(anchor, zone);
  let from: Dayjs;
  let to: Dayjs;
  switch (zoomLevels[zoom].span) {
    case 'month':
      from = day.startOf('month');
      to = from.add(1, 'month');
      break;
    case 'quarter': {
      const quarterStart = dayjs.tz(`${day.year()}-${pad(Math.floor(day.month() / 3) * 3 + 1)}-01`, zone);
      const quarterEnd = quarterStart.add(3, 'month');
      from = startOfWeek(quarterStart);
      const lastWeek = startOfWeek(quarterEnd);
      to = lastWeek.isBefore(quarterEnd) ? lastWeek.add(7, 'day') : lastWeek;
      break;
    }
    case 'year':
      from = day.startOf('year');
      to = from.add(1, 'year');
      break;
    default:
      return zoomLevels[zoom].span satisfies never;
  }
  return { start: wallStart(from, zone), end: wallStart(to, zone) };
}

/** The instant a zone's clock reads midnight of that day (re-read, so a DST change in between is honoured). */
function wallStart(day: Dayjs, zone: string): Date {
  return dayjs.tz(day.format(DAY), zone).toDate();
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The anchor one span earlier (-1) or later (+1): prev/next. */
export function shiftAnchor(anchor: Day, zoom: Zoom, direction: -1 | 1): Day {
  const day = dayjs(anchor);
  switch (zoomLevels[zoom].span) {
    case 'month':
      return day.add(direction, 'month').format(DAY);
    case 'quarter':
      return day.add(3 * direction, 'month').format(DAY);
    case 'year':
      return day.add(direction, 'year').format(DAY);
    default:
      return zoomLevels[zoom].span satisfies never;
  }
}

/** The quarter (1–4) a day is in. */
export function quarterOf(anchor: Day): number {
  return Math.floor(dayjs(anchor).month() / 3) + 1;
}

/**
 * Where `now` sits across the drawn range, from 0 (its start) to 1 (its end), or null outside it: the
 * today line. Linear in time, so on a day of a DST change it may sit up to an hour's width aside.
 */
export function nowFraction(drawn: ChartRange, now: Date): number | null {
  const span = drawn.end.getTime() - drawn.start.getTime();
  const at = now.getTime() - drawn.start.getTime();
  if (span <= 0 || at < 0 || at > span) return null;
  return at / span;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many cells of its zoom a range holds (whole days, weeks or months; DST days count as one). */
export function cellCount(range: ChartRange, zoom: Zoom): number {
  const span = range.end.getTime() - range.start.getTime();
  switch (zoomLevels[zoom].cell) {
    case 'day':
      return Math.max(1, Math.round(span / DAY_MS));
    case 'week':
      return Math.max(1, Math.round(span / (7 * DAY_MS)));
    case 'month':
      return Math.max(1, Math.round(span / (30.436875 * DAY_MS)));
    default:
      return zoomLevels[zoom].cell satisfies never;
  }
}

/**
 * The width of one cell: the zoom's own, or wider so the range fills the chart's room. The gantt would
 * otherwise draw empty cells past the range, where tasks were never asked for.
 */
export function cellWidthFor(range: ChartRange, zoom: Zoom, room: number): number {
  return Math.max(zoomLevels[zoom].cellWidth, Math.ceil(room / cellCount(range, zoom)));
}

/** An instant (or a gantt Date) as the clock of `zone` reads it, in a dayjs pattern of the console's language. */
export function formatIn(instant: string | Date, zone: string, pattern: string): string {
  return dayjs(instant).tz(zone).format(pattern);
}

/** How far before today the chart opens: two cells, so today is not at the very edge. */
const LEAD_DAYS: Readonly<Record<Zoom, number>> = { day: 2, week: 14, month: 61 };

/** Where a range opens: a little before now when it holds now, else at its start. */
export function scrollTarget(range: ChartRange, zoom: Zoom, now: Date): Date {
  if (nowFraction(range, now) === null) return range.start;
  const lead = new Date(now.getTime() - LEAD_DAYS[zoom] * DAY_MS);
  return lead < range.start ? range.start : lead;
}

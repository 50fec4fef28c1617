import type { IScaleConfig } from '@svar-ui/react-gantt';
import { wallOf } from '../../../../lib/zone.js';
import { formatIn, type Zoom } from '../model/zoom.js';

/** dayjs patterns of the scale's cells, per language (assignGantt.formats). */
export interface ScaleFormats {
  month: string;
  monthCell: string;
  week: string;
  day: string;
  year: string;
  deadline: string;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Whether the cell of `unit` starting at `date` holds `now`, on the clock of `zone`. */
export function holdsNow(
  unit: 'day' | 'week' | 'month' | 'year',
  date: Date,
  now: Date,
  zone: string,
): boolean {
  const cell = wallOf(date, zone);
  const today = wallOf(now, zone);
  switch (unit) {
    case 'day':
      return cell.slice(0, 10) === today.slice(0, 10);
    case 'week':
      return now.getTime() >= date.getTime() && now.getTime() < date.getTime() + WEEK_MS;
    case 'month':
      return cell.slice(0, 7) === today.slice(0, 7);
    case 'year':
      return cell.slice(0, 4) === today.slice(0, 4);
    default:
      return unit satisfies never;
  }
}

/**
 * The two scales of each zoom (month over days, month over weeks, year over months), labelled in the
 * console's language on the viewer's clock; the cell holding today is marked.
 */
export function chartScales(zoom: Zoom, formats: ScaleFormats, zone: string, now: Date): IScaleConfig[] {
  const label = (pattern: string) => (date: Date) => formatIn(date, zone, pattern);
  const today = (unit: 'day' | 'week' | 'month') => (date: Date) =>
    holdsNow(unit, date, now, zone) ? 'herald-gantt-today' : '';
  switch (zoom) {
    case 'day':
      return [
        { unit: 'month', step: 1, format: label(formats.month) },
        { unit: 'day', step: 1, format: label(formats.day), css: today('day') },
      ];
    case 'week':
      return [
        { unit: 'month', step: 1, format: label(formats.month) },
        { unit: 'week', step: 1, format: label(formats.week), css: today('week') },
      ];
    case 'month':
      return [
        { unit: 'year', step: 1, format: label(formats.year) },
        { unit: 'month', step: 1, format: label(formats.monthCell), css: today('month') },
      ];
    default:
      return zoom satisfies never;
  }
}

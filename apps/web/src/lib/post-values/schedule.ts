import { SCHEDULE_LEAD_MINUTES } from '@herald/contract';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(customParseFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

/** How the form keeps a scheduled time: the wall clock the user picked, read in the chosen zone. */
export const WALL_CLOCK = 'YYYY-MM-DDTHH:mm';

/** The browser's IANA zone, the default of a new schedule. */
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every zone the browser knows, with the chosen one first listed if the browser lacks it. */
export function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = known.includes('UTC') ? [...known] : [...known, 'UTC'];
  return zones.includes(current) ? zones : [current, ...zones];
}

/** The instant of a wall-clock time in a zone, as the contract sends it; null when it is not a time. */
export function instantOf(wallClock: string | null, zone: string): string | null {
  if (!wallClock) return null;
  try {
    const time = dayjs.tz(wallClock, WALL_CLOCK, zone);
    return time.isValid() ? time.toISOString() : null;
  } catch (error) {
    // An unknown zone name throws inside Intl; the form reports the zone instead of a time.
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** The wall clock of an instant in a zone (for a saved schedule opened again). */
export function wallClockOf(iso: string, zone: string): string {
  return dayjs(iso).tz(zone).format(WALL_CLOCK);
}

/**
 * A first suggestion when the user switches to a schedule: an hour ahead (well past the 30-minute
 * lead), on the next quarter hour, in the zone's own wall clock.
 */
export function suggestedWallClock(zone: string, now: Dayjs = dayjs()): string {
  const ahead = now.add(SCHEDULE_LEAD_MINUTES * 2, 'minute');
  const rounded = ahead
    .add((15 - (ahead.minute() % 15)) % 15, 'minute')
    .second(0)
    .millisecond(0);
  return rounded.tz(zone).format(WALL_CLOCK);
}

/** The same instant as the browser's clock shows it, when the chosen zone is another one. */
export function inBrowserZone(iso: string | null, zone: string): string | null {
  if (!iso || zone === browserZone()) return null;
  return dayjs(iso).format('YYYY-MM-DD HH:mm');
}

import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * A wall-clock time without a zone, `YYYY-MM-DDTHH:mm:ss`: what a clock in some zone reads. The
 * calendar works in wall-clock times of the zone it shows, so an instant is turned into one before
 * it is placed and back into an instant (in that zone, with that date's offset) when it is moved.
 */
export type WallTime = string;

const WALL = 'YYYY-MM-DDTHH:mm:ss';

/** The zone this browser runs in (the viewer's). */
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Every named zone the browser knows, for pickers; the browser's own first when missing from the list. */
export function knownZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  const own = browserZone();
  return zones.includes(own) ? zones : [own, ...zones];
}

/** What a clock in `zone` reads at `instant`. */
export function wallOf(instant: string | Date, zone: string): WallTime {
  return dayjs(instant).tz(zone).format(WALL);
}

/** The instant at which a clock in `zone` reads `wall` (ISO, UTC). */
export function instantOf(wall: WallTime, zone: string): string {
  return dayjs.tz(wall, zone).toISOString();
}

/**
 * The calendar is told its zone is UTC and given wall-clock times dressed as UTC instants (FullCalendar's
 * "UTC coercion"), so its Dates read, in UTC, the wall clock of the zone shown.
 */
export function coercedDate(wall: WallTime): Date {
  return new Date(`${wall}Z`);
}

export function wallOfCoerced(date: Date): WallTime {
  return date.toISOString().slice(0, 19);
}

/**
 * Where a calendar entry that starts at `wall` ends: `minutes` later, but never past midnight, so a
 * post at 23:45 does not also show on the next day.
 */
export function entryEnd(wall: WallTime, minutes: number): WallTime {
  const start = dayjs.utc(wall);
  const end = start.add(minutes, 'minute');
  const midnight = start.add(1, 'day').startOf('day');
  return (end.isAfter(midnight) ? midnight : end).format(WALL);
}

/** An instant as `YYYY-MM-DD HH:mm` in a zone. */
export function formatInZone(instant: string, zone: string): string {
  return dayjs(instant).tz(zone).format('YYYY-MM-DD HH:mm');
}

/** Whether a zone shows the same wall-clock time as the viewer's at that instant (no second time needed). */
export function sameClock(instant: string, zone: string, other: string): boolean {
  return wallOf(instant, zone) === wallOf(instant, other);
}

/** A dayjs value whose fields read the wall clock of `zone` at `instant`, for pickers that know no zones. */
export function pickerValueOf(instant: string, zone: string): dayjs.Dayjs {
  return dayjs(wallOf(instant, zone));
}

/** The instant a picker's value means when read as a wall-clock time in `zone`. */
export function instantOfPicker(value: dayjs.Dayjs, zone: string): string {
  return instantOf(value.format(WALL), zone);
}

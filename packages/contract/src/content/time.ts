/**
 * Wall-clock times in a named time zone and the instants they stand for. A schedule is chosen as a
 * wall time in a zone ("10:00 in Shanghai") and stored as the instant plus the zone.
 */

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The zone's offset from UTC at an instant, in minutes (east positive). */
export function zoneOffsetMinutes(instant: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a wall time (`YYYY-MM-DDTHH:mm[:ss]`) in a zone stands for. Across a DST change: a time
 * that occurs twice (clocks back) is its first occurrence; a time that does not exist (clocks forward)
 * moves forward by the gap, as clocks do.
 */
export function instantOf(wall: string, zone: string): Date {
  const match = WALL.exec(wall);
  if (!match) throw new Error(`not a wall time: ${wall}`);
  const [, y, mo, d, h, mi, s] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, Number.isNaN(s) ? 0 : s);
  // The offsets in force a day either side bracket any change at this wall time.
  const before = zoneOffsetMinutes(new Date(asUtc - 86_400_000), zone);
  const after = zoneOffsetMinutes(new Date(asUtc + 86_400_000), zone);
  const candidates = [...new Set([before, after])]
    .map((offset) => asUtc - offset * 60_000)
    .filter((instant) => zoneOffsetMinutes(new Date(instant), zone) * 60_000 === asUtc - instant)
    .sort((a, b) => a - b);
  const first = candidates[0];
  if (first !== undefined) return new Date(first);
  // In the gap: the wall time read with the offset before the change lands after it.
  return new Date(asUtc - before * 60_000);
}

/** The wall time (`YYYY-MM-DDTHH:mm`) an instant shows in a zone. */
export function wallTimeOf(instant: Date, zone: string): string {
  const shifted = new Date(instant.getTime() + zoneOffsetMinutes(instant, zone) * 60_000);
  return shifted.toISOString().slice(0, 16);
}

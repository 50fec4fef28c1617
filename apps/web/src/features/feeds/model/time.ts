import dayjs from 'dayjs';

const units: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/**
 * "5 minutes ago", "yesterday" in the console's language, up to a week back; older items read as a
 * date, which says more than "3 weeks ago" in a working list.
 */
export function relativeTime(iso: string, now: number, locale: string): string {
  let amount = Math.round((Date.parse(iso) - now) / 1000);
  for (const [unit, size] of units) {
    if (Math.abs(amount) < size) {
      // Under a minute reads as "now": a ticking count of seconds says nothing more.
      if (unit === 'second') amount = 0;
      return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(amount, unit);
    }
    amount = Math.round(amount / size);
  }
  const date = dayjs(iso);
  return date.format(date.year() === dayjs(now).year() ? 'MM-DD HH:mm' : 'YYYY-MM-DD');
}

/** The full time in the viewer's zone, named, for the hover title. */
export function fullTime(iso: string): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return `${dayjs(iso).format('YYYY-MM-DD HH:mm:ss')} (${zone})`;
}

/** Time left until `iso`, as hours and minutes ("3 h 20 min"); null once it has passed. */
export function timeLeft(iso: string, now: number): { hours: number; minutes: number } | null {
  const ms = Date.parse(iso) - now;
  if (ms <= 0) return null;
  const minutes = Math.floor(ms / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

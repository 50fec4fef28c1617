import { int, type Params, str } from '../../core/params.js';
import type { AuthedCall } from './routing.js';
import type { View } from './views.js';

/** One page of a listing: `limit` (25 by default, at most 100) after or before a fullname. */
export function pageOf<T>(items: readonly T[], params: Params, nameOf: (item: T) => string) {
  const asked = int(params, 'limit');
  const limit = asked === undefined || Number.isNaN(asked) ? 25 : Math.min(100, Math.max(1, asked));
  const after = str(params, 'after');
  const before = str(params, 'before');
  let start = 0;
  let end = Math.min(items.length, limit);
  if (after) {
    const index = items.findIndex((item) => nameOf(item) === after);
    start = index === -1 ? items.length : index + 1;
    end = Math.min(items.length, start + limit);
  } else if (before) {
    const index = items.findIndex((item) => nameOf(item) === before);
    end = index === -1 ? 0 : index;
    start = Math.max(0, end - limit);
  }
  const page = items.slice(start, end);
  const first = page[0];
  const last = page[page.length - 1];
  return {
    page,
    after: last !== undefined && end < items.length ? nameOf(last) : null,
    before: first !== undefined && start > 0 ? nameOf(first) : null,
  };
}

const PERIODS: Record<string, number> = {
  hour: 3_600_000,
  day: 86_400_000,
  week: 7 * 86_400_000,
  month: 30 * 86_400_000,
  year: 365 * 86_400_000,
};

/** The start of a listing's `t` period (hour, day, week, month, year, all). */
export function periodStart(params: Params, now: number, fallback = 'all'): number {
  const period = PERIODS[str(params, 't') ?? fallback];
  return period === undefined ? 0 : now - period;
}

export const viewOf = (call: AuthedCall): View => ({
  state: call.state,
  now: call.now,
  viewer: call.user,
  raw: call.raw,
});

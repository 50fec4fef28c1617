import { DAY } from './clock.js';
import type { Rng } from './prng.js';

/** How arrivals after a publication are spaced: a first one within seconds, then ever sparser. */
export interface Pacing {
  /** Range of the delay before the first arrival, in seconds. */
  firstSeconds: readonly [number, number];
  /** Base gap between arrivals (ms), multiplied by `growth` after each one. */
  spacingMs: number;
  growth: number;
}

/** A burst in the first minutes, then arrivals over about two days: counts grow, then saturate. */
export const BURST_THEN_SPARSE: Pacing = { firstSeconds: [45, 240], spacingMs: 150_000, growth: 1.9 };

/**
 * `count` arrivals after `start`, each described by `make` (called in order, drawing from the same
 * `rng` between the timing draws, so a plan is fixed by the stream it is given).
 */
export function scheduleArrivals<T>(
  rng: Rng,
  start: number,
  count: number,
  make: (index: number) => T,
  pacing: Pacing = BURST_THEN_SPARSE,
): Array<T & { at: number }> {
  const planned: Array<T & { at: number }> = [];
  let offset = rng.float(pacing.firstSeconds[0], pacing.firstSeconds[1]) * 1000;
  for (let index = 0; index < count; index++) {
    planned.push({ ...make(index), at: start + Math.round(offset) });
    offset += rng.float(0.5, 1.5) * pacing.spacingMs * pacing.growth ** index;
  }
  return planned;
}

/**
 * Materialises the planned arrivals due at `now`, in order: `done` of them were already made. Returns
 * the new count of materialised arrivals.
 */
export function arriveDue<T extends { at: number }>(
  plan: readonly T[],
  done: number,
  now: number,
  create: (item: T, index: number) => void,
): number {
  let count = done;
  for (let next = plan[count]; next && next.at <= now; next = plan[count]) {
    create(next, count);
    count += 1;
  }
  return count;
}

/**
 * Brings the plan kept under `key` up to `now`: its due arrivals are made and `arrived` counts them,
 * so each is made once however often the world is advanced.
 */
export function arriveKeyed<T extends { at: number }>(
  arrived: Map<string, number>,
  key: string,
  plan: readonly T[],
  now: number,
  create: (item: T, index: number) => void,
): void {
  arrived.set(key, arriveDue(plan, arrived.get(key) ?? 0, now, create));
}

/** A per-state memo of arrival plans by key (plans are fixed by the seed, so they are computed once). */
export function planCache<S extends object, T>(): (state: S, key: string, make: () => T[]) => T[] {
  const plans = new WeakMap<S, Map<string, T[]>>();
  return (state, key, make) => {
    let byKey = plans.get(state);
    if (!byKey) {
      byKey = new Map();
      plans.set(state, byKey);
    }
    let plan = byKey.get(key);
    if (!plan) {
      plan = make();
      byKey.set(key, plan);
    }
    return plan;
  };
}

/** The UTC day (days since the epoch) an instant falls on. */
export const dayOf = (ms: number): number => Math.floor(ms / DAY);

/** `count` arrivals at times drawn over one UTC day, in time order (`make` draws from the same `rng`). */
export function spreadOverDay<T>(
  rng: Rng,
  day: number,
  count: number,
  make: () => T,
): Array<T & { at: number }> {
  return Array.from({ length: count }, () => ({ at: Math.round((day + rng.next()) * DAY), ...make() })).sort(
    (a, b) => a.at - b.at,
  );
}

/**
 * Brings day-by-day plans up to `now`: for every UTC day from `firstDay` to the day of `now`, the due
 * arrivals of `plan(day)` are made, counted in `arrived` under `{kind}:{day}`. `create` gets the item,
 * its index within the day and the day, so ids drawn from them do not depend on when it materialises.
 */
export function arriveDaily<T extends { at: number }>(
  arrived: Map<string, number>,
  kind: string,
  firstDay: number,
  now: number,
  plan: (day: number) => readonly T[],
  create: (item: T, index: number, day: number) => void,
): void {
  for (let day = firstDay; day <= dayOf(now); day++) {
    arriveKeyed(arrived, `${kind}:${day}`, plan(day), now, (item, index) => create(item, index, day));
  }
}

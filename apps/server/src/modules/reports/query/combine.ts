import type { MetricDef, MetricNaType, MetricValue } from '@herald/contract';

/**
 * The raw material of a figure over a set of rows (posts, account days, rollup rows, inbox items):
 * every stored key summed (a `mean` key also counts its rows under `key#n`, as the rollups store it),
 * and, per key, how many rows could not give it and why. Every report combines rows into tallies and
 * reads its figures from them through the catalogue, so a figure means the same on every screen.
 */
export interface Tally {
  sums: Map<string, number>;
  na: Map<string, Map<MetricNaType, number>>;
}

export function emptyTally(): Tally {
  return { sums: new Map(), na: new Map() };
}

/**
 * The catalogue entries a tally must sum to figure the asked metrics: each asked key, and a ratio's
 * numerator and denominator. Summing only these keeps a report's cost to the columns it shows.
 */
export function talliedDefs(
  catalogue: ReadonlyMap<string, MetricDef>,
  asked: readonly MetricDef[],
): Map<string, MetricDef> {
  const keys = new Set(
    asked.flatMap((def) => (def.agg === 'ratio' && def.ratio ? [def.ratio.num, def.ratio.den] : [def.key])),
  );
  return new Map([...catalogue].filter(([key]) => keys.has(key)));
}

/** The count key a `mean` metric's sum is divided by. */
export const countKey = (key: string) => `${key}#n`;

export function addSum(tally: Tally, key: string, amount: number): void {
  tally.sums.set(key, (tally.sums.get(key) ?? 0) + amount);
}

export function addNa(tally: Tally, key: string, type: MetricNaType, rows = 1): void {
  const counts = tally.na.get(key) ?? new Map<MetricNaType, number>();
  counts.set(type, (counts.get(type) ?? 0) + rows);
  tally.na.set(key, counts);
}

/** Adds `part` into `into` (key by key, reasons by reason). */
export function mergeInto(into: Tally, part: Tally): Tally {
  for (const [key, amount] of part.sums) addSum(into, key, amount);
  for (const [key, counts] of part.na) for (const [type, rows] of counts) addNa(into, key, type, rows);
  return into;
}

/** The tallies combined into a new one. */
export function mergeTallies(parts: Iterable<Tally>): Tally {
  const total = emptyTally();
  for (const part of parts) mergeInto(total, part);
  return total;
}

/**
 * One post's stored metrics as a tally: each value as its own sum, and a `mean` key counted once, so
 * that adding posts' tallies gives what the rollups hold.
 */
export function tallyOfPost(
  defs: ReadonlyMap<string, MetricDef>,
  metrics: Readonly<Record<string, number>>,
  na: Readonly<Record<string, MetricNaType>>,
): Tally {
  const tally = emptyTally();
  for (const [key, value] of Object.entries(metrics)) {
    addSum(tally, key, value);
    if (defs.get(key)?.agg === 'mean') addSum(tally, countKey(key), 1);
  }
  for (const [key, type] of Object.entries(na)) if (!(key in metrics)) addNa(tally, key, type);
  return tally;
}

/**
 * A metric's figure from a tally, in stored units: `sum` and `last` as summed (a `last` key is summed
 * over accounts from each account's level at the range's end); `mean` as the sum over the rows that
 * had one; `ratio` as num/den in 1/10000. Null when no row gave it (or a ratio's denominator is 0).
 */
export function figure(def: MetricDef, tally: Tally): number | null {
  if (def.agg === 'ratio' && def.ratio) {
    const num = tally.sums.get(def.ratio.num);
    const den = tally.sums.get(def.ratio.den);
    if (num === undefined || den === undefined || den === 0) return null;
    return Math.round((num * 10_000) / den);
  }
  const sum = tally.sums.get(def.key);
  if (sum === undefined) return null;
  if (def.agg !== 'mean') return sum;
  const rows = tally.sums.get(countKey(def.key)) ?? 0;
  return rows > 0 ? Math.round(sum / rows) : null;
}

/**
 * Why a figure is missing: only when no row gave the value and some said why. Every row refusing it as
 * unsupported is `unsupport`; rows whose definitions differ make it `mismatch`; otherwise `unreach`.
 * A figure some rows give is the others' sum — rows that cannot give it do not blank it.
 */
export function naOf(def: MetricDef, tally: Tally): MetricNaType | null {
  if (figure(def, tally) !== null) return null;
  const keys = def.agg === 'ratio' && def.ratio ? [def.ratio.num, def.ratio.den] : [def.key];
  const types = new Set<MetricNaType>();
  for (const key of keys)
    if (!tally.sums.has(key)) for (const type of tally.na.get(key)?.keys() ?? []) types.add(type);
  if (types.size === 0) return null;
  if (types.has('mismatch')) return 'mismatch';
  return types.size === 1 && types.has('unsupport') ? 'unsupport' : 'unreach';
}

/** The highest figure of each metric among rows (null where no row has one). */
export function highestOf(defs: readonly MetricDef[], rows: Iterable<Tally>): Map<string, number | null> {
  const highest = new Map<string, number | null>(defs.map((def) => [def.key, null]));
  for (const row of rows) {
    for (const def of defs) {
      const value = figure(def, row);
      const best = highest.get(def.key) ?? null;
      if (value !== null && (best === null || value > best)) highest.set(def.key, value);
    }
  }
  return highest;
}

/** One metric's value against its comparison, as every report answers it. */
export function metricValue(
  def: MetricDef,
  current: Tally,
  compare: Tally | null,
  highest: number | null,
): MetricValue {
  return {
    type: def.type,
    value: figure(def, current),
    compare_value: compare ? figure(def, compare) : null,
    highest_value: highest,
    na_type: naOf(def, current),
  };
}

/** The asked metrics of a row or summary, by key. */
export function metricValues(
  defs: readonly MetricDef[],
  current: Tally,
  compare: Tally | null,
  highest: ReadonlyMap<string, number | null> | null,
): Record<string, MetricValue> {
  return Object.fromEntries(
    defs.map((def) => [def.key, metricValue(def, current, compare, highest?.get(def.key) ?? null)]),
  );
}

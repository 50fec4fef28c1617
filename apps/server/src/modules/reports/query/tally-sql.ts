import type { MetricDef, MetricNaType } from '@herald/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { rowsOf } from '../../../db/rows.js';
import { addNa, addSum, countKey, emptyTally, type Tally } from './combine.js';
import { addDays, type DayRange, type Periods } from './period.js';

/** 0 for the report's range, 1 for the compared one. */
export type PeriodIndex = 0 | 1;

/** A group's tallies over both ranges, and how many rows (posts) each had. */
export interface GroupTally {
  tallies: [Tally, Tally];
  posts: [number, number];
  /** The highest single row's value of each stored key in the report's range. */
  highest: Map<string, number>;
}

const range = (column: SQL, days: DayRange, time: boolean): SQL =>
  time
    ? sql`(${column} >= ${days.start}::timestamptz and ${column} < ${addDays(days.end, 1)}::timestamptz)`
    : sql`(${column} between ${days.start}::date and ${days.end}::date)`;

/**
 * The condition "in either range" on a day (`date`) or instant (`timestamptz`, UTC days) column, and
 * the expression saying which range a row is in — so both ranges are read by one indexed query.
 */
export function periodSql(column: SQL, periods: Periods, time: boolean): { within: SQL; period: SQL } {
  const current = range(column, periods.current, time);
  if (!periods.compare) return { within: current, period: sql`0` };
  const compare = range(column, periods.compare, time);
  return { within: sql`(${current} or ${compare})`, period: sql`(case when ${current} then 0 else 1 end)` };
}

/**
 * Tallies a source of rows by group and range, set-based: `source` selects `g` (the group, text),
 * `period` (0/1), `metrics` and `na` (jsonb maps) and `posts` (rows it stands for). Rows straight from
 * report_posts (`perPost`) count each `mean` key's rows; rollups carry that count already.
 */
export async function tallyGroups(
  db: DbOrTx,
  source: SQL,
  defs: ReadonlyMap<string, MetricDef>,
  perPost: boolean,
): Promise<Map<string, GroupTally>> {
  const result = await db.execute(sql`
    with src as (${source})
    select g, period, 'm' as part, e.key, sum(e.value::numeric)::float8 as total, count(*)::int as n,
      max(e.value::numeric)::float8 as hi
    from src cross join lateral jsonb_each_text(src.metrics) as e(key, value)
    group by g, period, e.key
    union all
    select g, period, 'na', e.key || ':' || e.value, 0, count(*)::int, null
    from src cross join lateral jsonb_each_text(src.na) as e(key, value)
    where not jsonb_exists(src.metrics, e.key)
    group by g, period, e.key, e.value
    union all
    select g, period, 'posts', '', sum(posts)::float8, count(*)::int, null from src group by g, period`);
  const groups = new Map<string, GroupTally>();
  for (const row of rowsOf(result)) {
    const g = String(row.g);
    let group = groups.get(g);
    if (!group) {
      group = { tallies: [emptyTally(), emptyTally()], posts: [0, 0], highest: new Map() };
      groups.set(g, group);
    }
    const period: PeriodIndex = Number(row.period) === 1 ? 1 : 0;
    const key = String(row.key);
    const tally = group.tallies[period];
    if (row.part === 'posts') group.posts[period] = Number(row.total);
    else if (row.part === 'na') {
      const at = key.lastIndexOf(':');
      addNa(tally, key.slice(0, at), key.slice(at + 1) as MetricNaType, Number(row.n));
    } else {
      addSum(tally, key, Number(row.total));
      if (perPost && defs.get(key)?.agg === 'mean') addSum(tally, countKey(key), Number(row.n));
      if (period === 0 && row.hi !== null) group.highest.set(key, Number(row.hi));
    }
  }
  return groups;
}

/** The tallies of one group (empty when the source had none of its rows). */
export function groupOf(groups: ReadonlyMap<string, GroupTally>, g: string): GroupTally {
  return groups.get(g) ?? { tallies: [emptyTally(), emptyTally()], posts: [0, 0], highest: new Map() };
}

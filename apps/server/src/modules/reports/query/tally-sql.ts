import type { MetricDef, MetricNaType } from '@herald/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { rowsOf } from '../../../db/rows.js';
import { addNa, addSum, countKey, emptyTally, mergeInto, type Tally } from './combine.js';
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

/** The summed, highest and counted columns of each stored key of a catalogue, by position. */
function storedColumns(defs: ReadonlyMap<string, MetricDef>, perPost: boolean) {
  const stored = [...defs.values()].filter((def) => def.agg !== 'ratio');
  const columns = stored.flatMap((def, index) => {
    const value = sql`(src.metrics ->> ${def.key})::numeric`;
    const parts = [
      sql`sum(${value})::float8 as ${sql.raw(`s${index}`)}`,
      sql`max(${value})::float8 as ${sql.raw(`h${index}`)}`,
    ];
    if (def.agg === 'mean') {
      // Posts count the rows that have the key; rollups and inbox tallies carry the count as key#n.
      const count = perPost
        ? sql`count(${value})`
        : sql`sum((src.metrics ->> ${countKey(def.key)})::numeric)`;
      parts.push(sql`${count}::float8 as ${sql.raw(`n${index}`)}`);
    }
    return parts;
  });
  return { stored, columns: sql.join(columns, sql`, `) };
}

/**
 * Tallies a source of rows by group and range, set-based: `source` selects `g` (the group, text),
 * `period` (0/1), `metrics` and `na` (jsonb maps) and `posts` (rows it stands for). Each stored key of
 * the catalogue is summed as its own column (no row per key), and the reasons are counted once per
 * distinct `na` map (a network's posts share a few). Rows straight from report_posts (`perPost`) count
 * each `mean` key's rows; rollups and inbox tallies carry that count already.
 */
export async function tallyGroups(
  db: DbOrTx,
  source: SQL,
  defs: ReadonlyMap<string, MetricDef>,
  perPost: boolean,
): Promise<Map<string, GroupTally>> {
  const { stored, columns } = storedColumns(defs, perPost);
  const result = await db.execute(sql`
    with src as materialized (${source}),
    sums as (select g, period, sum(posts)::float8 as posts, ${columns} from src group by g, period),
    reasons as (
      select g, period, jsonb_object_agg(reason, rows) as na from (
        select s.g, s.period, e.key || ':' || e.value as reason, sum(s.rows)::int as rows
        from (select g, period, na, count(*) as rows from src where na <> '{}'::jsonb group by g, period, na) s
        cross join lateral jsonb_each_text(s.na) as e(key, value)
        group by 1, 2, 3
      ) as counted group by g, period
    )
    select sums.*, reasons.na as reasons from sums left join reasons using (g, period)`);
  const groups = new Map<string, GroupTally>();
  for (const row of rowsOf(result)) {
    const group = groupOf(groups, String(row.g));
    groups.set(String(row.g), group);
    const period: PeriodIndex = Number(row.period) === 1 ? 1 : 0;
    const tally = group.tallies[period];
    group.posts[period] = Number(row.posts);
    stored.forEach((def, index) => {
      const total = row[`s${index}`];
      if (total === null || total === undefined) return;
      addSum(tally, def.key, Number(total));
      const count = row[`n${index}`];
      if (def.agg === 'mean' && count !== null && count !== undefined)
        addSum(tally, countKey(def.key), Number(count));
      const highest = row[`h${index}`];
      if (period === 0 && highest !== null && highest !== undefined)
        group.highest.set(def.key, Number(highest));
    });
    for (const [reason, rows] of Object.entries((row.reasons ?? {}) as Record<string, number>)) {
      const at = reason.lastIndexOf(':');
      addNa(tally, reason.slice(0, at), reason.slice(at + 1) as MetricNaType, rows);
    }
  }
  return groups;
}

/** The tallies of one group (empty when the source had none of its rows). */
export function groupOf(groups: ReadonlyMap<string, GroupTally>, g: string): GroupTally {
  return groups.get(g) ?? { tallies: [emptyTally(), emptyTally()], posts: [0, 0], highest: new Map() };
}

/** Adds one group's tallies into another's: sums and reasons added, posts added, highest kept. */
export function mergeGroup(into: GroupTally, part: GroupTally): GroupTally {
  mergeInto(into.tallies[0], part.tallies[0]);
  mergeInto(into.tallies[1], part.tallies[1]);
  into.posts[0] += part.posts[0];
  into.posts[1] += part.posts[1];
  for (const [key, value] of part.highest)
    into.highest.set(key, Math.max(value, into.highest.get(key) ?? value));
  return into;
}

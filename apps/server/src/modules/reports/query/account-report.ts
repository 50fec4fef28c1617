import {
  type AccountReport,
  type AccountReportInput,
  type MetricDef,
  type MetricNaType,
  type MetricValue,
  metricDefs,
  type Trend,
} from '@herald/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { rowsOf } from '../../../db/rows.js';
import {
  addNa,
  addSum,
  emptyTally,
  figure,
  highestOf,
  mergeTallies,
  metricValues,
  type Tally,
} from './combine.js';
import { eachDay, metricsOf, type Periods, resolvePeriods } from './period.js';
import { accountIn, type ReportAccounts, reportAccounts, type Viewer } from './scope.js';
import { periodSql } from './tally-sql.js';

const DEFAULT_TRENDS = ['followers', 'views', 'engagements'];

type PeriodTallies = Map<string, [Tally, Tally]>;

function talliesFor(map: PeriodTallies, key: string): [Tally, Tally] {
  let pair = map.get(key);
  if (!pair) {
    pair = [emptyTally(), emptyTally()];
    map.set(key, pair);
  }
  return pair;
}

/**
 * Account days tallied by `by` (the account, or the day) and range: `sum` keys summed, a `last` key
 * summed over accounts from each account's level on its latest day (per day, that day's levels), and
 * `posts_published` the posts the accounts published (the 'account' rollup).
 */
async function accountTallies(
  db: DbOrTx,
  accounts: ReportAccounts,
  periods: Periods,
  by: 'account' | 'day',
): Promise<PeriodTallies> {
  const stored = [...metricDefs('profile').values()].filter(
    (def) => def.agg !== 'ratio' && def.key !== 'posts_published',
  );
  const days = periodSql(sql`day`, periods, false);
  const group = by === 'account' ? sql`account_id::text` : sql`to_char(day, 'YYYY-MM-DD')`;
  // One column per key (no row per key of every day); a level per account is its latest day's.
  const columns = stored.map((def, index) => {
    const value = sql`(metrics ->> ${def.key})::numeric`;
    const figure =
      def.agg === 'last' && by === 'account'
        ? sql`(array_agg(${value} order by day desc) filter (where jsonb_exists(metrics, ${def.key})))[1]`
        : sql`sum(${value})`;
    return sql`${figure}::float8 as ${sql.raw(`k${index}`)}`;
  });
  const where = sql`game_id = ${accounts.gameId} and ${accountIn(sql`account_id`, accounts)} and ${days.within}`;
  const [metrics, posts] = await Promise.all([
    db.execute(sql`
      select ${group} as g, ${days.period} as period, ${sql.join(columns, sql`, `)}
      from account_metric_days where ${where} group by 1, 2`),
    db.execute(sql`
      select ${group} as g, ${days.period} as period, sum(posts)::float8 as posts
      from metric_rollups where dim = 'account' and ${where} group by 1, 2`),
  ]);
  const tallies: PeriodTallies = new Map();
  const tallyOf = (row: Record<string, unknown>) =>
    talliesFor(tallies, String(row.g))[Number(row.period) === 1 ? 1 : 0];
  for (const row of rowsOf(metrics)) {
    const tally = tallyOf(row);
    stored.forEach((def, index) => {
      const value = row[`k${index}`];
      if (value !== null && value !== undefined) addSum(tally, def.key, Number(value));
    });
  }
  for (const row of rowsOf(posts)) addSum(tallyOf(row), 'posts_published', Number(row.posts));
  return tallies;
}

/** Each account's reasons for the account metrics its network cannot give. */
async function accountNa(
  db: DbOrTx,
  accounts: ReportAccounts,
): Promise<Map<string, Record<string, MetricNaType>>> {
  const result = await db.execute(sql`
    select account_id::text as g, na from report_account_state
    where game_id = ${accounts.gameId} and ${accountIn(sql`account_id`, accounts)}`);
  return new Map(rowsOf(result).map((row) => [String(row.g), row.na as Record<string, MetricNaType>]));
}

function trendOf(def: MetricDef, periods: Periods, byDay: PeriodTallies): Trend {
  const days = eachDay(periods.current);
  const compareDays = periods.compare ? eachDay(periods.compare) : [];
  const at = (day: string | undefined, index: 0 | 1) => {
    const tally = day === undefined ? undefined : byDay.get(day)?.[index];
    return tally ? figure(def, tally) : null;
  };
  return {
    metric: def.key,
    days,
    values: days.map((day) => at(day, 0)),
    compare_values: periods.compare ? days.map((_, index) => at(compareDays[index], 1)) : [],
  };
}

/**
 * A level (followers) summed over accounts compares only when the same accounts have it in both
 * ranges: an account read for the first time this range (its network keeps no history) would show as
 * growth. The total then shows without a change rather than with a wrong one.
 */
function withoutUnevenLevels(
  defs: readonly MetricDef[],
  summary: Record<string, MetricValue>,
  rows: readonly { pair: readonly [Tally, Tally] }[],
): void {
  for (const def of defs) {
    const value = summary[def.key];
    if (def.agg !== 'last' || !value) continue;
    if (rows.some(({ pair }) => pair[0].sums.has(def.key) !== pair[1].sums.has(def.key)))
      summary[def.key] = { ...value, compare_value: null };
  }
}

/** The account report's figures: per account, in total, and the chosen daily trends. */
export async function accountReport(
  db: DbOrTx,
  viewer: Viewer,
  input: AccountReportInput,
): Promise<AccountReport> {
  const periods = resolvePeriods(input.range, input.compare);
  const trendDefs = metricsOf('profile', input.trend_metrics ?? DEFAULT_TRENDS);
  const defs = metricsOf('profile', undefined);
  const accounts = await reportAccounts(db, viewer, input);
  if (accounts.ids.length === 0) {
    const empty = emptyTally();
    return {
      summary: metricValues(defs, empty, periods.compare ? empty : null, null),
      accounts: [],
      trends: trendDefs.map((def) => trendOf(def, periods, new Map())),
      last_fetched_at: null,
    };
  }
  const [byAccount, byDay, na, fetched] = await Promise.all([
    accountTallies(db, accounts, periods, 'account'),
    accountTallies(db, accounts, periods, 'day'),
    accountNa(db, accounts),
    db.execute(sql`
      select to_char(max(last_fetched_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
      from report_account_state where game_id = ${accounts.gameId} and ${accountIn(sql`account_id`, accounts)}`),
  ]);
  const rows = accounts.ids.map((id) => {
    const pair = talliesFor(byAccount, String(id));
    for (const [key, type] of Object.entries(na.get(String(id)) ?? {})) addNa(pair[0], key, type);
    return { ref: accounts.byId.get(id), pair };
  });
  const highest = highestOf(
    defs,
    rows.map((row) => row.pair[0]),
  );
  const compared = periods.compare !== null;
  const summary = metricValues(
    defs,
    mergeTallies(rows.map((row) => row.pair[0])),
    compared ? mergeTallies(rows.map((row) => row.pair[1])) : null,
    highest,
  );
  if (compared) withoutUnevenLevels(defs, summary, rows);
  const lastFetched = rowsOf(fetched)[0]?.at;
  return {
    summary,
    accounts: rows.flatMap(({ ref, pair }) =>
      ref ? [{ ...ref, metrics: metricValues(defs, pair[0], compared ? pair[1] : null, highest) }] : [],
    ),
    trends: trendDefs.map((def) => trendOf(def, periods, byDay)),
    last_fetched_at: typeof lastFetched === 'string' ? lastFetched : null,
  };
}

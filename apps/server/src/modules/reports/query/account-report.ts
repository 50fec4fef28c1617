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
  const defs = metricDefs('profile');
  const lastKeys = [...defs.values()].filter((def) => def.agg === 'last').map((def) => def.key);
  const days = periodSql(sql`day`, periods, false);
  const group = by === 'account' ? sql`account_id::text` : sql`to_char(day, 'YYYY-MM-DD')`;
  const result = await db.execute(sql`
    select ${group} as g, ${days.period} as period, 'm' as part, e.key,
      sum(e.value::numeric)::float8 as total,
      ${by === 'account' ? sql`(array_agg(e.value::numeric order by day desc) filter (where e.key = any(${`{${lastKeys.join(',')}}`}::text[])))[1]::float8` : sql`null`} as last
    from account_metric_days cross join lateral jsonb_each_text(metrics) as e(key, value)
    where game_id = ${accounts.gameId} and ${accountIn(sql`account_id`, accounts)} and ${days.within}
    group by 1, 2, e.key
    union all
    select ${group}, ${days.period}, 'posts', 'posts_published', sum(posts)::float8, null
    from metric_rollups
    where game_id = ${accounts.gameId} and dim = 'account' and ${accountIn(sql`account_id`, accounts)}
      and ${days.within}
    group by 1, 2`);
  const tallies: PeriodTallies = new Map();
  for (const row of rowsOf(result)) {
    const pair = talliesFor(tallies, String(row.g));
    const key = String(row.key);
    const useLast = by === 'account' && lastKeys.includes(key);
    addSum(pair[Number(row.period) === 1 ? 1 : 0], key, Number(useLast ? row.last : row.total));
  }
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

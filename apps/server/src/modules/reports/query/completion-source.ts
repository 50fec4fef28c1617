import { completionMetricDefs } from '@herald/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { queryRows } from '../../../db/rows.js';
import { type AssignScope, countedTasks } from './assign-scope.js';
import { addSum } from './combine.js';
import type { Periods } from './period.js';
import { type GroupTally, groupOf, periodSql, tallyGroups } from './tally-sql.js';

/**
 * Where the completion figures come from: the summary (`g` ''), each receiver (`r<id>`) and each task
 * (`t<id>`), per range. Counted from the to-dos themselves, or — for a lead's whole game — from the
 * counters the database keeps per task and per receiver and deadline day (migration 0015,
 * docs/decisions/0022), which give the same figures.
 */
export interface CompletionSourceQuery {
  scope: AssignScope;
  periods: Periods;
  /** The to-dos counted, on `tasks tk join todos td` (the deadline's range aside). */
  where: SQL;
  /** Every counted to-do of the game (a lead, no label or receiver chosen): read from the counters. */
  whole: boolean;
}

/** The counts of a set of to-dos; a range without to-dos counts 0 of each, not "no value". */
export const countedKeys = ['todos', 'completed', 'rejected', 'pending', 'overdue', 'on_time'] as const;
type Counts = Record<(typeof countedKeys)[number], SQL>;

const asJson = (counts: Counts) =>
  sql`jsonb_build_object(${sql.join(
    countedKeys.map((key) => sql`${sql.raw(`'${key}'`)}, ${counts[key]}`),
    sql`, `,
  )})`;
const asColumns = (counts: Counts) =>
  sql.join(
    countedKeys.map((key) => sql`(${counts[key]})::int as ${sql.identifier(key)}`),
    sql`, `,
  );

/** Each to-do's outcome: overdue while pending past its deadline (also once the task expired), on time when completed by its deadline. */
const todoCounts: Counts = {
  todos: sql`count(*)`,
  completed: sql`count(*) filter (where x.status = 'completed')`,
  rejected: sql`count(*) filter (where x.status = 'rejected')`,
  pending: sql`count(*) filter (where x.status = 'pending')`,
  overdue: sql`count(*) filter (where x.overdue)`,
  on_time: sql`count(*) filter (where x.on_time)`,
};

/** The start of today (UTC): tallied days before it are past their deadline; the rest is read whole. */
const today = sql`(date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')`;

/** The query's to-dos due in either range (from today on only, with `fromToday`). */
function todosDue(query: CompletionSourceQuery, fromToday: boolean): SQL {
  const { within, period } = periodSql(sql`tk.deadline`, query.periods, true);
  return sql`(select tk.id as task_id, td.receiver_id, td.status, ${period} as period,
      td.status = 'pending' and tk.deadline < now() as overdue,
      td.status = 'completed' and td.completed_at <= tk.deadline as on_time
    from tasks tk join todos td on td.task_id = tk.id
    where ${query.where} and ${within}${fromToday ? sql` and tk.deadline >= ${today}` : sql``}) as x`;
}

/** The tally's rows (`g`, `period`, `na`, `posts`, `metrics`) counted from the to-dos, in one grouped read. */
function todoRows(query: CompletionSourceQuery): SQL {
  return sql`select
      case when grouping(x.receiver_id) = 0 then 'r' || x.receiver_id
        when grouping(x.task_id) = 0 then 't' || x.task_id else '' end as g,
      x.period, '{}'::jsonb as na, count(*)::int as posts, ${asJson(todoCounts)} as metrics
    from ${todosDue(query, false)}
    group by grouping sets ((x.period), (x.period, x.receiver_id), (x.period, x.task_id))`;
}

type CountRow = { g: string; period: number } & Record<(typeof countedKeys)[number], number>;

/**
 * The whole game's rows from the counters: each task's (its to-dos counted on the task; overdue is its
 * pending count once the deadline passed), and each receiver's from the tallies of the days before
 * today (every pending to-do there is overdue) plus the to-dos due from today on (overdue by the hour).
 */
function counterRows(query: CompletionSourceQuery): SQL {
  const { scope, periods } = query;
  const onTasks = periodSql(sql`tk.deadline`, periods, true);
  const onDays = periodSql(sql`tt.day`, periods, false);
  const sum = (column: string) => sql`sum(${sql.identifier(column)})`;
  return sql`select 't' || tk.id as g, ${onTasks.period} as period, ${asColumns({
    todos: sql`tk.todo_count`,
    completed: sql`tk.completed_count`,
    rejected: sql`tk.rejected_count`,
    pending: sql`tk.pending_count`,
    overdue: sql`case when tk.deadline < now() then tk.pending_count else 0 end`,
    on_time: sql`tk.on_time_count`,
  })}
    from tasks tk
    where ${countedTasks(scope)} and ${onTasks.within} and tk.todo_count > 0
    union all
    select 'r' || tt.receiver_id, ${onDays.period}, ${asColumns({
      todos: sum('todos'),
      completed: sum('completed'),
      rejected: sum('rejected'),
      pending: sum('pending'),
      overdue: sum('pending'),
      on_time: sum('on_time'),
    })}
    from todo_tallies tt
    where tt.game_id = ${scope.gameId} and tt.task_status in ('published', 'ended') and ${onDays.within}
      and tt.day < (now() at time zone 'UTC')::date
    group by tt.receiver_id, 2
    union all
    select 'r' || x.receiver_id, x.period, ${asColumns(todoCounts)}
    from ${todosDue(query, true)}
    group by x.receiver_id, x.period`;
}

/** Adds a row of counts into a group's tally of its range. */
function addRow(groups: Map<string, GroupTally>, g: string, row: CountRow) {
  const group = groupOf(groups, g);
  groups.set(g, group);
  const period = Number(row.period) === 1 ? 1 : 0;
  group.posts[period] += Number(row.todos);
  for (const key of countedKeys) addSum(group.tallies[period], key, Number(row[key]));
}

/**
 * The completion figures' groups by key (`''`, `r<id>`, `t<id>`), each with its tallies per range and
 * its to-dos as `posts`: the one tally over the to-dos, or the counters added up (a task's rows into
 * the summary too).
 */
export async function completionGroups(
  db: DbOrTx,
  query: CompletionSourceQuery,
): Promise<Map<string, GroupTally>> {
  if (!query.whole) return tallyGroups(db, todoRows(query), completionMetricDefs, false);
  const groups = new Map<string, GroupTally>();
  for (const row of await queryRows<CountRow>(db, counterRows(query))) {
    addRow(groups, row.g, row);
    if (row.g.startsWith('t')) addRow(groups, '', row);
  }
  return groups;
}

/** Each receiver's pending to-dos of published tasks now, whatever the deadline (their open workload). */
export async function openTodos(db: DbOrTx, query: CompletionSourceQuery): Promise<Map<string, number>> {
  const rows = await queryRows<{ g: number; open: number }>(
    db,
    query.whole
      ? sql`select tt.receiver_id as g, sum(tt.pending)::int as open
        from todo_tallies tt where tt.game_id = ${query.scope.gameId} and tt.task_status = 'published'
        group by 1 having sum(tt.pending) > 0`
      : sql`select td.receiver_id as g, count(*)::int as open
        from tasks tk join todos td on td.task_id = tk.id
        where ${query.where} and tk.status = 'published' and td.status = 'pending'
        group by 1`,
  );
  return new Map(rows.map((row) => [String(row.g), Number(row.open)]));
}

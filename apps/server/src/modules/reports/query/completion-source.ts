import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { queryRows } from '../../../db/rows.js';
import { type AssignScope, countedTasks } from './assign-scope.js';
import type { Periods } from './period.js';
import { periodSql } from './tally-sql.js';

/**
 * Where the completion figures come from. Each source selects the tally's rows (`g`, `period`, `na`,
 * `posts`, `metrics`) for the summary (`g` ''), each receiver (`r<id>`) and each task (`t<id>`): the
 * to-dos themselves, or — for a lead's whole game — the counters the database keeps per task and per
 * receiver and deadline day (migration 0014, docs/decisions/0022), which give the same figures.
 */
export interface CompletionSourceQuery {
  scope: AssignScope;
  periods: Periods;
  /** The to-dos counted, on `tasks tk join todos td` (the deadline's range aside). */
  where: SQL;
  /** Every counted to-do of the game (a lead, no label or receiver chosen): read from the counters. */
  whole: boolean;
}

const counts = (todos: SQL, completed: SQL, rejected: SQL, pending: SQL, overdue: SQL, onTime: SQL) =>
  sql`jsonb_build_object('todos', ${todos}, 'completed', ${completed}, 'rejected', ${rejected},
    'pending', ${pending}, 'overdue', ${overdue}, 'on_time', ${onTime})`;

/** The start of today (UTC): tallied days before it are past their deadline; the rest is read whole. */
const today = sql`(date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')`;

/**
 * The to-dos of tasks due in either range, counted in one grouped read, per range: a to-do is overdue
 * while pending past its deadline (also once the task expired), on time when completed by its deadline.
 * `receiversOnly` keeps the receivers' groups (the tallied days are read from the counters).
 */
function todoRows(query: CompletionSourceQuery, receiversOnly: boolean): SQL {
  const { within, period } = periodSql(sql`tk.deadline`, query.periods, true);
  const group = receiversOnly
    ? { g: sql`'r' || x.receiver_id`, by: sql`x.period, x.receiver_id` }
    : {
        g: sql`case when grouping(x.receiver_id) = 0 then 'r' || x.receiver_id
          when grouping(x.task_id) = 0 then 't' || x.task_id else '' end`,
        by: sql`grouping sets ((x.period), (x.period, x.receiver_id), (x.period, x.task_id))`,
      };
  const from = receiversOnly ? sql` and tk.deadline >= ${today}` : sql``;
  return sql`select ${group.g} as g, x.period, '{}'::jsonb as na, count(*)::int as posts,
      ${counts(
        sql`count(*)`,
        sql`count(*) filter (where x.status = 'completed')`,
        sql`count(*) filter (where x.status = 'rejected')`,
        sql`count(*) filter (where x.status = 'pending')`,
        sql`count(*) filter (where x.overdue)`,
        sql`count(*) filter (where x.on_time)`,
      )} as metrics
    from (
      select tk.id as task_id, td.receiver_id, td.status, ${period} as period,
        td.status = 'pending' and tk.deadline < now() as overdue,
        td.status = 'completed' and td.completed_at <= tk.deadline as on_time
      from tasks tk join todos td on td.task_id = tk.id
      where ${query.where} and ${within}${from}
    ) as x
    group by ${group.by}`;
}

/**
 * The whole game's figures from the counters: each task's row (its to-dos counted on the task), the
 * summary over them, and each receiver's from the tallies of the days before today plus the to-dos due
 * from today on (whose overdue depends on the hour). The same rows as the to-dos give.
 */
function counterRows(query: CompletionSourceQuery): SQL {
  const { scope, periods } = query;
  const onTasks = periodSql(sql`tk.deadline`, periods, true);
  const onDays = periodSql(sql`tt.day`, periods, false);
  const overdue = sql`case when tk.deadline < now() then tk.pending_count else 0 end`;
  const sum = (column: string) => sql`sum(${sql.identifier(column)})`;
  return sql`with tk as (
      select tk.id, ${onTasks.period} as period, tk.todo_count, tk.completed_count, tk.rejected_count,
        tk.pending_count, ${overdue} as overdue_count, tk.on_time_count
      from tasks tk
      where ${countedTasks(scope)} and ${onTasks.within} and tk.todo_count > 0
    )
    select 't' || tk.id as g, tk.period, '{}'::jsonb as na, tk.todo_count as posts,
      ${counts(
        sql`tk.todo_count`,
        sql`tk.completed_count`,
        sql`tk.rejected_count`,
        sql`tk.pending_count`,
        sql`tk.overdue_count`,
        sql`tk.on_time_count`,
      )} as metrics
    from tk
    union all
    select '', tk.period, '{}'::jsonb, sum(tk.todo_count)::int,
      ${counts(
        sum('todo_count'),
        sum('completed_count'),
        sum('rejected_count'),
        sum('pending_count'),
        sum('overdue_count'),
        sum('on_time_count'),
      )}
    from tk group by tk.period
    union all
    select 'r' || tt.receiver_id, ${onDays.period}, '{}'::jsonb, sum(tt.todos)::int,
      ${counts(sum('todos'), sum('completed'), sum('rejected'), sum('pending'), sum('pending'), sum('on_time'))}
    from todo_tallies tt
    where tt.game_id = ${scope.gameId} and tt.task_status in ('published', 'ended') and ${onDays.within}
      and tt.day < (now() at time zone 'UTC')::date
    group by tt.receiver_id, 2
    union all
    ${todoRows(query, true)}`;
}

/** The completion report's rows for the tally. */
export function completionSource(query: CompletionSourceQuery): SQL {
  return query.whole ? counterRows(query) : todoRows(query, false);
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

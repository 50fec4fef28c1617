import {
  type CompletionInput,
  type CompletionReport,
  completionMetricDefs,
  completionReceiverKeys,
  completionSummaryKeys,
  completionTaskKeys,
  type MetricDef,
  type TaskStatus,
} from '@herald/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { queryRows } from '../../../db/rows.js';
import { assignScope, checkLabels, countedTasks, countedTodos, underLabels } from './assign-scope.js';
import { addSum, highestOf, metricValues } from './combine.js';
import { type CompletionSourceQuery, completionGroups, countedKeys, openTodos } from './completion-source.js';
import { labelPlaces } from './label-tree.js';
import { resolvePeriods } from './period.js';
import { intArray } from './post-filter.js';
import { iso } from './post-rows.js';
import type { Viewer } from './scope.js';
import { type GroupTally, groupOf } from './tally-sql.js';

type TaskRow = CompletionReport['tasks'][number];
type ReceiverRow = CompletionReport['receivers'][number];

const defsOf = (keys: readonly string[]): MetricDef[] =>
  keys.flatMap((key) => completionMetricDefs.get(key) ?? []);
const summaryDefs = defsOf(completionSummaryKeys);
const taskDefs = defsOf(completionTaskKeys);
const receiverDefs = defsOf(completionReceiverKeys);

/** A completion report's request resolved: whose to-dos, which tasks, which ranges, read from where. */
export type CompletionQuery = CompletionSourceQuery;

export async function completionQuery(
  db: DbOrTx,
  viewer: Viewer,
  input: CompletionInput,
): Promise<CompletionQuery> {
  const periods = resolvePeriods(input.range, input.compare);
  const scope = assignScope(viewer);
  const parts = [countedTasks(scope), countedTodos(scope)];
  if (input.label_ids?.length) {
    await checkLabels(db, scope, input.label_ids);
    parts.push(underLabels(scope.gameId, input.label_ids));
  }
  if (input.receiver_ids?.length) parts.push(sql`td.receiver_id = any(${intArray(input.receiver_ids)})`);
  const whole = scope.manager && !input.label_ids?.length && !input.receiver_ids?.length;
  return { scope, periods, where: sql.join(parts, sql` and `), whole };
}

/** The completion figures of a query: the summary's, and each receiver's and task's, by id. */
export interface CompletionFigures {
  summary: GroupTally;
  receivers: Map<string, GroupTally>;
  tasks: Map<string, GroupTally>;
}

function counted(group: GroupTally): GroupTally {
  for (const tally of group.tallies)
    for (const key of countedKeys) if (!tally.sums.has(key)) addSum(tally, key, 0);
  return group;
}

export async function completionFigures(db: DbOrTx, query: CompletionQuery): Promise<CompletionFigures> {
  const groups = await completionGroups(db, query);
  const figures: CompletionFigures = {
    summary: counted(groupOf(groups, '')),
    receivers: new Map(),
    tasks: new Map(),
  };
  for (const [key, group] of groups) {
    if (key.startsWith('r')) figures.receivers.set(key.slice(1), counted(group));
    if (!key.startsWith('t')) continue;
    // Tasks are counted by their groups (a distinct count would sort every to-do); a task lies in one
    // range, and only those due in the report's range are rows.
    const [now, before] = figures.summary.tallies;
    if (group.posts[0] > 0) addSum(now, 'tasks', 1);
    if (group.posts[1] > 0) addSum(before, 'tasks', 1);
    if (group.posts[0] > 0) figures.tasks.set(key.slice(1), counted(group));
  }
  for (const tally of figures.summary.tallies) if (!tally.sums.has('tasks')) addSum(tally, 'tasks', 0);
  return figures;
}

/** The summary over every counted to-do of tasks due in the range, against the compared range. */
function completionSummary(query: CompletionQuery, figures: CompletionFigures) {
  const { tallies } = figures.summary;
  return metricValues(summaryDefs, tallies[0], query.periods.compare ? tallies[1] : null, null);
}

interface TaskInfo {
  id: number;
  name: string;
  status: TaskStatus;
  label_id: number | null;
  deadline: string;
  time_zone: string;
}

/** Per task due in the range: its counted to-dos' outcome (a task lies in one range: no comparison). */
export async function completionTasks(
  db: DbOrTx,
  query: CompletionQuery,
  figures: CompletionFigures,
): Promise<TaskRow[]> {
  const ids = [...figures.tasks.keys()].map(Number);
  if (ids.length === 0) return [];
  const [tasks, places] = await Promise.all([
    queryRows<TaskInfo>(
      db,
      sql`select tk.id, tk.name, tk.status, tk.label_id, ${iso(sql`tk.deadline`)} as deadline, tk.time_zone
        from tasks tk where tk.id = any(${intArray(ids)})
        order by tk.deadline desc, tk.id desc`,
    ),
    labelPlaces(db, query.scope.gameId),
  ]);
  const tallies = tasks.flatMap((task) => figures.tasks.get(String(task.id))?.tallies[0] ?? []);
  const highest = highestOf(taskDefs, tallies);
  return tasks.flatMap((task) => {
    const row = figures.tasks.get(String(task.id))?.tallies[0];
    if (!row) return [];
    return [
      {
        task_id: Number(task.id),
        name: task.name,
        status: task.status,
        label_path: task.label_id === null ? [] : (places.get(task.label_id)?.path ?? []),
        deadline: task.deadline,
        time_zone: task.time_zone,
        receivers: row.sums.get('todos') ?? 0,
        metrics: metricValues(taskDefs, row, null, highest),
      },
    ];
  });
}

/**
 * Per receiver (workload): open to-dos now, and their to-dos of the tasks due in the range — completed,
 * rejected, overdue, on-time rate — against the compared range. Receivers with neither are left out.
 */
export async function completionReceivers(
  db: DbOrTx,
  query: CompletionQuery,
  figures: CompletionFigures,
): Promise<ReceiverRow[]> {
  const open = await openTodos(db, query);
  const inRange = [...figures.receivers].filter(([, group]) => group.posts[0] > 0).map(([key]) => key);
  const keys = new Set([...inRange, ...open.keys()]);
  const users = keys.size
    ? await queryRows<ReceiverRow['receiver']>(
        db,
        sql`select id as user_id, name, email from users where id = any(${intArray([...keys].map(Number))})`,
      )
    : [];
  const compared = query.periods.compare !== null;
  const rows = users.map((receiver) => {
    const group = figures.receivers.get(String(receiver.user_id)) ?? counted(groupOf(new Map(), ''));
    addSum(group.tallies[0], 'open_todos', open.get(String(receiver.user_id)) ?? 0);
    return { receiver, group };
  });
  const highest = highestOf(
    receiverDefs,
    rows.map((row) => row.group.tallies[0]),
  );
  const count = (row: (typeof rows)[number], key: string) => row.group.tallies[0].sums.get(key) ?? 0;
  rows.sort(
    (a, b) =>
      count(b, 'todos') - count(a, 'todos') ||
      count(b, 'open_todos') - count(a, 'open_todos') ||
      a.receiver.name.localeCompare(b.receiver.name),
  );
  return rows.map(({ receiver, group }) => ({
    receiver: { ...receiver, user_id: Number(receiver.user_id) },
    metrics: metricValues(receiverDefs, group.tallies[0], compared ? group.tallies[1] : null, highest),
  }));
}

/**
 * The completion report (docs/reports.md): tasks whose deadline falls in the range, in total against
 * the compared range, per task and per receiver.
 */
export async function completionReport(
  db: DbOrTx,
  viewer: Viewer,
  input: CompletionInput,
): Promise<CompletionReport> {
  const query = await completionQuery(db, viewer, input);
  const figures = await completionFigures(db, query);
  const [tasks, receivers] = await Promise.all([
    completionTasks(db, query, figures),
    completionReceivers(db, query, figures),
  ]);
  return { summary: completionSummary(query, figures), tasks, receivers };
}

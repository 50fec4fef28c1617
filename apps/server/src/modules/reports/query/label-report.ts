import type { GroupReportInput, LabelReport } from '@herald/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { queryRows } from '../../../db/rows.js';
import { type AssignScope, assignScope, countedTasks, countedTodos, linkedPosts } from './assign-scope.js';
import { type GroupSpec, groupReport } from './groups.js';
import { type LabelPlace, labelPlaces, rollUpLabels } from './label-tree.js';
import { type DayRange, resolvePeriods } from './period.js';
import type { Viewer } from './scope.js';
import { groupOf, mergeGroup, periodSql } from './tally-sql.js';

/**
 * Labels as groups of posts: a linked post is tallied under its task's own label, then rolled up the
 * tree, so a label's row sums its whole subtree and each post is read once (not once per ancestor).
 * Links are made after publishing, so there is no rollup table by label: the figures come from the
 * linked posts themselves.
 */
function labelSpec(scope: AssignScope, places: ReadonlyMap<number, LabelPlace>): GroupSpec {
  const linked = linkedPosts(scope, sql`tk.label_id is not null`);
  return {
    kind: 'post',
    join: sql`join ${linked} as lp on lp.post_id = rp.post_id`,
    key: sql`lp.label_id::text`,
    rollup: null,
    regroup: (groups) => rollUpLabels(groups, places, () => groupOf(new Map(), ''), mergeGroup),
  };
}

interface TaskCounts {
  tasks: number;
  todos: number;
}

/**
 * Per label (with the labels below it) and over every label, the counted tasks whose deadline falls in
 * the range and their counted to-dos — the completion report's tasks, so the two reports agree. A task
 * has one label, so counts by own label add up the tree exactly.
 */
async function taskCounts(
  db: DbOrTx,
  scope: AssignScope,
  range: DayRange,
  places: ReadonlyMap<number, LabelPlace>,
) {
  const { within } = periodSql(sql`tk.deadline`, { current: range, compare: null, days: 0 }, true);
  // A lead counts every to-do: the task's own counters (kept by the database) say how many it has.
  const rows = await queryRows<{ g: number; tasks: number; todos: number }>(
    db,
    scope.manager
      ? sql`select tk.label_id as g, count(*)::int as tasks, sum(tk.todo_count)::int as todos
        from tasks tk
        where ${countedTasks(scope)} and tk.label_id is not null and ${within} and tk.todo_count > 0
        group by 1`
      : sql`select tk.label_id as g, count(distinct tk.id)::int as tasks, count(*)::int as todos
        from tasks tk join todos td on td.task_id = tk.id
        where ${countedTasks(scope)} and ${countedTodos(scope)} and tk.label_id is not null and ${within}
        group by 1`,
  );
  const own = new Map(
    rows.map((row) => [String(row.g), { tasks: Number(row.tasks), todos: Number(row.todos) }]),
  );
  const add = (into: TaskCounts, part: TaskCounts) => {
    into.tasks += part.tasks;
    into.todos += part.todos;
  };
  const total: TaskCounts = { tasks: 0, todos: 0 };
  for (const counts of own.values()) add(total, counts);
  return { byLabel: rollUpLabels(own, places, () => ({ tasks: 0, todos: 0 }), add), total };
}

/**
 * The label report: per label, its subtree's linked posts published in the range with their figures
 * against the compared range (the group report's tally), and its tasks and to-dos due in the range.
 * A label with tasks due but no post yet is listed with no figures; one with neither is left out.
 */
export async function labelReport(db: DbOrTx, viewer: Viewer, input: GroupReportInput): Promise<LabelReport> {
  const periods = resolvePeriods(input.range, input.compare);
  const scope = assignScope(viewer);
  const places = await labelPlaces(db, scope.gameId);
  const [counts, report] = await Promise.all([
    taskCounts(db, scope, periods.current, places),
    groupReport(db, viewer, labelSpec(scope, places), input, new Set([...places.keys()].map(String))),
  ]);
  return {
    list: report.rows.flatMap((row) => {
      const place = places.get(Number(row.key));
      const due = counts.byLabel.get(row.key);
      // A label is listed for its posts in the range or its tasks due in it.
      if (!place || (row.posts === 0 && !due?.tasks)) return [];
      return [
        {
          label: place.label,
          path: place.path,
          posts: row.posts,
          tasks: due?.tasks ?? 0,
          todos: due?.todos ?? 0,
          metrics: row.metrics,
        },
      ];
    }),
    summary: report.summary,
    tasks: counts.total.tasks,
    todos: counts.total.todos,
  };
}

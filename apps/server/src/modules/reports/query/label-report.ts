import type { GroupReportInput, LabelReport } from '@herald/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { queryRows } from '../../../db/rows.js';
import {
  type AssignScope,
  assignScope,
  countedTasks,
  countedTodos,
  labelAncestors,
  linkedPosts,
} from './assign-scope.js';
import { type GroupSpec, groupReport } from './groups.js';
import { labelPlaces } from './label-tree.js';
import { type DayRange, resolvePeriods } from './period.js';
import type { Viewer } from './scope.js';
import { periodSql } from './tally-sql.js';

/**
 * Labels as groups of posts: a post linked to a to-do belongs to its task's label and to every label
 * above it, so a label's row sums its whole subtree. Links are made after publishing, so there is no
 * rollup by label: the figures come from the linked posts themselves.
 */
function labelSpec(scope: AssignScope): GroupSpec {
  const linked = linkedPosts(scope, sql`tk.label_id is not null`);
  return {
    kind: 'post',
    join: sql`join (select lp.post_id, la.anc from ${linked} as lp
      join ${labelAncestors(scope.gameId)} as la on la.id = lp.label_id) as pl on pl.post_id = rp.post_id`,
    key: sql`pl.anc::text`,
    any: sql`rp.post_id in (select lp.post_id from ${linked} as lp)`,
    rollup: null,
  };
}

interface TaskCounts {
  tasks: number;
  todos: number;
}

/**
 * Per label (with the labels below it) and over every label, the counted tasks whose deadline falls in
 * the range and their counted to-dos — the completion report's tasks, so the two reports agree.
 */
async function taskCounts(db: DbOrTx, scope: AssignScope, range: DayRange) {
  const { within } = periodSql(sql`tk.deadline`, { current: range, compare: null, days: 0 }, true);
  const rows = await queryRows<{ g: number | null; tasks: number; todos: number }>(
    db,
    sql`select la.anc as g, count(distinct tk.id)::int as tasks, count(distinct td.id)::int as todos
      from tasks tk
      join todos td on td.task_id = tk.id
      join ${labelAncestors(scope.gameId)} as la on la.id = tk.label_id
      where ${countedTasks(scope)} and ${countedTodos(scope)} and ${within}
      group by grouping sets ((la.anc), ())`,
  );
  const byLabel = new Map<string, TaskCounts>();
  let total: TaskCounts = { tasks: 0, todos: 0 };
  for (const row of rows) {
    const counts = { tasks: Number(row.tasks), todos: Number(row.todos) };
    if (row.g === null) total = counts;
    else byLabel.set(String(row.g), counts);
  }
  return { byLabel, total };
}

/**
 * The label report: per label, its subtree's linked posts published in the range with their figures
 * against the compared range (the group report's tally), and its tasks and to-dos due in the range.
 * A label with tasks due but no post yet is listed with no figures.
 */
export async function labelReport(db: DbOrTx, viewer: Viewer, input: GroupReportInput): Promise<LabelReport> {
  const periods = resolvePeriods(input.range, input.compare);
  const scope = assignScope(viewer);
  const [counts, places] = await Promise.all([
    taskCounts(db, scope, periods.current),
    labelPlaces(db, scope.gameId),
  ]);
  const report = await groupReport(db, viewer, labelSpec(scope), input, new Set(counts.byLabel.keys()));
  return {
    list: report.rows.flatMap((row) => {
      const place = places.get(Number(row.key));
      if (!place) return [];
      const due = counts.byLabel.get(row.key);
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

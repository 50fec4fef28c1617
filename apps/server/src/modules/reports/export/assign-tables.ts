import {
  type CompletionExportInput,
  completionMetricDefs,
  completionReceiverKeys,
  completionTaskKeys,
  type ExportJobInput,
  type GroupReportInput,
} from '@herald/contract';
import type { DbOrTx } from '../../../db/client.js';
import {
  completionFigures,
  completionQuery,
  completionReceivers,
  completionTasks,
} from '../query/completion.js';
import { labelReport } from '../query/label-report.js';
import { metricsOf } from '../query/period.js';
import type { Viewer } from '../query/scope.js';
import { labelPostQuery, taskPostQuery } from '../query/task-reports.js';
import type { Cell, ReportTable } from './table.js';
import { metricCells, nameOf, postTable, singleBatch } from './table-parts.js';

type AssignJob = Extract<ExportJobInput, { report: 'label' | 'label_post' | 'task_post' | 'complete' }>;

async function labelTable(db: DbOrTx, viewer: Viewer, input: GroupReportInput): Promise<ReportTable> {
  const defs = metricsOf('post', input.metrics);
  const { list } = await labelReport(db, viewer, input);
  const rows = list.map((row): Cell[] => [
    row.label.id,
    row.path.join(' / '),
    row.tasks,
    row.todos,
    row.posts,
    ...metricCells(defs, row.metrics),
  ]);
  return {
    name: nameOf('label', input.range),
    columns: ['label_id', 'label', 'tasks', 'todos', 'posts', ...defs.map((def) => def.key)],
    total: rows.length,
    batches: singleBatch(rows),
  };
}

/** The completion report's table of tasks or of receivers (their workload), as the screen shows it. */
async function completionTable(
  db: DbOrTx,
  viewer: Viewer,
  input: CompletionExportInput,
): Promise<ReportTable> {
  const query = await completionQuery(db, viewer, input);
  const figures = await completionFigures(db, query);
  const keys = input.table === 'tasks' ? completionTaskKeys : completionReceiverKeys;
  const defs = keys.flatMap((key) => completionMetricDefs.get(key) ?? []);
  const cellsOf = (metrics: Parameters<typeof metricCells>[1]) => metricCells(defs, metrics);
  let head: string[];
  let rows: Cell[][];
  if (input.table === 'tasks') {
    head = ['task_id', 'task', 'label', 'status', 'deadline', 'time_zone', 'receivers'];
    rows = (await completionTasks(db, query, figures)).map((task) => [
      task.task_id,
      task.name,
      task.label_path.join(' / '),
      task.status,
      task.deadline,
      task.time_zone,
      task.receivers,
      ...cellsOf(task.metrics),
    ]);
  } else {
    head = ['receiver_id', 'receiver', 'email'];
    rows = (await completionReceivers(db, query, figures)).map((row) => [
      row.receiver.user_id,
      row.receiver.name,
      row.receiver.email,
      ...cellsOf(row.metrics),
    ]);
  }
  return {
    name: nameOf(`complete-${input.table}`, input.range),
    columns: [...head, ...keys],
    total: rows.length,
    batches: singleBatch(rows),
  };
}

/** The table of an assign report an export (direct or a job) writes. */
export async function assignTableOf(db: DbOrTx, viewer: Viewer, job: AssignJob): Promise<ReportTable> {
  switch (job.report) {
    case 'label':
      return labelTable(db, viewer, job.input);
    case 'label_post':
      return postTable(db, await labelPostQuery(db, viewer, job.input), 'label-post', job.input.range);
    case 'task_post':
      return postTable(db, await taskPostQuery(db, viewer, job.input), 'task-post', job.input.range);
    case 'complete':
      return completionTable(db, viewer, job.input);
    default:
      return job satisfies never;
  }
}

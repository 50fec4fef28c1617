import type { Task, TodoCounts } from '@herald/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { tasks, todos } from '../../../db/schema/index.js';
import { type LabelTree, labelTree } from '../labels/tree.js';
import { taskDueSoon, taskOverdue, todoOverdue } from '../rules/timing.js';
import { memberRefsOf } from './receivers.js';
import type { TaskRow } from './store.js';

/** A task as the queries read it: the row with its overdue and due-soon facts, from the database. */
export interface TaskRead {
  task: TaskRow;
  overdue: boolean;
  dueSoon: boolean;
}

/** The select list of every task query (see rules/timing.ts). */
export function taskColumns(now: Date) {
  return { task: tasks, overdue: taskOverdue(now), dueSoon: taskDueSoon(now) };
}

const noCounts: TodoCounts = { pending: 0, completed: 0, rejected: 0, overdue: 0 };

/** The to-do counts of these tasks in one grouped query, whatever their number. */
export async function todoCounts(db: DbOrTx, ids: readonly number[], now: Date) {
  if (ids.length === 0) return new Map<number, TodoCounts>();
  const rows = await db
    .select({
      taskId: todos.taskId,
      pending: sql<number>`(count(*) filter (where ${todos.status} = 'pending'))::int`,
      completed: sql<number>`(count(*) filter (where ${todos.status} = 'completed'))::int`,
      rejected: sql<number>`(count(*) filter (where ${todos.status} = 'rejected'))::int`,
      overdue: sql<number>`(count(*) filter (where ${todoOverdue(now)}))::int`,
    })
    .from(todos)
    .innerJoin(tasks, eq(tasks.id, todos.taskId))
    .where(inArray(todos.taskId, [...ids]))
    .groupBy(todos.taskId);
  return new Map(rows.map(({ taskId, ...counts }) => [taskId, counts]));
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** Tasks as the contract shows them: label and path, receivers, creator and counts, in a fixed few queries. */
export async function presentTasks(
  db: DbOrTx,
  gameId: number,
  reads: readonly TaskRead[],
  now: Date,
  /** The game's labels when the caller has read them already. */
  known?: LabelTree,
): Promise<Task[]> {
  if (reads.length === 0) return [];
  const rows = reads.map((read) => read.task);
  const [labels, members, counts] = await Promise.all([
    known ?? labelTree(db, gameId),
    memberRefsOf(db, [
      ...rows.flatMap((row) => row.receiverIds),
      ...rows.flatMap((row) => (row.creatorId === null ? [] : [row.creatorId])),
    ]),
    todoCounts(
      db,
      rows.map((row) => row.id),
      now,
    ),
  ]);
  return reads.map(({ task, overdue, dueSoon }) => ({
    task_id: task.id,
    name: task.name,
    label: labels.label(task.labelId),
    label_path: labels.path(task.labelId),
    status: task.status,
    time_zone: task.timeZone,
    deadline: task.deadline.toISOString(),
    post_period: { start: task.periodStart.toISOString(), end: task.periodEnd.toISOString() },
    talking_points: task.talkingPoints,
    hashtags: task.hashtags,
    material_ids: task.materialIds,
    deeplink: task.deeplink,
    notes: task.notes,
    urgent: task.urgent,
    remind_hours: task.remindHours,
    receivers: task.receiverIds.flatMap((id) => {
      const ref = members.get(id);
      return ref ? [ref] : [];
    }),
    overdue,
    due_soon: dueSoon,
    brief_status: task.briefStatus,
    counts: counts.get(task.id) ?? noCounts,
    creator: task.creatorId === null ? null : (members.get(task.creatorId) ?? null),
    created_at: task.createdAt.toISOString(),
    updated_at: task.updatedAt.toISOString(),
    published_at: iso(task.publishedAt),
    ended_at: iso(task.endedAt),
  }));
}

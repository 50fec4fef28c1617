import type { Todo, TodoPostStats } from '@herald/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { reportPosts, tasks, todoLinks, todos } from '../../../db/schema/index.js';
import { labelTree } from '../labels/tree.js';
import { outer } from '../rules/columns.js';
import { todoOverdue } from '../rules/timing.js';
import { memberRefsOf } from '../tasks/receivers.js';
import type { TaskRow } from '../tasks/store.js';

export type TodoRow = typeof todos.$inferSelect;

/** A to-do as the queries read it: with its task and whether it is overdue, from the database. */
export interface TodoRead {
  todo: TodoRow;
  task: TaskRow;
  overdue: boolean;
}

/** The select list of every to-do query, from to-dos joined to their tasks (see rules/timing.ts). */
export function todoColumns(now: Date) {
  return { todo: todos, task: tasks, overdue: todoOverdue(now) };
}

/** A linked post's figure, summed over the linked posts that have it (null when none has it yet). */
function linkedSum(key: string) {
  return sql<number | null>`(sum((${reportPosts.metrics} ->> ${key})::float8)
    filter (where ${todoLinks.state} = 'linked'))`;
}

/**
 * Per to-do: the linked posts' figures (report_posts' latest values, summed) and the proposals still
 * open (a proposed post that no to-do has linked since), in one grouped query.
 */
async function linkFacts(db: DbOrTx, todoIds: readonly number[]) {
  if (todoIds.length === 0) return new Map<number, { stats: TodoPostStats; proposals: number }>();
  const rows = await db
    .select({
      todoId: todoLinks.todoId,
      posts: sql<number>`(count(*) filter (where ${todoLinks.state} = 'linked'))::int`,
      views: linkedSum('views'),
      engagements: linkedSum('engagements'),
      comments: linkedSum('comments'),
      proposals: sql<number>`(count(*) filter (where ${todoLinks.state} = 'proposed'
        and not exists (select 1 from ${todoLinks} linked where linked.post_id = ${outer(todoLinks.postId)}
          and linked.state = 'linked')))::int`,
    })
    .from(todoLinks)
    .leftJoin(reportPosts, eq(reportPosts.postId, todoLinks.postId))
    .where(inArray(todoLinks.todoId, [...todoIds]))
    .groupBy(todoLinks.todoId);
  return new Map(rows.map(({ todoId, proposals, ...stats }) => [todoId, { stats, proposals }] as const));
}

const noStats: TodoPostStats = { posts: 0, views: null, engagements: null, comments: null };

/** To-dos as the contract shows them, in a fixed few queries whatever their number. */
export async function presentTodos(db: DbOrTx, gameId: number, reads: readonly TodoRead[]): Promise<Todo[]> {
  if (reads.length === 0) return [];
  const [labels, members, facts] = await Promise.all([
    labelTree(db, gameId),
    memberRefsOf(
      db,
      reads.map((read) => read.todo.receiverId),
    ),
    linkFacts(
      db,
      reads.map((read) => read.todo.id),
    ),
  ]);
  return reads.map(({ todo, task, overdue }) => ({
    todo_id: todo.id,
    task_id: task.id,
    task: {
      task_id: task.id,
      name: task.name,
      label: labels.label(task.labelId),
      label_path: labels.path(task.labelId),
      status: task.status,
      time_zone: task.timeZone,
      deadline: task.deadline.toISOString(),
      post_period: { start: task.periodStart.toISOString(), end: task.periodEnd.toISOString() },
      urgent: task.urgent,
    },
    receiver: members.get(todo.receiverId) ?? { user_id: todo.receiverId, name: '', email: '' },
    status: todo.status,
    overdue,
    reason: todo.reason,
    note: todo.note,
    completed_at: todo.completedAt?.toISOString() ?? null,
    proposals: facts.get(todo.id)?.proposals ?? 0,
    post_stats: facts.get(todo.id)?.stats ?? noStats,
  }));
}

import type { Task, Todo, taskListInput } from '@herald/contract';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.js';
import { tasks, todos } from '../../../db/schema/index.js';
import type { TenantRequestContext } from '../../../http/context.js';
import { labelTree } from '../labels/tree.js';
import { presentTodos, todoColumns } from '../todos/present.js';
import { type TaskFilter, taskConditions } from './filters.js';
import { presentTasks, taskColumns } from './present.js';
import { visibleTodos } from './visibility.js';

type TaskListInput = z.output<typeof taskListInput>;

/** The task list: the caller's tasks (a lead's: the game's), filtered, newest first, by page. */
export async function listTasks(
  db: DbOrTx,
  ctx: TenantRequestContext,
  input: TaskListInput,
  now = new Date(),
) {
  const labels = await labelTree(db, ctx.tenant.gameId);
  const where = taskConditions(ctx, labels, input, now);
  const [total] = await db.select({ n: count() }).from(tasks).where(where);
  const reads = await db
    .select(taskColumns(now))
    .from(tasks)
    .where(where)
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  return {
    list: await presentTasks(db, ctx.tenant.gameId, reads, now, labels),
    total: total?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  };
}

/** Tasks the gantt draws at most; a range wider than this many tasks shows the earliest. */
export const GANTT_MAX_TASKS = 500;

/** The gantt's rows: the tasks touching the range, earliest first, with the to-dos the caller may see. */
export async function ganttOf(
  db: DbOrTx,
  ctx: TenantRequestContext,
  input: Pick<TaskFilter, 'label_ids' | 'receiver_ids'> & { range: { start: string; end: string } },
  now = new Date(),
): Promise<{ tasks: Task[]; todos: Todo[] }> {
  const labels = await labelTree(db, ctx.tenant.gameId);
  const reads = await db
    .select(taskColumns(now))
    .from(tasks)
    .where(taskConditions(ctx, labels, input, now))
    .orderBy(asc(tasks.periodStart), asc(tasks.id))
    .limit(GANTT_MAX_TASKS);
  const ids = reads.map((read) => read.task.id);
  const todoReads = await db
    .select(todoColumns(now))
    .from(todos)
    .innerJoin(tasks, eq(tasks.id, todos.taskId))
    .where(and(visibleTodos(ctx), inArray(todos.taskId, ids)))
    .orderBy(asc(todos.taskId), asc(todos.id));
  return {
    tasks: await presentTasks(db, ctx.tenant.gameId, reads, now, labels),
    todos: await presentTodos(db, ctx.tenant.gameId, todoReads),
  };
}

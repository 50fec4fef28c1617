import type { TaskDetail, TaskHistory } from '@herald/contract';
import { and, asc, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { taskEvents, tasks, todos } from '../../../db/schema/index.js';
import type { TenantRequestContext } from '../../../http/context.js';
import { AppError } from '../../../http/errors.js';
import { presentTodos, todoColumns } from '../todos/present.js';
import { presentTasks, taskColumns } from './present.js';
import { questionsOf } from './questions.js';
import { memberRefsOf } from './receivers.js';
import type { HistoryEvent } from './store.js';
import { isManager, visibleTasks, visibleTodos } from './visibility.js';

/**
 * A task's history, newest first. A receiver who is not a lead reads the task's own events and their
 * own to-do's, not what other receivers did with theirs.
 */
async function historyOf(db: DbOrTx, ctx: TenantRequestContext, taskId: number): Promise<TaskHistory[]> {
  const ownOnly: SQL | undefined = isManager(ctx)
    ? undefined
    : or(isNull(taskEvents.todoId), eq(todos.receiverId, ctx.user.id));
  const rows = await db
    .select({ event: taskEvents })
    .from(taskEvents)
    .leftJoin(todos, eq(todos.id, taskEvents.todoId))
    .where(and(eq(taskEvents.taskId, taskId), ownOnly))
    .orderBy(desc(taskEvents.at), desc(taskEvents.id));
  const actors = await memberRefsOf(
    db,
    rows.flatMap(({ event }) => (event.actorId === null ? [] : [event.actorId])),
  );
  return rows.map(({ event }) => ({
    id: event.id,
    event: event.event as HistoryEvent,
    actor: event.actorId === null ? null : (actors.get(event.actorId) ?? null),
    at: event.at.toISOString(),
    detail: event.detail,
  }));
}

/** One task the caller may see, with its to-dos (a receiver: their own), history and questions. */
export async function taskDetail(
  db: DbOrTx,
  ctx: TenantRequestContext,
  id: number,
  now = new Date(),
): Promise<TaskDetail> {
  const reads = await db
    .select(taskColumns(now))
    .from(tasks)
    .where(and(visibleTasks(ctx), eq(tasks.id, id)));
  const [task] = await presentTasks(db, ctx.tenant.gameId, reads, now);
  if (!task) throw new AppError('not_found');
  const todoReads = await db
    .select(todoColumns(now))
    .from(todos)
    .innerJoin(tasks, eq(tasks.id, todos.taskId))
    .where(and(visibleTodos(ctx), eq(todos.taskId, id)))
    .orderBy(asc(todos.id));
  return {
    task,
    todos: await presentTodos(db, ctx.tenant.gameId, todoReads),
    history: await historyOf(db, ctx, id),
    questions: await questionsOf(db, [id]),
  };
}

import type { TodoDetail } from '@herald/contract';
import { and, count, eq } from 'drizzle-orm';
import { todoLinks, todos } from '../../../db/schema/index.js';
import type { TenantRequestContext } from '../../../http/context.js';
import { AppError } from '../../../http/errors.js';
import type { AssignDeps } from '../deps.js';
import { tell } from '../notify/tell.js';
import { assertTodoEvent } from '../rules/machine.js';
import { recordEvent } from '../tasks/store.js';
import { ownTodo } from './access.js';
import { todoDetail } from './detail.js';

type Decision = { event: 'todo_completed'; note: string } | { event: 'todo_rejected'; reason: string };

/**
 * The receiver completes their to-do (with at least one linked post: todo_needs_posts) or turns it
 * down with a reason — only while pending on a published task. The task's history records it and the
 * task's creator is told, in one transaction.
 */
async function decide(deps: AssignDeps, ctx: TenantRequestContext, id: number, decision: Decision) {
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const { todo, task } = await ownTodo(tx, ctx, id);
    const status = assertTodoEvent(decision.event, task.status, todo.status);
    if (decision.event === 'todo_completed') {
      const [linked] = await tx
        .select({ n: count() })
        .from(todoLinks)
        .where(and(eq(todoLinks.todoId, todo.id), eq(todoLinks.state, 'linked')));
      if ((linked?.n ?? 0) === 0) throw new AppError('todo_needs_posts');
    }
    const words =
      decision.event === 'todo_completed' ? { note: decision.note || null } : { reason: decision.reason };
    await tx
      .update(todos)
      .set({
        status,
        ...words,
        completedAt: decision.event === 'todo_completed' ? now : null,
        updatedAt: now,
      })
      .where(eq(todos.id, todo.id));
    await recordEvent(tx, task, {
      event: decision.event,
      actorId: ctx.user.id,
      todoId: todo.id,
      at: now,
      detail: decision.event === 'todo_completed' ? { note: decision.note } : { reason: decision.reason },
    });
    await tell(
      tx,
      deps,
      [task.creatorId],
      {
        gameId: task.gameId,
        kind: decision.event === 'todo_completed' ? 'assign_todo_completed' : 'assign_todo_rejected',
        params: {
          task: task.name,
          task_id: task.id,
          receiver: ctx.user.name,
          ...(decision.event === 'todo_rejected' ? { reason: decision.reason } : {}),
        },
      },
      ctx.user.id,
    );
  });
  return todoDetail(deps.db, ctx, id);
}

/** Completes the caller's pending to-do with the posts linked to it, and an optional note. */
export function completeTodo(
  deps: AssignDeps,
  ctx: TenantRequestContext,
  input: { id: number; note: string },
): Promise<TodoDetail> {
  return decide(deps, ctx, input.id, { event: 'todo_completed', note: input.note });
}

/** Turns down the caller's pending to-do, saying why. */
export function rejectTodo(
  deps: AssignDeps,
  ctx: TenantRequestContext,
  input: { id: number; reason: string },
): Promise<TodoDetail> {
  return decide(deps, ctx, input.id, { event: 'todo_rejected', reason: input.reason });
}

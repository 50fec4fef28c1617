import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { tasks, todos } from '../../../db/schema/index.js';
import type { TenantRequestContext } from '../../../http/context.js';
import { AppError } from '../../../http/errors.js';
import { type TaskRow, taskFor } from '../tasks/store.js';
import { visibleTodos } from '../tasks/visibility.js';
import type { TodoRow } from './present.js';

/** A to-do the caller may see (a lead: any of the game; anyone else: their own), else not_found. */
export async function visibleTodo(
  db: DbOrTx,
  ctx: TenantRequestContext,
  id: number,
): Promise<{ todo: TodoRow; task: TaskRow }> {
  const [row] = await db
    .select({ todo: todos, task: tasks })
    .from(todos)
    .innerJoin(tasks, eq(tasks.id, todos.taskId))
    .where(and(visibleTodos(ctx), eq(todos.id, id)));
  if (!row) throw new AppError('not_found');
  return row;
}

/**
 * The caller's own to-do, for its receiver's actions (complete, reject, link): the task locked, then
 * the to-do, so the sweep and the lead's actions wait. A lead may see another receiver's to-do but not
 * act in their place (no_app_permission).
 */
export async function ownTodo(
  tx: DbOrTx,
  ctx: TenantRequestContext,
  id: number,
): Promise<{ todo: TodoRow; task: TaskRow }> {
  const seen = await visibleTodo(tx, ctx, id);
  if (seen.todo.receiverId !== ctx.user.id) throw new AppError('no_app_permission');
  const task = await taskFor(tx, ctx.tenant.gameId, seen.task.id, { lock: true });
  const [todo] = await tx.select().from(todos).where(eq(todos.id, id)).for('update');
  if (!todo) throw new AppError('not_found');
  return { todo, task };
}

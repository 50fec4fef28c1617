import { eq } from 'drizzle-orm';
import { tasks } from '../../../db/schema/index.js';
import type { TenantRequestContext } from '../../../http/context.js';
import type { AssignDeps } from '../deps.js';
import { deleteEventOf, taskMoves } from '../rules/machine.js';
import { recordEvent, taskFor } from './store.js';

/**
 * Deletes a draft (delete draft) or an ended task (delete task); a published task cannot be deleted.
 * The task is kept, marked deleted, with its history: it vanishes from every list.
 */
export async function deleteTask(deps: AssignDeps, ctx: TenantRequestContext, id: number): Promise<null> {
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const task = await taskFor(tx, ctx.tenant.gameId, id, { lock: true });
    const event = deleteEventOf(task.status);
    await tx
      .update(tasks)
      .set({ status: taskMoves[event].to, deletedAt: now, updatedAt: now })
      .where(eq(tasks.id, task.id));
    await recordEvent(tx, task, { event, actorId: ctx.user.id, at: now });
  });
  return null;
}

import type { TaskDetail, TaskFields } from '@herald/contract';
import { eq } from 'drizzle-orm';
import { tasks } from '../../../db/schema/index.js';
import type { TenantRequestContext } from '../../../http/context.js';
import type { AssignDeps } from '../deps.js';
import { assertTaskEvent, taskMoves } from '../rules/machine.js';
import { taskDetail } from './detail.js';
import { changedFields, checkTaskFields, fieldsOf, taskValues } from './fields.js';
import { handOut } from './handout.js';
import { recordEvent, taskFor } from './store.js';

/**
 * Creates a task: a draft (new draft), or handed out at once (new assign: a to-do per receiver, each
 * told). The fields are checked first (deadline, label, receivers, materials); nothing is written on
 * a refusal.
 */
export async function createTask(
  deps: AssignDeps,
  ctx: TenantRequestContext,
  input: { fields: TaskFields; publish: boolean },
): Promise<TaskDetail> {
  const now = new Date();
  const event = input.publish ? 'new_assign' : 'new_draft';
  const id = await deps.db.transaction(async (tx) => {
    const values = await checkTaskFields(tx, ctx.tenant.gameId, input.fields, now);
    const [task] = await tx
      .insert(tasks)
      .values({
        ...values,
        gameId: ctx.tenant.gameId,
        status: taskMoves[event].to,
        creatorId: ctx.user.id,
        publishedAt: input.publish ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!task) throw new Error('task not inserted');
    await recordEvent(tx, task, { event, actorId: ctx.user.id, at: now });
    if (input.publish) await handOut(tx, deps, task, task.receiverIds, ctx.user.id);
    return task.id;
  });
  return taskDetail(deps.db, ctx, id);
}

/** Edits a draft (edit draft), checked like a new task. */
export async function editDraft(
  deps: AssignDeps,
  ctx: TenantRequestContext,
  input: { id: number; fields: TaskFields },
): Promise<TaskDetail> {
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const task = await taskFor(tx, ctx.tenant.gameId, input.id, { lock: true });
    assertTaskEvent('edit_draft', task.status);
    const values = await checkTaskFields(tx, ctx.tenant.gameId, input.fields, now);
    const fields = changedFields(taskValues(fieldsOf(task)), values);
    await tx
      .update(tasks)
      .set({ ...values, updatedAt: now })
      .where(eq(tasks.id, task.id));
    await recordEvent(tx, task, { event: 'edit_draft', actorId: ctx.user.id, at: now, detail: { fields } });
  });
  return taskDetail(deps.db, ctx, input.id);
}

/**
 * Hands out a draft (publish draft): its stored fields checked again (the deadline may have passed,
 * a receiver may have left the game), then a to-do per receiver, each told.
 */
export async function publishDraft(
  deps: AssignDeps,
  ctx: TenantRequestContext,
  id: number,
): Promise<TaskDetail> {
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const task = await taskFor(tx, ctx.tenant.gameId, id, { lock: true });
    const status = assertTaskEvent('publish_draft', task.status);
    await checkTaskFields(tx, ctx.tenant.gameId, fieldsOf(task), now);
    const [published] = await tx
      .update(tasks)
      .set({ status, publishedAt: now, updatedAt: now })
      .where(eq(tasks.id, task.id))
      .returning();
    if (!published) throw new Error('task not updated');
    await recordEvent(tx, task, { event: 'publish_draft', actorId: ctx.user.id, at: now });
    await handOut(tx, deps, published, published.receiverIds, ctx.user.id);
  });
  return taskDetail(deps.db, ctx, id);
}

import type { TaskChange, TaskDetail } from '@herald/contract';
import { eq } from 'drizzle-orm';
import { tasks } from '../../../db/schema/index.js';
import type { TenantRequestContext } from '../../../http/context.js';
import { mediaForPublishing } from '../../uploads/index.js';
import type { AssignDeps } from '../deps.js';
import { proposeSpec } from '../jobs/specs.js';
import { assertLabelInGame } from '../labels/tree.js';
import { tellReceivers } from '../notify/tell.js';
import { assertTaskEvent } from '../rules/machine.js';
import { assertDeadline } from '../rules/timing.js';
import { taskDetail } from './detail.js';
import { changedFields, fieldsOf, taskValues } from './fields.js';
import { handOut, pendingRecipients, taskParams } from './handout.js';
import { assertReceivers } from './receivers.js';
import { recordEvent, taskFor } from './store.js';

/** Fields whose change may make other posts match the task, so proposals are looked for again. */
const matchingFields = new Set(['hashtags', 'deeplink', 'post_period']);

/**
 * Changes a published task (change task) — only the fields sent, from the detail or the gantt. The
 * result is checked like a new task (deadline after now and not before the post period), a changed
 * deadline is reminded of again, and the receivers with a pending to-do are told what changed. A
 * change that changes nothing records nothing.
 */
export async function changeTask(
  deps: AssignDeps,
  ctx: TenantRequestContext,
  input: { id: number; fields: TaskChange },
): Promise<TaskDetail> {
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const task = await taskFor(tx, ctx.tenant.gameId, input.id, { lock: true });
    assertTaskEvent('change_task', task.status);
    const before = taskValues(fieldsOf(task));
    const sent = Object.fromEntries(Object.entries(input.fields).filter(([, value]) => value !== undefined));
    const after = taskValues({ ...fieldsOf(task), ...sent });
    const fields = changedFields(before, after);
    if (fields.length === 0) return;
    assertDeadline(after.deadline, after.periodStart, now);
    if (fields.includes('label_id')) await assertLabelInGame(tx, ctx.tenant.gameId, after.labelId ?? null);
    if (fields.includes('material_ids'))
      await mediaForPublishing(tx, ctx.tenant.gameId, after.materialIds ?? []);
    const [changed] = await tx
      .update(tasks)
      .set({
        ...after,
        receiverIds: task.receiverIds,
        updatedAt: now,
        ...(fields.includes('deadline') ? { remindedAt: null } : {}),
      })
      .where(eq(tasks.id, task.id))
      .returning();
    if (!changed) throw new Error('task not updated');
    await recordEvent(tx, task, { event: 'change_task', actorId: ctx.user.id, at: now, detail: { fields } });
    await tellReceivers(
      tx,
      deps,
      await pendingRecipients(tx, task),
      {
        gameId: task.gameId,
        kind: 'assign_task_changed',
        params: { ...taskParams(changed), fields: fields.join(',') },
      },
      ctx.user.id,
    );
    if (fields.some((field) => matchingFields.has(field))) {
      await deps.queue.send(proposeSpec, { task_id: task.id }, tx);
    }
  });
  return taskDetail(deps.db, ctx, input.id);
}

/** Gives a published task to more receivers (add receivers): a to-do each, the new ones told. */
export async function addReceivers(
  deps: AssignDeps,
  ctx: TenantRequestContext,
  input: { id: number; receiver_ids: number[] },
): Promise<TaskDetail> {
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const task = await taskFor(tx, ctx.tenant.gameId, input.id, { lock: true });
    assertTaskEvent('add_receivers', task.status);
    const added = [...new Set(input.receiver_ids)].filter((id) => !task.receiverIds.includes(id));
    if (added.length === 0) return;
    await assertReceivers(tx, ctx.tenant.gameId, added);
    const [changed] = await tx
      .update(tasks)
      .set({ receiverIds: [...task.receiverIds, ...added], updatedAt: now })
      .where(eq(tasks.id, task.id))
      .returning();
    if (!changed) throw new Error('task not updated');
    await recordEvent(tx, task, {
      event: 'add_receivers',
      actorId: ctx.user.id,
      at: now,
      detail: { receiver_ids: added },
    });
    await handOut(tx, deps, changed, added, ctx.user.id);
  });
  return taskDetail(deps.db, ctx, input.id);
}

/** Ends a published task early (abandon task); the receivers with a pending to-do are told why. */
export async function abandonTask(
  deps: AssignDeps,
  ctx: TenantRequestContext,
  input: { id: number; reason: string },
): Promise<TaskDetail> {
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const task = await taskFor(tx, ctx.tenant.gameId, input.id, { lock: true });
    const status = assertTaskEvent('abandon_task', task.status);
    await tx
      .update(tasks)
      .set({ status, endedAt: now, endReason: 'abandoned', updatedAt: now })
      .where(eq(tasks.id, task.id));
    await recordEvent(tx, task, {
      event: 'abandon_task',
      actorId: ctx.user.id,
      at: now,
      detail: { reason: input.reason },
    });
    await tellReceivers(
      tx,
      deps,
      await pendingRecipients(tx, task),
      {
        gameId: task.gameId,
        kind: 'assign_task_abandoned',
        params: { ...taskParams(task), reason: input.reason },
      },
      ctx.user.id,
    );
  });
  return taskDetail(deps.db, ctx, input.id);
}

import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { tasks } from '../../../db/schema/index.js';
import type { AssignDeps } from '../deps.js';
import { tellReceivers } from '../notify/tell.js';
import { assertTaskEvent } from '../rules/machine.js';
import { taskDueSoon } from '../rules/timing.js';
import { pendingRecipients, taskParams } from '../tasks/handout.js';
import { recordEvent, type TaskRow } from '../tasks/store.js';

/** Tasks ended or reminded per transaction; the sweep goes on until none is left. */
const SWEEP_BATCH = 50;

/**
 * Takes due tasks a batch at a time under row locks, skipping the ones another sweep (or a lead's
 * action) holds: those are done by whoever holds them, or by the next sweep.
 */
async function inBatches(
  deps: AssignDeps,
  due: (tx: Tx) => Promise<TaskRow[]>,
  work: (tx: Tx, task: TaskRow) => Promise<void>,
): Promise<number> {
  let done = 0;
  for (;;) {
    const count = await deps.db.transaction(async (tx) => {
      const batch = await due(tx);
      for (const task of batch) await work(tx, task);
      return batch.length;
    });
    done += count;
    if (count < SWEEP_BATCH) return done;
  }
}

/**
 * Ends every published task whose deadline has passed (task expired) — at the instant stored, which
 * the lead chose as a wall-clock time in the task's zone — and tells the receivers still pending.
 */
export function expireDue(deps: AssignDeps, now: Date): Promise<number> {
  return inBatches(
    deps,
    (tx) =>
      tx
        .select()
        .from(tasks)
        .where(and(eq(tasks.status, 'published'), lt(tasks.deadline, now)))
        .orderBy(asc(tasks.deadline))
        .limit(SWEEP_BATCH)
        .for('update', { skipLocked: true }),
    async (tx, task) => {
      const status = assertTaskEvent('task_expired', task.status);
      await tx
        .update(tasks)
        .set({ status, endedAt: now, endReason: 'expired', updatedAt: now })
        .where(eq(tasks.id, task.id));
      await recordEvent(tx, task, {
        event: 'task_expired',
        actorId: null,
        at: now,
        detail: { deadline: task.deadline.toISOString() },
      });
      await tellReceivers(tx, deps, await pendingRecipients(tx, task), {
        gameId: task.gameId,
        kind: 'assign_task_expired',
        params: taskParams(task),
      });
    },
  );
}

/**
 * Reminds the receivers still pending once per deadline (task reminded), when a published task enters
 * its reminder window; a changed deadline clears `reminded_at`, so the new one is reminded of too.
 */
export function remindDue(deps: AssignDeps, now: Date): Promise<number> {
  return inBatches(
    deps,
    (tx) =>
      tx
        .select()
        .from(tasks)
        .where(and(taskDueSoon(now), isNull(tasks.remindedAt)))
        .orderBy(asc(tasks.deadline))
        .limit(SWEEP_BATCH)
        .for('update', { skipLocked: true }),
    async (tx, task) => {
      await tx.update(tasks).set({ remindedAt: now }).where(eq(tasks.id, task.id));
      const pending = await pendingRecipients(tx, task);
      // Everyone is done: nobody to remind, and nothing to record.
      if (pending.length === 0) return;
      await recordEvent(tx, task, {
        event: 'task_reminded',
        actorId: null,
        at: now,
        detail: { deadline: task.deadline.toISOString() },
      });
      await tellReceivers(tx, deps, pending, {
        gameId: task.gameId,
        kind: 'assign_task_reminder',
        params: taskParams(task),
      });
    },
  );
}

/** The minute's sweep: expiries first (a task past its deadline is never reminded), then reminders. */
export async function sweepTasks(deps: AssignDeps, now = new Date()) {
  const expired = await expireDue(deps, now);
  const reminded = await remindDue(deps, now);
  return { expired, reminded };
}

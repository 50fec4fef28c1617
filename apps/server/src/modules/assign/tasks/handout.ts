import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { todos } from '../../../db/schema/index.js';
import type { AssignDeps } from '../deps.js';
import { proposeSpec } from '../jobs/specs.js';
import { type Recipient, tellReceivers } from '../notify/tell.js';
import type { TaskRow } from './store.js';

/** What every notice about a task names: the task and its deadline in its zone. */
export function taskParams(task: TaskRow): Record<string, string | number> {
  return {
    task: task.name,
    task_id: task.id,
    deadline: task.deadline.toISOString(),
    time_zone: task.timeZone,
  };
}

/**
 * Hands a published task to receivers, in the caller's transaction: a pending to-do each (none twice),
 * each new receiver told, and the proposal job queued to look for their posts already out.
 */
export async function handOut(
  db: DbOrTx,
  deps: Pick<AssignDeps, 'queue' | 'mailer'>,
  task: TaskRow,
  receiverIds: readonly number[],
  actorId: number,
): Promise<Recipient[]> {
  if (receiverIds.length === 0) return [];
  const created = await db
    .insert(todos)
    .values(receiverIds.map((receiverId) => ({ gameId: task.gameId, taskId: task.id, receiverId })))
    .onConflictDoNothing()
    .returning({ userId: todos.receiverId, todoId: todos.id });
  await tellReceivers(
    db,
    deps,
    created,
    { gameId: task.gameId, kind: 'assign_todo_assigned', params: taskParams(task) },
    actorId,
  );
  await deps.queue.send(proposeSpec, { task_id: task.id }, db);
  return created;
}

/** The receivers of a task whose to-do is still pending (whom a change or an ending concerns). */
export async function pendingRecipients(db: DbOrTx, task: Pick<TaskRow, 'id'>): Promise<Recipient[]> {
  return db
    .select({ userId: todos.receiverId, todoId: todos.id })
    .from(todos)
    .where(and(eq(todos.taskId, task.id), eq(todos.status, 'pending')));
}

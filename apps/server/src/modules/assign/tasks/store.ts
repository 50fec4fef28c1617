import type { TaskHistory } from '@herald/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { taskEvents, tasks } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';

export type TaskRow = typeof tasks.$inferSelect;
export type HistoryEvent = TaskHistory['event'];

/**
 * A task of the game by id (not_found for another game's or none); `lock` holds it for the caller's
 * transaction, so actions on one task, the sweep and the receivers' actions happen one at a time.
 */
export async function taskFor(
  db: DbOrTx,
  gameId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<TaskRow> {
  const query = db
    .select()
    .from(tasks)
    .where(and(eq(tasks.gameId, gameId), eq(tasks.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found');
  return row;
}

export interface EventInput {
  event: HistoryEvent;
  actorId: number | null;
  todoId?: number | null;
  detail?: Record<string, unknown>;
  at?: Date;
}

/** Writes one line of the task's history, in the caller's transaction (the change's own). */
export async function recordEvent(db: DbOrTx, task: Pick<TaskRow, 'id' | 'gameId'>, input: EventInput) {
  await db.insert(taskEvents).values({
    gameId: task.gameId,
    taskId: task.id,
    todoId: input.todoId ?? null,
    event: input.event,
    actorId: input.actorId,
    detail: input.detail ?? {},
    ...(input.at ? { at: input.at } : {}),
  });
}

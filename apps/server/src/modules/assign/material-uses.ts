import type { TaskStatus } from '@herald/contract';
import { and, arrayOverlaps, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { tasks } from '../../db/schema/index.js';

/** A task (not deleted) whose materials include one of the uploads asked about. */
export interface MediaTaskUse {
  taskId: number;
  name: string;
  status: TaskStatus;
  deadline: Date;
  /** The asked uploads among the task's materials. */
  uploadIds: number[];
}

/** The game's tasks (not deleted) that brief any of these uploads as material; newest first. */
export async function tasksUsingMedia(
  db: DbOrTx,
  gameId: number,
  uploadIds: readonly number[],
  limit = 200,
): Promise<MediaTaskUse[]> {
  if (uploadIds.length === 0) return [];
  const rows = await db
    .select({
      taskId: tasks.id,
      name: tasks.name,
      status: tasks.status,
      deadline: tasks.deadline,
      materialIds: tasks.materialIds,
    })
    .from(tasks)
    .where(
      and(
        eq(tasks.gameId, gameId),
        ne(tasks.status, 'deleted'),
        arrayOverlaps(tasks.materialIds, [...uploadIds]),
      ),
    )
    .orderBy(desc(tasks.id))
    .limit(limit);
  const asked = new Set(uploadIds);
  return rows.map(({ materialIds, ...task }) => ({
    ...task,
    uploadIds: materialIds.filter((id) => asked.has(id)),
  }));
}

/**
 * Tasks (not deleted) per upload they brief, as a subquery to join on `upload_id`: for these uploads
 * only, or for every upload of the game (to order a whole list by use).
 */
export function mediaTaskCounts(db: DbOrTx, gameId: number, uploadIds?: readonly number[]) {
  const briefed = db
    .select({ uploadId: sql<number>`unnest(${tasks.materialIds})`.as('briefed_upload_id') })
    .from(tasks)
    .where(
      and(
        eq(tasks.gameId, gameId),
        ne(tasks.status, 'deleted'),
        uploadIds ? arrayOverlaps(tasks.materialIds, [...uploadIds]) : undefined,
      ),
    )
    .as('briefed');
  return (
    db
      // Names of their own: drizzle leaves a subquery's computed columns unqualified where they are used.
      .select({
        uploadId: sql<number>`${briefed.uploadId}`.as('task_upload_id'),
        tasks: sql<number>`count(*)::int`.as('task_count'),
      })
      .from(briefed)
      .where(uploadIds ? inArray(briefed.uploadId, [...uploadIds]) : undefined)
      .groupBy(briefed.uploadId)
      .as('task_uses')
  );
}

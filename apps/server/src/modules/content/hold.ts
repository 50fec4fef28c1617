import type { PostHold } from '@herald/contract';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contents, uploads } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { uploadIdsOf, usingUploads } from './media-uses.js';
import { type ContentRow, mediaRefsOf } from './store.js';
import { move } from './transition.js';

/** Why posts are held and by which materials; `at` defaults to now. */
export type HoldRequest = Omit<PostHold, 'at'> & { at?: string | undefined };

/** The hold a post gets: a new one, or its current one with the materials added (its reason and time kept). */
function mergedHold(current: PostHold | null, request: HoldRequest): PostHold {
  if (!current)
    return {
      reason: request.reason,
      at: request.at ?? new Date().toISOString(),
      materials: request.materials,
    };
  const known = new Set(current.materials.map((material) => material.id));
  const added = request.materials.filter((material) => !known.has(material.id));
  return { ...current, materials: [...current.materials, ...added] };
}

/**
 * Holds the game's scheduled posts that use any of these uploads: they stay scheduled but do not go
 * out until a person keeps (post/keep) or revokes them. A post already held gets the materials added.
 * Each hold is recorded in the post's history. Answers how many posts are held by this call.
 */
export async function holdContents(
  db: DbOrTx,
  gameId: number,
  uploadIds: readonly number[],
  hold: HoldRequest,
): Promise<number> {
  if (uploadIds.length === 0) return 0;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(contents)
      .where(and(usingUploads(gameId, uploadIds), eq(contents.status, 'scheduled')))
      .orderBy(asc(contents.id))
      .for('update');
    for (const row of rows)
      await move(tx, row, 'hold', 'scheduled', null, { held: mergedHold(row.held, hold) });
    return rows.length;
  });
}

/** Refuses publishing a held post now: it is kept (or revoked) first. */
export function assertNotHeld(row: ContentRow): void {
  if (row.held) throw new AppError('content_held');
}

/** Whether any upload the post publishes may no longer be used (expired, rejected or pending material). */
async function usesBlockedUpload(db: DbOrTx, row: ContentRow): Promise<boolean> {
  const ids = uploadIdsOf(mediaRefsOf(row));
  if (ids.length === 0) return false;
  const blocked = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.gameId, row.gameId), inArray(uploads.id, ids), isNotNull(uploads.blocked)))
    .limit(1);
  return blocked.length > 0;
}

/**
 * After an edit of a held post's body: the hold ends once none of its files is blocked any more (the
 * user removed the file), in the caller's transaction. Answers the row as it now is.
 */
export async function releaseHoldIfClear(db: DbOrTx, row: ContentRow): Promise<ContentRow> {
  if (!row.held || (await usesBlockedUpload(db, row))) return row;
  const [released] = await db.update(contents).set({ held: null }).where(eq(contents.id, row.id)).returning();
  return released ?? row;
}

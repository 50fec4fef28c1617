import type { ErrorId } from '@herald/contract';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';

/** Why a finished file may not be used for new posts: the material library's refusals. */
export type BlockReason = Extract<ErrorId, 'material_pending' | 'material_rejected' | 'material_expired'>;

/**
 * Blocks finished uploads from new posts with the catalogue error that says why (null lets them be
 * used again). `mediaForPublishing` refuses a blocked upload with that error.
 */
export async function setBlocked(
  db: DbOrTx,
  uploadIds: readonly number[],
  reason: BlockReason | null,
): Promise<void> {
  if (uploadIds.length === 0) return;
  await db
    .update(uploads)
    .set({ blocked: reason })
    .where(inArray(uploads.id, [...uploadIds]));
}

import type { PostHold } from '@herald/contract';
import { and, countDistinct, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contentMedia, contents } from '../../db/schema/index.js';

/** Why and for which materials scheduled posts are held (the time is the hold's own). */
export interface HoldRequest {
  reason: PostHold['reason'];
  materials: { id: number; name: string }[];
}

/** The game's scheduled posts whose body uses one of these uploads (content_media). */
function scheduledWith(gameId: number, uploadIds: readonly number[]) {
  return and(
    eq(contents.gameId, gameId),
    eq(contents.status, 'scheduled'),
    inArray(
      contents.id,
      sql`(select ${contentMedia.contentId} from ${contentMedia}
        where ${contentMedia.gameId} = ${gameId} and ${inArray(contentMedia.uploadId, [...uploadIds])})`,
    ),
  );
}

/** How many scheduled posts of the game use any of these uploads (what deleting or expiry would hold). */
export async function scheduledUsing(
  db: DbOrTx,
  gameId: number,
  uploadIds: readonly number[],
): Promise<number> {
  if (uploadIds.length === 0) return 0;
  const [row] = await db
    .select({ n: countDistinct(contents.id) })
    .from(contents)
    .where(scheduledWith(gameId, uploadIds));
  return row?.n ?? 0;
}

/**
 * Holds the game's scheduled posts that use any of these uploads, in the caller's transaction: a held
 * post does not go out until a person keeps or revokes it. A post already held keeps its first hold.
 * Answers how many posts were held now.
 */
export async function holdContents(
  db: DbOrTx,
  gameId: number,
  uploadIds: readonly number[],
  hold: HoldRequest,
): Promise<number> {
  if (uploadIds.length === 0) return 0;
  const now = new Date();
  const value: PostHold = { reason: hold.reason, at: now.toISOString(), materials: hold.materials };
  const held = await db
    .update(contents)
    .set({ held: value, updatedAt: now })
    .where(and(scheduledWith(gameId, uploadIds), isNull(contents.held)))
    .returning({ id: contents.id });
  return held.length;
}

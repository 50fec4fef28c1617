import { type ContentStatus, postInputSchema } from '@herald/contract';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { contents, contentTargets } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';

export type ContentRow = typeof contents.$inferSelect;
export type TargetRow = typeof contentTargets.$inferSelect;

/** What a post's form holds besides its accounts (kept in `contents.body`). */
export const postBodySchema = postInputSchema.omit({ account_ids: true });
export type PostBody = z.infer<typeof postBodySchema>;

/** The stored body, read back through its schema (a row is never trusted to be of today's shape). */
export function bodyOf(row: ContentRow): PostBody {
  return postBodySchema.parse(row.body);
}

/** The media a post's body names: all a list row needs of it (a small part to read, not the body). */
const mediaRefsSchema = z.object(
  postInputSchema.pick({ image_ids: true, video_ids: true, thumbnail: true }).shape,
);
export type MediaRefs = z.infer<typeof mediaRefsSchema>;

const NO_MEDIA: MediaRefs = { image_ids: [], video_ids: [], thumbnail: null };

/** The media of a post's stored body (a comment, like or message names none). */
export function mediaRefsOf(row: ContentRow): MediaRefs {
  if (row.contentType !== 'post') return NO_MEDIA;
  return mediaRefsSchema.parse(row.body);
}

/**
 * The media a list or calendar row shows. A body that no longer fits today's schema shows none: one
 * odd row never fails the list it is in (its detail page still reads it strictly).
 */
export function listedMediaOf(row: ContentRow): MediaRefs {
  if (row.contentType !== 'post') return NO_MEDIA;
  const read = mediaRefsSchema.safeParse(row.body);
  return read.success ? read.data : NO_MEDIA;
}

/** What every content's body holds about its way out: approval level, timing, approval timeout. */
const contentPlanSchema = z.object(
  postInputSchema.pick({ review_level: true, publish: true, timeout_action: true }).shape,
);
export type ContentPlan = z.infer<typeof contentPlanSchema>;

/** The plan of any content (post, comment, like or message), read back through its schema. */
export function planOf(row: ContentRow): ContentPlan {
  return contentPlanSchema.parse(row.body);
}

export function statusOf(row: ContentRow): ContentStatus {
  return row.status;
}

/**
 * A content of the game, locked for the transaction when asked (every change goes through one lock so
 * two actions on one content never interleave). Another game's content looks like none.
 */
export async function contentFor(
  db: DbOrTx,
  gameId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ContentRow> {
  const query = db
    .select()
    .from(contents)
    .where(and(eq(contents.id, id), eq(contents.gameId, gameId)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found');
  return row;
}

export async function targetsOf(db: DbOrTx, contentId: number): Promise<TargetRow[]> {
  return db
    .select()
    .from(contentTargets)
    .where(eq(contentTargets.contentId, contentId))
    .orderBy(asc(contentTargets.id));
}

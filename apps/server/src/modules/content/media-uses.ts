import type { ContentStatus, SocialNetwork } from '@herald/contract';
import { and, countDistinct, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contentMedia, contents, contentTargets, uploads } from '../../db/schema/index.js';
import { type ContentRow, type MediaRefs, mediaRefsOf } from './store.js';

/** The most posts `postsUsingUploads` answers, newest first (a material's detail, not an export). */
const USES_LIMIT = 200;

/** The uploads a post publishes: its images, its videos and its thumbnail file. */
export function uploadIdsOf(refs: MediaRefs): number[] {
  const thumbnail = refs.thumbnail?.kind === 'file' ? [refs.thumbnail.file_id] : [];
  return [...new Set([...refs.image_ids, ...refs.video_ids, ...thumbnail])];
}

/**
 * Replaces the content's `content_media` rows with the uploads its stored body names, in the caller's
 * transaction: called by every write of a body. Only uploads of the content's game are recorded (a
 * draft may name one that does not exist; submitting refuses it).
 */
export async function syncContentMedia(db: DbOrTx, row: ContentRow): Promise<void> {
  await db.delete(contentMedia).where(eq(contentMedia.contentId, row.id));
  const ids = uploadIdsOf(mediaRefsOf(row));
  if (ids.length === 0) return;
  const found = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.gameId, row.gameId), inArray(uploads.id, ids)));
  if (found.length === 0) return;
  await db
    .insert(contentMedia)
    .values(found.map((upload) => ({ contentId: row.id, uploadId: upload.id, gameId: row.gameId })));
}

/** Posts of the game that use any of these uploads (deleted ones left out), as a condition. */
export function usingUploads(gameId: number, uploadIds: readonly number[]) {
  return and(
    eq(contents.gameId, gameId),
    eq(contents.contentType, 'post'),
    ne(contents.status, 'deleted'),
    inArray(
      contents.id,
      sql`(select ${contentMedia.contentId} from ${contentMedia} where ${contentMedia.gameId} = ${gameId} and ${inArray(contentMedia.uploadId, [...uploadIds])})`,
    ),
  );
}

/** How many scheduled posts of the game use any of these uploads (what expiry or deletion would hold). */
export async function scheduledUsing(
  db: DbOrTx,
  gameId: number,
  uploadIds: readonly number[],
): Promise<number> {
  if (uploadIds.length === 0) return 0;
  const [row] = await db
    .select({ count: countDistinct(contents.id) })
    .from(contents)
    .where(and(usingUploads(gameId, uploadIds), eq(contents.status, 'scheduled')));
  return row?.count ?? 0;
}

/** A post that uses a file, as a material's detail lists it. */
export interface PostUse {
  id: number;
  /** The post's title; `excerpt` is the start of its text, for a post without one. */
  title: string;
  excerpt: string;
  status: ContentStatus;
  scheduledAt: Date | null;
  publishedAt: Date | null;
  /** The networks of its accounts, each once. */
  networks: SocialNetwork[];
  /** Set while the post is held. */
  held: boolean;
}

/** The game's posts that use any of these uploads, the latest first (at most 200). */
export async function postsUsingUploads(
  db: DbOrTx,
  gameId: number,
  uploadIds: readonly number[],
): Promise<PostUse[]> {
  if (uploadIds.length === 0) return [];
  const rows = await db
    .select()
    .from(contents)
    .where(usingUploads(gameId, uploadIds))
    .orderBy(desc(sql`coalesce(${contents.publishedAt}, ${contents.scheduledAt}, ${contents.updatedAt})`))
    .limit(USES_LIMIT);
  if (rows.length === 0) return [];
  const targets = await db
    .selectDistinct({ contentId: contentTargets.contentId, network: contentTargets.network })
    .from(contentTargets)
    .where(
      inArray(
        contentTargets.contentId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    excerpt: [...row.text].slice(0, 100).join(''),
    status: row.status,
    scheduledAt: row.scheduledAt,
    publishedAt: row.publishedAt,
    networks: targets.filter((target) => target.contentId === row.id).map((target) => target.network),
    held: row.held !== null,
  }));
}

/**
 * Posts (not deleted) per upload, as a subquery to join on `upload_id`: for these uploads only (an
 * index range each), or for every upload of the game (to order a whole list by use).
 */
export function mediaPostCounts(db: DbOrTx, gameId: number, uploadIds?: readonly number[]) {
  return db
    .select({ uploadId: contentMedia.uploadId, posts: sql<number>`count(*)::int`.as('post_count') })
    .from(contentMedia)
    .innerJoin(contents, eq(contents.id, contentMedia.contentId))
    .where(
      and(
        eq(contentMedia.gameId, gameId),
        uploadIds ? inArray(contentMedia.uploadId, [...uploadIds]) : undefined,
        ne(contents.status, 'deleted'),
      ),
    )
    .groupBy(contentMedia.uploadId)
    .as('post_uses');
}

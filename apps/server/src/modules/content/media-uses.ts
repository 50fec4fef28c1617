import type { ContentStatus, SocialNetwork } from '@herald/contract';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contentMedia, contents, contentTargets } from '../../db/schema/index.js';

/** A post that uses an upload (content_media), as the material library lists it. */
export interface MediaPostUse {
  contentId: number;
  uploadId: number;
  title: string;
  text: string;
  status: ContentStatus;
  /** When it went out, else when it is scheduled to. */
  at: Date | null;
  networks: SocialNetwork[];
}

/** Posts, not deleted, of the game that use these uploads; newest first, at most `limit`. */
export async function postsUsingMedia(
  db: DbOrTx,
  gameId: number,
  uploadIds: readonly number[],
  limit = 200,
): Promise<MediaPostUse[]> {
  if (uploadIds.length === 0) return [];
  const rows = await db
    .select({
      contentId: contents.id,
      uploadId: contentMedia.uploadId,
      title: contents.title,
      text: contents.text,
      status: contents.status,
      publishedAt: contents.publishedAt,
      scheduledAt: contents.scheduledAt,
      networks: sql<SocialNetwork[]>`coalesce((select array_agg(distinct ${contentTargets.network})
        from ${contentTargets} where ${contentTargets.contentId} = ${contents.id}), '{}')`,
    })
    .from(contentMedia)
    .innerJoin(contents, eq(contents.id, contentMedia.contentId))
    .where(
      and(
        eq(contentMedia.gameId, gameId),
        inArray(contentMedia.uploadId, [...uploadIds]),
        ne(contents.status, 'deleted'),
      ),
    )
    .orderBy(desc(contents.id))
    .limit(limit);
  return rows.map(({ publishedAt, scheduledAt, ...row }) => ({ ...row, at: publishedAt ?? scheduledAt }));
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

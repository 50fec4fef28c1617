import type { PostInput } from '@herald/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { contentMedia, uploads } from '../../src/db/schema/index.js';
import { blankPost } from './helpers.js';

/** A finished upload of the game as the uploads module records one (no bytes behind it). */
export async function storedFile(db: Db, gameId: number, kind: 'image' | 'video' = 'image'): Promise<number> {
  const [row] = await db
    .insert(uploads)
    .values({
      gameId,
      storageKey: `held-${Math.random().toString(36).slice(2)}`,
      name: kind === 'image' ? 'key-art.png' : 'trailer.mp4',
      kind,
      mime: kind === 'image' ? 'image/png' : 'video/mp4',
      size: 200_000,
      sha1: 'c'.repeat(40),
      width: 1280,
      height: 720,
      durationMs: kind === 'video' ? 20_000 : null,
      status: 'done',
    })
    .returning();
  if (!row) throw new Error('no upload');
  return row.id;
}

/** The uploads each post of the game is recorded as using, as [content, upload] pairs in order. */
export async function mediaRows(db: Db, gameId: number): Promise<[number, number][]> {
  const rows = await db
    .select()
    .from(contentMedia)
    .where(eq(contentMedia.gameId, gameId))
    .orderBy(asc(contentMedia.contentId), asc(contentMedia.uploadId));
  return rows.map((row) => [row.contentId, row.uploadId]);
}

/** The uploads one post is recorded as using, in id order. */
export async function uploadsOf(db: Db, contentId: number): Promise<number[]> {
  const rows = await db
    .select({ id: contentMedia.uploadId })
    .from(contentMedia)
    .where(eq(contentMedia.contentId, contentId))
    .orderBy(asc(contentMedia.uploadId));
  return rows.map((row) => row.id);
}

/** Marks an upload as the material library does when its material may no longer be used. */
export async function block(db: Db, uploadId: number, reason: string | null): Promise<void> {
  await db.update(uploads).set({ blocked: reason }).where(eq(uploads.id, uploadId));
}

/** A post form for these accounts scheduled `hours` ahead (in Shanghai). */
export function scheduledPost(accountIds: number[], hours: number, fields: Partial<PostInput> = {}) {
  const at = new Date(Date.now() + hours * 3_600_000);
  const zone = 'Asia/Shanghai';
  return blankPost({
    account_ids: accountIds,
    text: 'Scheduled with a picture',
    publish: { timing: 'schedule', scheduled_at: at.toISOString(), time_zone: zone },
    ...fields,
  });
}

/** Moves a scheduled post's time into the past, as if it came while the post was held. */
export async function pastDue(db: Db, contentId: number): Promise<void> {
  await db.execute(
    sql`update contents set scheduled_at = now() - interval '1 minute',
        body = jsonb_set(body, '{publish,scheduled_at}', to_jsonb(to_char((now() - interval '1 minute') at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
        where id = ${contentId}`,
  );
}

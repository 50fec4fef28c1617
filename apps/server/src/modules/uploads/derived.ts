import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { Upload } from '@tus/server';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';
import type { UploadRow } from './service.js';
import type { UploadStorage } from './storage.js';

/** A file the server made from another (a thumbnail, a video's poster frame). */
export interface DerivedFile {
  gameId: number;
  name: string;
  mime: string;
  bytes: Buffer;
  width: number | null;
  height: number | null;
}

/**
 * Stores a file the server made as a finished upload of its own (kind image, no uploader), written
 * through the same store as uploads, so the signed media links serve it like any other. The row is
 * `done` only once its bytes are stored; a failed write leaves it `fail` and throws.
 */
export async function storeDerivedFile(
  db: DbOrTx,
  storage: UploadStorage,
  file: DerivedFile,
): Promise<UploadRow> {
  const secret = randomBytes(16).toString('hex');
  const [row] = await db
    .insert(uploads)
    .values({
      gameId: file.gameId,
      userId: null,
      storageKey: `pending-${secret}`,
      name: file.name,
      kind: 'image',
      mime: file.mime,
      size: file.bytes.length,
      sha1: createHash('sha1').update(file.bytes).digest('hex'),
      width: file.width,
      height: file.height,
    })
    .returning({ id: uploads.id });
  if (!row) throw new Error('derived upload row not created');
  const key = `${row.id}-${secret}`;
  try {
    await storage.datastore.create(new Upload({ id: key, size: file.bytes.length, offset: 0 }));
    await storage.datastore.write(Readable.from([file.bytes]), key, 0);
  } catch (error) {
    await db
      .update(uploads)
      .set({ storageKey: key, status: 'fail', failure: 'upload_failed', completedAt: new Date() })
      .where(eq(uploads.id, row.id));
    throw error;
  }
  const [done] = await db
    .update(uploads)
    .set({ storageKey: key, status: 'done', completedAt: new Date() })
    .where(eq(uploads.id, row.id))
    .returning();
  if (!done) throw new Error('derived upload row gone');
  return done;
}

/** Facts another reader found in a finished file, kept where the upload's own check found none. */
export async function fillMediaFacts(
  db: DbOrTx,
  uploadId: number,
  facts: { width: number | null; height: number | null; durationMs: number | null },
): Promise<void> {
  await db
    .update(uploads)
    .set({
      width: sql`coalesce(${uploads.width}, ${facts.width})`,
      height: sql`coalesce(${uploads.height}, ${facts.height})`,
      durationMs: sql`coalesce(${uploads.durationMs}, ${facts.durationMs})`,
    })
    .where(eq(uploads.id, uploadId));
}

import { randomBytes } from 'node:crypto';
import {
  type ErrorId,
  errorCatalog,
  INT4_MAX,
  type MediaFile,
  type StoredUpload,
  type UploadMetadata,
  type VideoFile,
} from '@herald/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { FileFacts } from './inspect.js';
import { mediaUrl } from './links.js';
import type { UploadActor } from './signing.js';

export type UploadRow = typeof uploads.$inferSelect;

/** Server-side status of an upload row (the console's own states, SPEC §4, are richer). */
export type UploadRowStatus = 'start' | 'done' | 'fail';

/**
 * Records an upload about to be created and names it. The storage key (also the tus id) is
 * `<row id>-<random>`: the random part makes it unguessable, the id lets the console find the file.
 */
export async function createUpload(
  db: DbOrTx,
  actor: UploadActor,
  declared: UploadMetadata,
  size: number,
): Promise<UploadRow> {
  const secret = randomBytes(16).toString('hex');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(uploads)
      .values({
        gameId: actor.gameId,
        userId: actor.userId,
        storageKey: `pending-${secret}`,
        name: declared.filename,
        kind: declared.kind,
        mime: declared.filetype,
        size,
        sha1: declared.sha1,
      })
      .returning({ id: uploads.id });
    if (!row) throw new Error('upload row not created');
    const [named] = await tx
      .update(uploads)
      .set({ storageKey: `${row.id}-${secret}` })
      .where(eq(uploads.id, row.id))
      .returning();
    if (!named) throw new Error('upload row not named');
    return named;
  });
}

export async function uploadByKey(db: DbOrTx, key: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.storageKey, key));
  return row;
}

export async function markDone(db: DbOrTx, id: number, facts: FileFacts): Promise<UploadRow> {
  const [row] = await db
    .update(uploads)
    .set({
      status: 'done',
      mime: facts.mime,
      sha1: facts.sha1,
      width: facts.width,
      height: facts.height,
      durationMs: facts.durationMs,
      completedAt: new Date(),
    })
    .where(and(eq(uploads.id, id), eq(uploads.status, 'start')))
    .returning();
  if (!row) throw new AppError('upload_incomplete', { detail: `upload ${id} is no longer in progress` });
  return row;
}

/** Fails an upload still in progress; false when it had already finished either way. */
export async function markFailed(db: DbOrTx, id: number, failure: ErrorId): Promise<boolean> {
  const changed = await db
    .update(uploads)
    .set({ status: 'fail', failure, completedAt: new Date() })
    .where(and(eq(uploads.id, id), eq(uploads.status, 'start')))
    .returning({ id: uploads.id });
  return changed.length > 0;
}

/** Why a row that is not done cannot be used: still uploading, or refused (and why), or canceled. */
export function notUsable(row: UploadRow): AppError {
  if (row.status === 'start') return new AppError('upload_incomplete', { detail: `upload ${row.id}` });
  const failure = row.failure && Object.hasOwn(errorCatalog, row.failure) ? (row.failure as ErrorId) : null;
  return new AppError(failure ?? 'upload_rejected', { detail: `upload ${row.id} failed` });
}

/** The contract's media file of a finished upload: a video carries its duration. */
export function mediaFileOf(row: UploadRow): MediaFile | VideoFile {
  const file: MediaFile = {
    id: row.id,
    url: mediaUrl(row.id, row.mime),
    name: row.name,
    mime: row.mime,
    size: row.size,
    sha1: row.sha1,
    width: row.width,
    height: row.height,
  };
  return row.kind === 'video' ? { ...file, duration_ms: row.durationMs ?? 0 } : file;
}

/** upload/detail: only the caller's game's uploads exist for it. */
export async function uploadDetail(db: DbOrTx, gameId: number, id: number): Promise<StoredUpload> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.gameId, gameId)));
  if (!row) throw new AppError('not_found');
  if (row.status !== 'done') throw notUsable(row);
  return mediaFileOf(row);
}

/** A finished upload as publishing hands it to a network: the facts the server established. */
export interface PublishableMedia {
  id: number;
  url: string;
  name: string;
  mime: string;
  /** GIFs are their own kind: networks count and limit them apart from photos (SPEC §5). */
  kind: 'image' | 'gif' | 'video';
  size: number;
  sha1: string;
  width: number | null;
  height: number | null;
  duration_ms: number | null;
}

/** The game's uploads among these ids; an id no integer column could hold cannot name one. */
async function uploadsById(db: DbOrTx, gameId: number, uploadIds: readonly number[]) {
  const ids = [...new Set(uploadIds)].filter((id) => Number.isInteger(id) && id >= 1 && id <= INT4_MAX);
  if (ids.length === 0) return new Map<number, UploadRow>();
  const rows = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.gameId, gameId), inArray(uploads.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

function publishable(row: UploadRow): PublishableMedia {
  return {
    id: row.id,
    url: mediaUrl(row.id, row.mime),
    name: row.name,
    mime: row.mime,
    kind: row.kind === 'video' ? 'video' : row.mime === 'image/gif' ? 'gif' : 'image',
    size: row.size,
    sha1: row.sha1,
    width: row.width,
    height: row.height,
    duration_ms: row.durationMs,
  };
}

/**
 * The game's finished uploads with these ids, in the order asked. Any id that is not a finished
 * upload of this game refuses the whole list: another game's upload as if it did not exist
 * (unknown_reference), one still uploading as upload_incomplete, a refused one with its reason.
 */
export async function mediaForPublishing(
  db: DbOrTx,
  gameId: number,
  uploadIds: readonly number[],
): Promise<PublishableMedia[]> {
  if (uploadIds.length === 0) return [];
  const byId = await uploadsById(db, gameId, uploadIds);
  return uploadIds.map((id) => {
    const row = byId.get(id);
    if (!row) throw new AppError('unknown_reference', { detail: `upload ${id} is not in game ${gameId}` });
    if (row.status !== 'done') throw notUsable(row);
    if (row.kind === 'document')
      throw new AppError('file_type_unsupported', { detail: `upload ${id} is a document` });
    if (row.blocked && Object.hasOwn(errorCatalog, row.blocked))
      throw new AppError(row.blocked as ErrorId, { detail: `upload ${id}` });
    return publishable(row);
  });
}

/**
 * The finished uploads of the game among these ids, leaving out any other: for what only shows media
 * (a list's previews), where one file gone must not fail the whole page.
 */
export async function finishedMedia(
  db: DbOrTx,
  gameId: number,
  uploadIds: readonly number[],
): Promise<PublishableMedia[]> {
  const byId = await uploadsById(db, gameId, uploadIds);
  return [...byId.values()].filter((row) => row.status === 'done').map(publishable);
}

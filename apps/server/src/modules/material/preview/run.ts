import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { PreviewStatus } from '@herald/contract';
import { and, eq } from 'drizzle-orm';
import { materials, uploads } from '../../../db/schema/index.js';
import { collect, fillMediaFacts, storeDerivedFile, type UploadRow } from '../../uploads/index.js';
import type { MaterialDeps } from '../deps.js';
import { POSTER_MIME, THUMBNAIL_MIME } from '../rules.js';
import type { MaterialRow } from '../store.js';
import { pictureSize, thumbnailOf } from './image.js';
import { assertVideoTools, ToolMissing } from './tools.js';
import { posterFrame, probeVideo } from './video.js';

/** What a preview run leaves on the material. */
interface Outcome {
  status: Exclude<PreviewStatus, 'pending'>;
  thumbnailUploadId?: number;
  posterUploadId?: number;
  codec?: string | null;
  reason?: string;
}

/** Why a video has no preview on a server without ffmpeg (shown to people as the preview's reason). */
export const FFMPEG_MISSING = 'ffmpeg is not installed on the server';
const UNREADABLE = 'The file could not be read to make a preview';

/** Said once per process: every video preview meets the same missing tool. */
let toolWarned = false;

async function storeThumbnail(deps: MaterialDeps, row: MaterialRow, picture: Buffer): Promise<number> {
  const thumbnail = await thumbnailOf(picture);
  const stored = await storeDerivedFile(deps.db, deps.storage, {
    gameId: row.gameId,
    name: `thumbnail-${row.id}.webp`,
    mime: THUMBNAIL_MIME,
    bytes: thumbnail.bytes,
    width: thumbnail.width,
    height: thumbnail.height,
  });
  return stored.id;
}

async function imagePreview(deps: MaterialDeps, row: MaterialRow, file: UploadRow): Promise<Outcome> {
  // Images are bounded by the upload rules (30 MB): read whole.
  const bytes = await collect(await deps.storage.read(file.storageKey));
  return { status: 'done', thumbnailUploadId: await storeThumbnail(deps, row, bytes) };
}

/** ffprobe and ffmpeg read a local file: a copy of the stored one (local disk or S3) in a temporary folder. */
async function videoPreview(deps: MaterialDeps, row: MaterialRow, file: UploadRow): Promise<Outcome> {
  await assertVideoTools();
  const folder = await mkdtemp(join(tmpdir(), 'herald-preview-'));
  try {
    const path = join(folder, 'video');
    await pipeline(await deps.storage.read(file.storageKey), createWriteStream(path));
    const probe = await probeVideo(path);
    const poster = await posterFrame(path, probe.durationMs ?? file.durationMs);
    const thumbnailUploadId = await storeThumbnail(deps, row, poster);
    const { width, height } = await pictureSize(poster);
    const stored = await storeDerivedFile(deps.db, deps.storage, {
      gameId: row.gameId,
      name: `poster-${row.id}.jpg`,
      mime: POSTER_MIME,
      bytes: poster,
      width,
      height,
    });
    await fillMediaFacts(deps.db, file.id, probe);
    return { status: 'done', thumbnailUploadId, posterUploadId: stored.id, codec: probe.codec };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function outcomeOf(deps: MaterialDeps, row: MaterialRow, file: UploadRow): Promise<Outcome> {
  try {
    if (row.kind === 'image') return await imagePreview(deps, row, file);
    if (row.kind === 'video') return await videoPreview(deps, row, file);
    // A document is kept for reference: no preview to make.
    return { status: 'done' };
  } catch (error) {
    if (error instanceof ToolMissing) {
      if (!toolWarned)
        deps.logger.warn({ tool: error.tool }, `${FFMPEG_MISSING}: video previews are unavailable`);
      toolWarned = true;
      return { status: 'unavailable', reason: FFMPEG_MISSING };
    }
    deps.logger.warn({ err: error, material: row.id }, 'material preview failed');
    return { status: 'failed', reason: UNREADABLE };
  }
}

/**
 * Makes one material's previews and records the outcome; a material gone, or whose previews are no
 * longer pending, is left as it is (a repeated job does nothing).
 */
export async function makePreview(deps: MaterialDeps, materialId: number): Promise<PreviewStatus | null> {
  const [read] = await deps.db
    .select({ material: materials, file: uploads })
    .from(materials)
    .innerJoin(uploads, eq(uploads.id, materials.uploadId))
    .where(eq(materials.id, materialId));
  if (read?.material.previewStatus !== 'pending') return null;
  const outcome = await outcomeOf(deps, read.material, read.file);
  await deps.db
    .update(materials)
    .set({
      previewStatus: outcome.status,
      thumbnailUploadId: outcome.thumbnailUploadId ?? null,
      posterUploadId: outcome.posterUploadId ?? null,
      codec: outcome.codec ?? null,
      previewReason: outcome.reason ?? null,
    })
    .where(and(eq(materials.id, materialId), eq(materials.previewStatus, 'pending')));
  return outcome.status;
}

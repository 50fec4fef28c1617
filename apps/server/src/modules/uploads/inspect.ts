import { createHash } from 'node:crypto';
import type { UploadKind } from '@herald/contract';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import mediaInfoFactory, { type GeneralTrack, type VideoTrack } from 'mediainfo.js';
import { AppError } from '../../http/errors.js';
import { accepts, kindOf } from './rules.js';
import { collect, type UploadStorage } from './storage.js';

/** What the server itself established about a file; nothing of it comes from the client. */
export interface FileFacts {
  mime: string;
  sha1: string;
  width: number | null;
  height: number | null;
  durationMs: number | null;
}

export interface Declared {
  kind: UploadKind;
  mime: string;
  sha1: string;
  size: number;
}

/** Enough of the head for every signature file-type knows among the accepted types. */
const HEAD_BYTES = 64 * 1024;

async function sniff(storage: UploadStorage, key: string, declared: Declared): Promise<string> {
  const head = await collect(
    await storage.read(key, { start: 0, end: Math.min(HEAD_BYTES, declared.size) - 1 }),
  );
  const found = (await fileTypeFromBuffer(head))?.mime;
  const kind = found ? kindOf(found) : null;
  if (!found || !kind)
    throw new AppError('file_type_unsupported', { detail: `sniffed ${found ?? 'nothing'}` });
  // A real PNG declared as a video, or a GIF sent as a JPEG: the declaration is what compose and the
  // networks rely on, so a file that is not what it says is refused rather than silently relabelled.
  if (kind !== declared.kind || found !== declared.mime || !accepts(declared.kind, found)) {
    throw new AppError('file_type_mismatch', { detail: `declared ${declared.mime}, sniffed ${found}` });
  }
  return found;
}

async function sha1Of(storage: UploadStorage, key: string): Promise<string> {
  const hash = createHash('sha1');
  for await (const chunk of await storage.read(key)) hash.update(chunk as Uint8Array);
  return hash.digest('hex');
}

async function imageFacts(storage: UploadStorage, key: string) {
  // Images are bounded (MAX_BYTES.image) and a JPEG's size may sit after large metadata: read it all.
  const bytes = await collect(await storage.read(key));
  try {
    const { width, height } = imageSize(bytes);
    return { width, height, durationMs: null };
  } catch (error) {
    throw new AppError('file_unreadable', { detail: 'image size not readable', cause: error });
  }
}

async function videoFacts(storage: UploadStorage, key: string, size: number) {
  const mediaInfo = await mediaInfoFactory({ format: 'object' });
  try {
    // MediaInfo reads only the ranges it needs (the container's headers), not the whole video.
    const result = await mediaInfo.analyzeData(size, async (length, offset) =>
      length <= 0 || offset >= size
        ? new Uint8Array(0)
        : collect(await storage.read(key, { start: offset, end: Math.min(offset + length, size) - 1 })),
    );
    const tracks = result.media?.track ?? [];
    const general = tracks.find((track): track is GeneralTrack => track['@type'] === 'General');
    const video = tracks.find((track): track is VideoTrack => track['@type'] === 'Video');
    const seconds = general?.Duration ?? video?.Duration;
    if (!video || seconds === undefined || !(seconds > 0)) {
      throw new AppError('file_unreadable', { detail: 'no video track or duration' });
    }
    return {
      width: video.Width ?? null,
      height: video.Height ?? null,
      durationMs: Math.round(seconds * 1000),
    };
  } finally {
    mediaInfo.close();
  }
}

/**
 * Checks a finished upload against what the client declared and reads its facts: the type from the
 * bytes, the SHA-1 recomputed, an image's size, a video's duration and size. Throws the catalogue
 * error that refuses the file.
 */
export async function inspectUpload(
  storage: UploadStorage,
  key: string,
  declared: Declared,
): Promise<FileFacts> {
  if (declared.size === 0) throw new AppError('file_type_unsupported', { detail: 'empty file' });
  const mime = await sniff(storage, key, declared);
  const sha1 = await sha1Of(storage, key);
  if (sha1 !== declared.sha1) throw new AppError('file_hash_mismatch', { detail: `computed ${sha1}` });
  const facts =
    declared.kind === 'image'
      ? await imageFacts(storage, key)
      : declared.kind === 'video'
        ? await videoFacts(storage, key, declared.size)
        : { width: null, height: null, durationMs: null };
  return { mime, sha1, ...facts };
}

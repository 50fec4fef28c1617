import { streamRng } from '../../core/prng.js';
import { invalidRequest } from './errors.js';
import { newId } from './state.js';
import type { MediaType, XMedia, XState, XUser } from './types.js';

const MB = 1024 * 1024;
export const MEDIA_TTL_SECONDS = 86_400;
/**
 * The largest APPEND segment. The docs allow 5 MB, but X's edge has refused larger requests with 413
 * (issue #20): 1 MB is what gets through.
 */
export const MAX_CHUNK_BYTES = MB;
/** Standard accounts may post videos up to 140 s (longer ones only as `amplify_video`). */
const MAX_VIDEO_MS = 140_000;
/** Emulated bit rate used to derive a video's duration from its size (~2 Mbit/s). */
const VIDEO_BYTES_PER_MS = 250;

interface Kind {
  type: MediaType;
  category: string;
  maxBytes: number;
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/bmp'];
const VIDEO_TYPES = ['video/mp4', 'video/quicktime'];
const KEY_PREFIX: Record<string, string> = {
  photo: '3',
  animated_gif: '16',
  video: '7',
  amplify_video: '13',
};

/** Type and size limits by media type and category (JPG/PNG/WEBP 5 MB, GIF 15 MB, video 512 MB). */
export function classify(mimeType: string, category: string | undefined): Kind {
  const cat = category?.toLowerCase();
  if (VIDEO_TYPES.includes(mimeType)) {
    const chosen = cat ?? 'tweet_video';
    if (!['tweet_video', 'amplify_video', 'dm_video'].includes(chosen)) {
      throw invalidRequest(`media_category ${chosen} does not accept ${mimeType}`, 'media_category', [
        chosen,
      ]);
    }
    return { type: 'video', category: chosen, maxBytes: 512 * MB };
  }
  if (mimeType === 'image/gif' && (cat === 'tweet_gif' || cat === 'dm_gif')) {
    return { type: 'animated_gif', category: cat, maxBytes: 15 * MB };
  }
  if (IMAGE_TYPES.includes(mimeType)) {
    const chosen = cat ?? 'tweet_image';
    if (!['tweet_image', 'dm_image'].includes(chosen)) {
      throw invalidRequest(`media_category ${chosen} does not accept ${mimeType}`, 'media_category', [
        chosen,
      ]);
    }
    return { type: 'photo', category: chosen, maxBytes: 5 * MB };
  }
  throw invalidRequest(`media_type ${mimeType} is not supported`, 'media_type', [mimeType]);
}

export function checkSize(kind: Kind, bytes: number): void {
  if (!Number.isInteger(bytes) || bytes < 1)
    throw invalidRequest('total_bytes must be a positive integer', 'total_bytes');
  if (bytes > kind.maxBytes) {
    throw invalidRequest(`File size exceeds ${kind.maxBytes} bytes.`, 'total_bytes', [String(bytes)]);
  }
}

export function createMedia(
  state: XState,
  owner: XUser,
  mimeType: string,
  kind: Kind,
  totalBytes: number,
  now: number,
) {
  const id = newId(state, now);
  const rng = streamRng(state.seed, 'x', 'media', id);
  const [width, height] =
    kind.type === 'photo'
      ? rng.pick([
          [1200, 675],
          [1080, 1080],
          [1920, 1080],
          [1080, 1350],
        ])
      : [1280, 720];
  const media: XMedia = {
    id,
    key: `${KEY_PREFIX[kind.category === 'amplify_video' ? 'amplify_video' : kind.type]}_${id}`,
    ownerId: owner.id,
    type: kind.type,
    mimeType,
    category: kind.category,
    totalBytes,
    segments: new Map(),
    createdAt: now,
    processingMs: kind.type === 'photo' ? 0 : Math.round(rng.float(3, 8) * 1000 + totalBytes / 100_000),
    expiresAt: now + MEDIA_TTL_SECONDS * 1000,
    width: width ?? 1200,
    height: height ?? 675,
    durationMs:
      kind.type === 'video' ? Math.max(1000, Math.round(totalBytes / VIDEO_BYTES_PER_MS)) : undefined,
  };
  state.media.set(id, media);
  return media;
}

export type ProcessingState = 'pending' | 'in_progress' | 'succeeded' | 'failed';

/** Processing after FINALIZE: pending for a second, in progress, then succeeded (or failed if too long). */
export function processing(media: XMedia, now: number) {
  if (media.finalizedAt === undefined) return undefined;
  if (media.type === 'photo') return { state: 'succeeded' as ProcessingState, progress_percent: 100 };
  const elapsed = now - media.finalizedAt;
  const left = Math.max(1, Math.ceil((media.processingMs - elapsed) / 1000));
  if (elapsed < 1000) return { state: 'pending' as ProcessingState, check_after_secs: 1 };
  if (elapsed < media.processingMs) {
    const progress = Math.min(99, Math.round((elapsed / media.processingMs) * 100));
    return { state: 'in_progress' as ProcessingState, check_after_secs: left, progress_percent: progress };
  }
  if (media.category === 'tweet_video' && (media.durationMs ?? 0) > MAX_VIDEO_MS) {
    return {
      state: 'failed' as ProcessingState,
      progress_percent: 100,
      error: {
        code: 1,
        name: 'InvalidMedia',
        message: 'Invalid or Unsupported media, Reason: Duration too long.',
      },
    };
  }
  return { state: 'succeeded' as ProcessingState, progress_percent: 100 };
}

/** The media a post may attach: the author's, not expired, processed; 4 images or 1 GIF/video. */
export function attachableMedia(state: XState, user: XUser, ids: readonly string[], now: number): XMedia[] {
  const media = ids.map((id) => {
    const item = state.media.get(id);
    if (
      !item ||
      item.ownerId !== user.id ||
      now >= item.expiresAt ||
      processing(item, now)?.state !== 'succeeded'
    ) {
      throw invalidRequest('Your media IDs are invalid.', 'media.media_ids', [id]);
    }
    return item;
  });
  if (media.length > 1 && media.some((item) => item.type !== 'photo')) {
    throw invalidRequest(
      'Your media IDs are invalid. A Tweet may have up to 4 images, or 1 GIF, or 1 video.',
      'media.media_ids',
      [...ids],
    );
  }
  return media;
}

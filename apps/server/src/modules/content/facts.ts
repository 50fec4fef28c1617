import type { MediaFile, PostFacts, SocialNetwork, Thumbnail, VideoFile } from '@herald/contract';
import type { DbOrTx } from '../../db/client.js';
import type { MediaStore, StoredMedia } from './deps.js';
import type { PostBody } from './store.js';

export function mediaFileOf(stored: StoredMedia): MediaFile {
  const { id, url, name, mime, size, sha1, width, height } = stored;
  return { id, url, name, mime, size, sha1, width, height };
}

export function videoFileOf(stored: StoredMedia): VideoFile {
  return { ...mediaFileOf(stored), duration_ms: stored.duration_ms ?? 0 };
}

/** A post's media as recorded at upload: images, videos, the thumbnail file and the preview screenshot. */
export interface PostMedia {
  images: StoredMedia[];
  videos: StoredMedia[];
  thumbnail: StoredMedia | null;
  preview: StoredMedia | null;
}

/**
 * The post's media as recorded at upload. `publish` (what submitting and publishing use) refuses the
 * whole post when a file may not be used (gone, unfinished, blocked); `show` leaves such a file out,
 * for pages that only show the post.
 */
export async function mediaOf(
  db: DbOrTx,
  store: MediaStore,
  gameId: number,
  body: PostBody,
  use: 'publish' | 'show' = 'publish',
): Promise<PostMedia> {
  const thumbnailId = body.thumbnail?.kind === 'file' ? body.thumbnail.file_id : null;
  const single = [thumbnailId, body.preview_id].filter((id): id is number => id !== null);
  const ids = [...body.image_ids, ...body.video_ids, ...single];
  const lookUp = use === 'publish' ? store.files : store.found;
  const files = ids.length === 0 ? [] : await lookUp(db, gameId, ids);
  const byId = new Map(files.map((file) => [file.id, file]));
  const pick = (id: number | null) => (id === null ? null : (byId.get(id) ?? null));
  const all = (list: readonly number[]) => list.flatMap((id) => byId.get(id) ?? []);
  return {
    images: all(body.image_ids),
    videos: all(body.video_ids),
    thumbnail: pick(thumbnailId),
    preview: pick(body.preview_id),
  };
}

function thumbnailOf(body: PostBody, media: PostMedia): Thumbnail | null {
  if (!body.thumbnail) return null;
  if (body.thumbnail.kind === 'offset') return body.thumbnail;
  return media.thumbnail ? { kind: 'file', file: mediaFileOf(media.thumbnail) } : null;
}

/** What the compose rules look at: the form, its media as recorded, and the networks it targets. */
export function factsOf(body: PostBody, media: PostMedia, networks: readonly SocialNetwork[]): PostFacts {
  const { image_ids: _images, video_ids: _videos, thumbnail: _thumbnail, ...rest } = body;
  return {
    ...rest,
    networks,
    images: media.images.map(mediaFileOf),
    videos: media.videos.map(videoFileOf),
    thumbnail: thumbnailOf(body, media),
  };
}

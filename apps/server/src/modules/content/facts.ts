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

export async function mediaOf(
  db: DbOrTx,
  store: MediaStore,
  gameId: number,
  body: PostBody,
): Promise<PostMedia> {
  const thumbnailId = body.thumbnail?.kind === 'file' ? body.thumbnail.file_id : null;
  const single = [thumbnailId, body.preview_id].filter((id): id is number => id !== null);
  const ids = [...body.image_ids, ...body.video_ids, ...single];
  const files = ids.length === 0 ? [] : await store.files(db, gameId, ids);
  const byId = new Map(files.map((file) => [file.id, file]));
  const pick = (id: number) => byId.get(id) as StoredMedia;
  return {
    images: body.image_ids.map(pick),
    videos: body.video_ids.map(pick),
    thumbnail: thumbnailId === null ? null : pick(thumbnailId),
    preview: body.preview_id === null ? null : pick(body.preview_id),
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

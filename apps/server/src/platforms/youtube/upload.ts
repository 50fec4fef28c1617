import { z } from 'zod';
import { PlatformError } from '../errors.js';
import type { HttpResponse } from '../http.js';
import type { PublishSteps } from '../types.js';
import type { YoutubeDataApi } from './data-api.js';
import type { VideoUpload } from './video-request.js';
import { youtubeError } from './youtube-errors.js';

/** Chunks are multiples of 256 KiB; 8 MiB keeps requests few without holding much in flight. */
export const CHUNK_BYTES = 8 * 1024 * 1024;
/** The step holding the resumable session URL (valid a week), saved the moment Google returns it. */
export const SESSION_STEP = 'upload_session';

const videoSchema = z.object({ id: z.string() });

/** Where a session stands: the created video, the bytes Google holds, or gone (expired, unknown). */
type Progress = { video: string } | { received: number } | { gone: true };

function progressOf(response: HttpResponse): Progress {
  if (response.status === 200 || response.status === 201)
    return { video: videoSchema.parse(response.body).id };
  if (response.status === 308) {
    // `Range: bytes=0-<last>`; no Range header means no byte was kept.
    const last = /^bytes=0-(\d+)$/.exec(response.headers.get('range') ?? '')?.[1];
    return { received: last === undefined ? 0 : Number(last) + 1 };
  }
  if (response.status === 404 || response.status === 410) return { gone: true };
  throw youtubeError(response);
}

/** Step 1: the metadata; answers the session URL from `Location`. */
async function startSession(
  api: YoutubeDataApi,
  token: string,
  upload: VideoUpload,
  file: Blob,
  type: string,
) {
  const response = await api.http.request({
    method: 'POST',
    url: `${api.base}/upload/youtube/v3/videos`,
    query: { uploadType: 'resumable', part: 'snippet,status' },
    json: upload.resource,
    headers: {
      authorization: `Bearer ${token}`,
      'x-upload-content-length': String(file.size),
      'x-upload-content-type': type,
    },
  });
  const location = response.headers.get('location');
  if (response.status !== 200 || !location) throw youtubeError(response);
  return location;
}

/** A chunk from `offset`, or (without bytes) a progress query: `Content-Range: bytes *` + `/total`. */
async function put(api: YoutubeDataApi, session: string, file: Blob, type: string, offset?: number) {
  const end = offset === undefined ? undefined : Math.min(file.size, offset + CHUNK_BYTES);
  const range =
    offset === undefined || end === undefined
      ? `bytes */${file.size}`
      : `bytes ${offset}-${end - 1}/${file.size}`;
  const response = await api.http.request({
    method: 'PUT',
    url: session,
    ...(end === undefined ? {} : { bytes: file.slice(offset, end, type) }),
    headers: { 'content-type': type, 'content-range': range },
  });
  return progressOf(response);
}

/**
 * Uploads the post's video with the resumable protocol (platforms/youtube.md §2). A resumed publish
 * asks its saved session how far it got and sends only the rest; only a session Google no longer
 * knows is started again. Answers the video id.
 */
export async function uploadVideo(
  api: YoutubeDataApi,
  token: string,
  upload: VideoUpload,
  steps: PublishSteps,
): Promise<string> {
  const file = await api.http.readMedia(upload.item.url);
  if (file.size === 0) throw new PlatformError('youtube', 'content', 'the video file is empty');
  const type = upload.item.mimeType || file.type || 'application/octet-stream';
  let session = steps.done[SESSION_STEP];
  let progress: Progress = { received: 0 };
  if (session) progress = await put(api, session, file, type);
  if ('gone' in progress || !session) {
    session = await startSession(api, token, upload, file, type);
    await steps.save(SESSION_STEP, session);
    progress = { received: 0 };
  }
  for (;;) {
    if ('video' in progress) return progress.video;
    if ('gone' in progress)
      throw new PlatformError('youtube', 'transient', 'the upload session expired mid-upload');
    const sent = progress.received;
    progress = await put(api, session, file, type, sent);
    if ('received' in progress && progress.received <= sent) {
      throw new PlatformError('youtube', 'transient', 'the upload made no progress');
    }
  }
}

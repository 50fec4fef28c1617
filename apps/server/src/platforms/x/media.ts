import { z } from 'zod';
import { PlatformError } from '../errors.js';
import type { PlatformHttp } from '../http.js';
import type { MediaItem, PublishSteps } from '../types.js';
import { xError } from './x-errors.js';

const uploadSchema = z.object({
  data: z.object({
    id: z.string(),
    processing_info: z.object({ state: z.string(), check_after_secs: z.number().optional() }).optional(),
  }),
});

/**
 * Segments of a chunked upload. The docs allow 5 MB, but X's edge has refused APPENDs over 1 MB with
 * 413: 1 MB is what gets through.
 */
export const CHUNK_BYTES = 1024 * 1024;
/** How long a video may process before the publish gives up (its upload id is kept to resume). */
const PROCESSING_LIMIT_MS = 120_000;

export interface XMediaApi {
  http: PlatformHttp;
  apiBase: string;
  token: string;
}

async function send(
  api: XMediaApi,
  path: string,
  init: { json?: unknown; multipart?: FormData; method?: 'GET' | 'POST' },
) {
  const response = await api.http.request({
    method: init.method ?? 'POST',
    url: `${api.apiBase}${path}`,
    json: init.json,
    multipart: init.multipart,
    headers: { authorization: `Bearer ${api.token}` },
  });
  if (response.status >= 300) throw xError(response);
  return uploadSchema.parse(response.body).data;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitProcessed(api: XMediaApi, id: string, first: number | undefined): Promise<void> {
  const deadline = Date.now() + PROCESSING_LIMIT_MS;
  let wait = first;
  while (wait !== undefined) {
    if (Date.now() > deadline)
      throw new PlatformError('twitter', 'transient', 'the video is still processing');
    await sleep(Math.min(wait, 10) * 1000);
    const status = await send(api, `/2/media/upload?command=STATUS&media_id=${encodeURIComponent(id)}`, {
      method: 'GET',
    });
    const info = status.processing_info;
    if (info?.state === 'failed')
      throw new PlatformError('twitter', 'content', 'X could not process the video');
    wait = info && info.state !== 'succeeded' ? (info.check_after_secs ?? 1) : undefined;
  }
}

async function uploadOne(
  api: XMediaApi,
  item: MediaItem,
  steps: PublishSteps,
  index: number,
): Promise<string> {
  const file = await api.http.readMedia(item.url);
  if (item.kind === 'image') {
    // The one-shot upload takes the category; the type travels as the file part's own.
    const form = new FormData();
    form.set('media', new Blob([file], { type: item.mimeType }), 'upload');
    form.set('media_category', 'tweet_image');
    return (await send(api, '/2/media/upload', { multipart: form })).id;
  }
  const category = item.kind === 'gif' ? 'tweet_gif' : 'tweet_video';
  let id = steps.done[`upload_${index}`];
  if (!id) {
    id = (
      await send(api, '/2/media/upload/initialize', {
        json: { media_type: item.mimeType, total_bytes: file.size, media_category: category },
      })
    ).id;
    await steps.save(`upload_${index}`, id);
  }
  for (let offset = 0, segment = 0; offset < file.size; offset += CHUNK_BYTES, segment += 1) {
    const form = new FormData();
    form.set('segment_index', String(segment));
    form.set('media', file.slice(offset, offset + CHUNK_BYTES), 'chunk');
    const response = await api.http.request({
      method: 'POST',
      url: `${api.apiBase}/2/media/upload/${encodeURIComponent(id)}/append`,
      multipart: form,
      headers: { authorization: `Bearer ${api.token}` },
    });
    if (response.status >= 300) throw xError(response);
  }
  const done = await send(api, `/2/media/upload/${encodeURIComponent(id)}/finalize`, {});
  await waitProcessed(api, id, done.processing_info?.check_after_secs);
  return id;
}

/** Uploads the post's media once each (step `media_<n>`), answering the media ids in order. */
export async function uploadMedia(api: XMediaApi, media: readonly MediaItem[], steps: PublishSteps) {
  const ids: string[] = [];
  for (const [index, item] of media.entries()) {
    let id = steps.done[`media_${index}`];
    if (!id) {
      id = await uploadOne(api, item, steps, index);
      await steps.save(`media_${index}`, id);
    }
    ids.push(id);
  }
  return ids;
}

import { z } from 'zod';
import { PlatformError } from '../errors.js';
import type { PlatformHttp } from '../http.js';
import type { TiktokApi } from './api.js';
import { publishFailed, tiktokError } from './tiktok-errors.js';

const MB = 1024 * 1024;
/** Files up to 64 MB go in one chunk; larger ones in 10 MB chunks, the last taking the rest. */
const SINGLE_CHUNK_MAX = 64 * MB;
const CHUNK_BYTES = 10 * MB;
/** How long a publish may process before the attempt gives up (its publish_id is kept to resume). */
const PROCESSING_LIMIT_MS = 90_000;

export interface ChunkPlan {
  video_size: number;
  chunk_size: number;
  total_chunk_count: number;
}

/** The media transfer guide's rules: 5–64 MB chunks, the final one up to 128 MB, small files whole. */
export function chunkPlan(size: number): ChunkPlan {
  if (size <= SINGLE_CHUNK_MAX) return { video_size: size, chunk_size: size, total_chunk_count: 1 };
  return { video_size: size, chunk_size: CHUNK_BYTES, total_chunk_count: Math.floor(size / CHUNK_BYTES) };
}

/**
 * PUTs the file's chunks, in order, from the chunk holding byte `from` (a resumed upload starts where
 * TikTok's status says the bytes stopped). TikTok answers 206 per chunk and 201 for the last.
 */
export async function uploadChunks(http: PlatformHttp, url: string, file: Blob, mimeType: string, from = 0) {
  const plan = chunkPlan(file.size);
  const first = Math.min(Math.floor(from / plan.chunk_size), plan.total_chunk_count - 1);
  for (let index = first; index < plan.total_chunk_count; index += 1) {
    const start = index * plan.chunk_size;
    const end = index === plan.total_chunk_count - 1 ? file.size : start + plan.chunk_size;
    const response = await http.request({
      method: 'PUT',
      url,
      bytes: file.slice(start, end),
      headers: { 'content-type': mimeType, 'content-range': `bytes ${start}-${end - 1}/${file.size}` },
    });
    if (response.status !== 206 && response.status !== 201) throw tiktokError(response);
  }
}

// TikTok documents int64 post ids; a string keeps every digit, a number is taken as sent.
const statusSchema = z.object({
  status: z.string(),
  fail_reason: z.string().optional(),
  publicaly_available_post_id: z.array(z.union([z.string(), z.number()]).transform(String)).optional(),
  uploaded_bytes: z.number().optional(),
});
export type PublishStatus = z.infer<typeof statusSchema>;

export function fetchStatus(api: TiktokApi, token: string, publishId: string): Promise<PublishStatus> {
  return api.call(statusSchema, token, 'POST', '/v2/post/publish/status/fetch/', {
    json: { publish_id: publishId },
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls status/fetch until TikTok is done: PUBLISH_COMPLETE (or SEND_TO_USER_INBOX) answers the
 * status, FAILED is final, and a publish still processing at the limit is left for a later try.
 */
export async function settled(api: TiktokApi, token: string, publishId: string): Promise<PublishStatus> {
  const deadline = Date.now() + PROCESSING_LIMIT_MS;
  for (let wait = 500; ; wait = Math.min(wait * 2, 8000)) {
    const status = await fetchStatus(api, token, publishId);
    if (status.status === 'PUBLISH_COMPLETE' || status.status === 'SEND_TO_USER_INBOX') return status;
    if (status.status === 'FAILED') throw publishFailed(status.fail_reason);
    if (Date.now() + wait > deadline)
      throw new PlatformError('tiktok', 'transient', 'TikTok is still processing the post');
    await sleep(wait);
  }
}

import type { FastifyInstance } from 'fastify';
import { HOUR } from '../../core/clock.js';
import { str } from '../../core/params.js';
import { TiktokApiError } from './errors.js';
import { type TiktokCall, type TiktokRuntime, uploadRoute } from './routing.js';
import type { TiktokPublish } from './types.js';

/** An upload URL is valid for an hour after init. */
const UPLOAD_URL_TTL_MS = HOUR;
/** The final chunk may be up to 128 MB. */
const MAX_CHUNK_BYTES = 128 * 1024 * 1024;
const VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'];

const badUpload = (message: string) => new TiktokApiError(400, 'invalid_file_upload', message);

/** An MP4/MOV file starts with an `ftyp` box, a WebM file with the EBML magic number. */
function looksLikeVideo(bytes: Buffer): boolean {
  return bytes.subarray(4, 8).toString('latin1') === 'ftyp' || bytes.subarray(0, 4).equals(EBML);
}
const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

function uploadOf(call: TiktokCall): TiktokPublish {
  const publish = call.state.publishes.get(str(call.query, 'upload_id') ?? '');
  if (publish?.source !== 'FILE_UPLOAD' || publish.uploadToken !== str(call.query, 'upload_token'))
    throw new TiktokApiError(404, 'invalid_params', 'The upload URL is invalid.');
  if (call.now > publish.createdAt + UPLOAD_URL_TTL_MS) throw badUpload('The upload URL has expired.');
  return publish;
}

/** `Content-Range: bytes first-last/total`, which must be exactly the next (or an earlier) chunk. */
function chunkOf(publish: TiktokPublish, header: string | undefined, length: number) {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header?.trim() ?? '');
  if (!match) throw badUpload('The Content-Range header is missing or malformed.');
  const [start, end, total] = match.slice(1).map(Number) as [number, number, number];
  if (total !== publish.videoSize) throw badUpload(`The total size must be ${publish.videoSize} bytes.`);
  const index = start / publish.chunkSize;
  const last = publish.totalChunks - 1;
  if (!Number.isInteger(index) || index > last)
    throw badUpload('The chunk does not start on a chunk boundary.');
  const expectedEnd = index === last ? total - 1 : start + publish.chunkSize - 1;
  if (end !== expectedEnd || length !== end - start + 1)
    throw badUpload(`Chunk ${index + 1} must be bytes ${start}-${expectedEnd}, sent whole.`);
  if (start > publish.receivedBytes) throw badUpload('Chunks must be uploaded sequentially.');
  return { start, end };
}

/** One PUT of a chunk: 206 until the last byte has arrived, then 201. */
function receive(call: TiktokCall): number {
  const publish = uploadOf(call);
  if (publish.transferredAt !== undefined) return 201;
  const type = (call.request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!VIDEO_TYPES.includes(type)) throw badUpload(`Content-Type must be one of ${VIDEO_TYPES.join(', ')}.`);
  const bytes = Buffer.isBuffer(call.request.body) ? call.request.body : Buffer.alloc(0);
  const { start, end } = chunkOf(publish, call.request.headers['content-range'], bytes.length);
  if (start === 0) publish.validFormat = looksLikeVideo(bytes);
  publish.receivedBytes = Math.max(publish.receivedBytes, end + 1);
  if (publish.receivedBytes < publish.videoSize) return 206;
  publish.transferredAt = call.now;
  return 201;
}

/** The upload host under `/tiktok/upload` (real: the host of the `upload_url` init answered). */
export function registerUpload(app: FastifyInstance, rt: TiktokRuntime): void {
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_CHUNK_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  uploadRoute(app, rt, { method: 'PUT', url: '/upload/', operation: 'upload', handler: receive });
}

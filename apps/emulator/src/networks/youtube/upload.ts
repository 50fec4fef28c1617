import type { FastifyInstance } from 'fastify';
import { str } from '../../core/params.js';
import { Answer, badRequest, GoogleError, invalidParameter } from './errors.js';
import { partsOf } from './paging.js';
import { openRoute, type YtAuthedCall, type YtCall, type YtRuntime, ytRoute } from './routing.js';
import { NEEDS } from './tokens.js';
import { parseContentRange, receive, SESSION_TTL_MS } from './upload-session.js';
import { videoInput } from './video-input.js';
import { VIDEO_PARTS } from './views.js';

const UPLOAD_PATH = '/upload/youtube/v3/videos';
const SESSION_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** Chunks up to this size are accepted in one PUT. */
const MAX_BODY_BYTES = 512 * 1024 * 1024;

const header = (call: YtCall, name: string): string | undefined => {
  const value = call.request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function mediaType(call: YtCall): string {
  const type = header(call, 'x-upload-content-type') ?? 'application/octet-stream';
  if (!/^video\/[\w.+-]+$/i.test(type) && type !== 'application/octet-stream') {
    throw badRequest(
      'badContent',
      `Media type '${type}' is not supported. Valid media types: [video/*, application/octet-stream]`,
      'global',
    );
  }
  return type;
}

function declaredLength(call: YtCall): number | null {
  const raw = header(call, 'x-upload-content-length');
  if (raw === undefined) return null;
  const length = Number(raw);
  if (!Number.isInteger(length) || length < 1) {
    throw invalidParameter('X-Upload-Content-Length', 'X-Upload-Content-Length must be a positive integer.');
  }
  return length;
}

/** Step 1: the metadata, validated; answers the session URL in `Location`. */
function initiate(call: YtAuthedCall): Answer {
  const uploadType = str(call.query, 'uploadType');
  if (uploadType !== 'resumable') {
    throw invalidParameter('uploadType', `uploadType '${uploadType ?? ''}' is not emulated; use resumable.`);
  }
  const parts = partsOf(call.query, VIDEO_PARTS);
  const contentType = mediaType(call);
  const totalBytes = declaredLength(call);
  const input = videoInput(call.request.body, parts, call.now);
  let id = '';
  while (!id || call.state.sessions.has(id))
    id = `ADPycd${call.state.rng.tokens.chars(64, SESSION_ID_CHARS)}`;
  call.state.sessions.set(id, {
    id,
    channelId: call.channel.id,
    userId: call.token.userId,
    input,
    parts: [...parts],
    totalBytes,
    contentType,
    received: 0,
    createdAt: call.now,
    expiresAt: call.now + SESSION_TTL_MS,
  });
  const path = call.request.url.split('?')[0] ?? '';
  const query = new URLSearchParams({ uploadType: 'resumable', upload_id: id, part: [...parts].join(',') });
  const location = `${call.request.protocol}://${call.request.host}${path}?${query.toString()}`;
  return new Answer(200, undefined, { location, 'x-guploader-uploadid': id });
}

/** Step 2: bytes to the session URL (the URL is the credential), or a progress query. */
function put(call: YtCall): Answer {
  const id = str(call.query, 'upload_id') ?? '';
  const session = call.state.sessions.get(id);
  if (!session || call.now >= session.expiresAt) {
    throw new GoogleError(404, 'notFound', 'The upload session was not found or has expired.', 'global');
  }
  const body = call.request.body;
  const bytes = Buffer.isBuffer(body) ? body.length : 0;
  const range = parseContentRange(header(call, 'content-range'), bytes);
  return receive(call.state, session, range, call.now);
}

/** The resumable upload protocol of videos.insert (platforms/youtube.md §2). */
export function registerUploads(app: FastifyInstance, rt: YtRuntime): void {
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_BODY_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  ytRoute(app, rt, {
    method: 'POST',
    url: UPLOAD_PATH,
    operation: 'videos.insert',
    aliases: ['publish'],
    scopes: NEEDS.upload,
    cost: 'insert',
    handler: initiate,
  });
  openRoute(app, rt, {
    method: 'PUT',
    url: UPLOAD_PATH,
    operation: 'videos.upload',
    aliases: ['publish'],
    handler: put,
  });
}

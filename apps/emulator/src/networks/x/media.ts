import type { FastifyInstance } from 'fastify';
import type { UploadedFile } from '../../core/body-parsers.js';
import { int, type Params, str } from '../../core/params.js';
import { invalidRequest, payloadTooLarge } from './errors.js';
import {
  checkSize,
  classify,
  createMedia,
  MAX_CHUNK_BYTES,
  MEDIA_TTL_SECONDS,
  processing,
} from './media-store.js';
import { type XAuthedCall, type XRuntime, xRoute } from './routing.js';
import { unix } from './state.js';
import type { XMedia } from './types.js';

const SCOPES = ['media.write'];

/** A multipart file part, or base64 (`media_data`, or `media` in a JSON body). */
function upload(value: unknown): { size: number; contentType?: string } | undefined {
  if (value && typeof value === 'object' && !Array.isArray(value) && 'size' in value) {
    const file = value as UploadedFile;
    return { size: file.size, contentType: file.contentType };
  }
  if (typeof value === 'string' && value.length > 0) return { size: Buffer.from(value, 'base64').length };
  return undefined;
}

const paramsOf = (call: XAuthedCall): Params => ({ ...call.query, ...call.body });

/** The older `command=INIT|APPEND|FINALIZE` spelling could carry its fields in the query string. */
const LEGACY_UPLOAD_PARAMS = [
  'command',
  'media_id',
  'media_type',
  'total_bytes',
  'media_category',
  'segment_index',
  'additional_owners',
];

function ownMedia(call: XAuthedCall, id: string | undefined): XMedia {
  const media = id ? call.state.media.get(id) : undefined;
  if (!media || media.ownerId !== call.user.id || call.now >= media.expiresAt) {
    throw invalidRequest(`The media id [${id ?? ''}] is invalid.`, 'id', [id ?? '']);
  }
  return media;
}

const received = (media: XMedia): number => [...media.segments.values()].reduce((a, b) => a + b, 0);

function mediaJson(media: XMedia, now: number) {
  const info = media.type === 'photo' ? undefined : processing(media, now);
  return {
    id: media.id,
    media_key: media.key,
    size: received(media),
    expires_after_secs: Math.max(0, Math.floor((media.expiresAt - now) / 1000)),
    ...(info ? { processing_info: info } : {}),
  };
}

function simpleUpload(call: XAuthedCall) {
  const params = paramsOf(call);
  const file = upload(params.media) ?? upload(params.media_data);
  if (!file) throw invalidRequest('One of media or media_data is required.', 'media');
  // The one-shot upload names its category; the type comes from the file part (or `media_type`).
  const category = str(params, 'media_category');
  if (!category) throw invalidRequest('media_category is required.', 'media_category');
  const mimeType = str(params, 'media_type') ?? file.contentType ?? '';
  const kind = classify(mimeType, category);
  if (kind.type !== 'photo') {
    throw invalidRequest(
      'Videos and animated GIFs must be uploaded in chunks (initialize, append, finalize).',
      'media_category',
      [kind.category],
    );
  }
  checkSize(kind, file.size);
  const media = createMedia(call.state, call.user, mimeType, kind, file.size, call.now);
  media.segments.set(0, file.size);
  media.finalizedAt = call.now;
  return { data: mediaJson(media, call.now) };
}

function initialize(call: XAuthedCall, params: Params) {
  const mimeType = str(params, 'media_type');
  if (!mimeType) throw invalidRequest('media_type is required.', 'media_type');
  const total = int(params, 'total_bytes');
  if (total === undefined) throw invalidRequest('total_bytes is required.', 'total_bytes');
  const kind = classify(mimeType, str(params, 'media_category'));
  checkSize(kind, total);
  const media = createMedia(call.state, call.user, mimeType, kind, total, call.now);
  return { data: { id: media.id, media_key: media.key, expires_after_secs: MEDIA_TTL_SECONDS } };
}

function append(call: XAuthedCall, id: string | undefined, params: Params) {
  const media = ownMedia(call, id);
  if (media.finalizedAt !== undefined)
    throw invalidRequest('This media upload was already finalized.', 'id', [media.id]);
  const segment = int(params, 'segment_index');
  if (segment === undefined || Number.isNaN(segment) || segment < 0 || segment > 999) {
    throw invalidRequest('$.segment_index: must be an integer from 0 to 999', 'segment_index');
  }
  const chunk = upload(params.media) ?? upload(params.media_data);
  if (!chunk) throw invalidRequest('One of media or media_data is required.', 'media');
  if (chunk.size > MAX_CHUNK_BYTES) throw payloadTooLarge();
  media.segments.set(segment, chunk.size);
  return { data: { expires_at: unix(media.expiresAt) } };
}

function finalize(call: XAuthedCall, id: string | undefined) {
  const media = ownMedia(call, id);
  if (media.finalizedAt === undefined) {
    const total = received(media);
    if (total !== media.totalBytes) {
      throw invalidRequest(
        `Segments do not add up to the provided total file size (${total} of ${media.totalBytes} bytes).`,
        'id',
        [media.id],
      );
    }
    media.finalizedAt = call.now;
  }
  return { data: mediaJson(media, call.now) };
}

function status(call: XAuthedCall) {
  const command = str(call.query, 'command');
  if (command !== undefined && command.toUpperCase() !== 'STATUS') {
    throw invalidRequest(
      `The \`command\` query parameter value [${command}] is not one of [STATUS]`,
      'command',
    );
  }
  const media = ownMedia(call, str(call.query, 'media_id'));
  const info = processing(media, call.now);
  if (!info) throw invalidRequest('This media upload has not been finalized.', 'media_id', [media.id]);
  return { data: { id: media.id, media_key: media.key, processing_info: info } };
}

/** `POST /2/media/upload` with `command=INIT|APPEND|FINALIZE` is the older spelling of the chunked flow. */
function uploadOrCommand(call: XAuthedCall) {
  const params = paramsOf(call);
  const command = str(params, 'command')?.toUpperCase();
  if (command === 'INIT') return initialize(call, params);
  if (command === 'APPEND') return append(call, str(params, 'media_id'), params);
  if (command === 'FINALIZE') return finalize(call, str(params, 'media_id'));
  if (command !== undefined) throw invalidRequest(`Unknown command ${command}.`, 'command', [command]);
  return simpleUpload(call);
}

export function registerMedia(app: FastifyInstance, rt: XRuntime): void {
  const upload = { operation: 'media.upload', scopes: SCOPES } as const;
  xRoute(app, rt, {
    ...upload,
    method: 'POST',
    url: '/2/media/upload',
    aliases: ['media.simple'],
    query: LEGACY_UPLOAD_PARAMS,
    handler: uploadOrCommand,
  });
  xRoute(app, rt, {
    ...upload,
    method: 'POST',
    url: '/2/media/upload/initialize',
    aliases: ['media.initialize'],
    handler: (call) => initialize(call, paramsOf(call)),
  });
  xRoute(app, rt, {
    ...upload,
    method: 'POST',
    url: '/2/media/upload/:id/append',
    aliases: ['media.append'],
    handler: (call) => append(call, call.params.id, paramsOf(call)),
  });
  xRoute(app, rt, {
    ...upload,
    method: 'POST',
    url: '/2/media/upload/:id/finalize',
    aliases: ['media.finalize'],
    handler: (call) => finalize(call, call.params.id),
  });
  xRoute(app, rt, {
    method: 'GET',
    url: '/2/media/upload',
    operation: 'media.status',
    scopes: SCOPES,
    query: ['command', 'media_id'],
    handler: status,
  });
}

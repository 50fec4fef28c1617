import type { FastifyInstance } from 'fastify';
import type { UploadedFile } from '../../core/body-parsers.js';
import { str } from '../../core/params.js';
import { hashSeed } from '../../core/prng.js';
import { badRequest } from './errors.js';
import { createLease, leaseJson, MEDIA_TYPES, s3Created, s3Error } from './media-store.js';
import { type AuthedCall, bucketRoute, oauthRoute, type RedditCall, type RedditRuntime } from './routing.js';

/** Where the emulator's stand-in for Reddit's media bucket is mounted. */
export const MEDIA_BASE = '/reddit/media';

function lease(call: AuthedCall) {
  const filepath = str(call.params, 'filepath');
  const mimetype = str(call.params, 'mimetype');
  if (!filepath) throw badRequest('NO_TEXT', 'we need something here', ['filepath']);
  if (!mimetype || !MEDIA_TYPES[mimetype])
    throw badRequest('INVALID_MIMETYPE', `unsupported mimetype ${mimetype ?? ''}`, ['mimetype']);
  const asset = createLease(call.state, call.user.id, filepath, mimetype, call.now);
  const host = call.request.headers.host ?? 'localhost';
  return leaseJson(call.state, asset, `//${host}${MEDIA_BASE}`);
}

const isFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && 'size' in value && 'contentType' in value;

/** The multipart POST to the lease's action: the policy's fields, then the `file` part. */
function upload(call: RedditCall) {
  const xml = (status: number, body: string) => {
    call.reply.code(status).type('application/xml');
    return body;
  };
  const key = str(call.params, 'key') ?? '';
  const asset = [...call.state.assets.values()].find((candidate) => candidate.key === key);
  if (!asset || str(call.params, 'X-Amz-Signature') !== asset.signature)
    return xml(403, s3Error('AccessDenied', 'Invalid according to Policy: Policy Condition failed'));
  if (str(call.params, 'content-type') !== asset.mimetype)
    return xml(
      403,
      s3Error(
        'AccessDenied',
        'Invalid according to Policy: Policy Condition failed: ["eq", "$Content-Type"]',
      ),
    );
  const file = call.params.file;
  if (!isFile(file) || file.size === 0)
    return xml(400, s3Error('InvalidArgument', 'POST requires exactly one file upload per request.'));
  if (file.size > (MEDIA_TYPES[asset.mimetype]?.maxBytes ?? 0))
    return xml(400, s3Error('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size'));
  asset.uploadedBytes = file.size;
  asset.location = `${call.request.protocol}://${call.request.headers.host ?? 'localhost'}${MEDIA_BASE}/${encodeURIComponent(asset.key)}`;
  if (str(call.params, 'success_action_status') !== '201') {
    call.reply.code(204);
    return undefined;
  }
  return xml(201, s3Created(asset.location, asset.key, hashSeed(asset.id, file.size).toString(16)));
}

export function registerLease(app: FastifyInstance, rt: RedditRuntime): void {
  oauthRoute(app, rt, {
    method: 'POST',
    url: '/api/media/asset.json',
    operation: 'media.asset',
    scope: 'submit',
    handler: lease,
  });
}

export function registerBucket(app: FastifyInstance, rt: RedditRuntime): void {
  bucketRoute(app, rt, { method: 'POST', url: '/', operation: 'media.upload', handler: upload });
}

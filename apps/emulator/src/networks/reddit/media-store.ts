import { hashSeed } from '../../core/prng.js';
import { BASE36, freshId } from './state.js';
import type { RedditAsset, RedditState } from './types.js';

const MB = 1024 * 1024;

/** What the lease endpoint accepts: images up to 20 MB, videos up to 1 GB. */
export const MEDIA_TYPES: Readonly<Record<string, { ext: string; maxBytes: number }>> = {
  'image/png': { ext: 'png', maxBytes: 20 * MB },
  'image/jpeg': { ext: 'jpg', maxBytes: 20 * MB },
  'image/gif': { ext: 'gif', maxBytes: 20 * MB },
  'image/webp': { ext: 'webp', maxBytes: 20 * MB },
  'video/mp4': { ext: 'mp4', maxBytes: 1024 * MB },
  'video/quicktime': { ext: 'mov', maxBytes: 1024 * MB },
};

const hex = (...parts: Array<string | number>) =>
  hashSeed(...parts)
    .toString(16)
    .padStart(8, '0');

export function createLease(
  state: RedditState,
  ownerId: string,
  filepath: string,
  mimetype: string,
  now: number,
) {
  const id = freshId(state.rng.ids, 13, state.assets);
  const name = filepath.replace(/[^A-Za-z0-9._-]/g, '_').slice(-64) || 'upload';
  const asset: RedditAsset = {
    id,
    ownerId,
    key: `${id}/${name}`,
    filepath,
    mimetype,
    signature: `${hex(state.seed, id, 'sig')}${hex(id, mimetype)}`,
    createdAt: now,
    uploadedBytes: null,
    location: null,
  };
  state.assets.set(id, asset);
  return asset;
}

/**
 * The lease: an S3-style POST policy (`args.action` is scheme-relative, like Reddit's bucket URL) and
 * the websocket that would report the processed media.
 */
export function leaseJson(state: RedditState, asset: RedditAsset, action: string) {
  const date = new Date(asset.createdAt).toISOString().replace(/[-:]|\.\d{3}/g, '');
  const policy = Buffer.from(
    JSON.stringify({
      expiration: new Date(asset.createdAt + 3_600_000).toISOString(),
      conditions: [
        { bucket: 'reddit-uploaded-media' },
        { key: asset.key },
        ['content-length-range', 0, MEDIA_TYPES[asset.mimetype]?.maxBytes ?? 0],
      ],
    }),
  ).toString('base64');
  const fields = {
    acl: 'private',
    key: asset.key,
    'X-Amz-Credential': `ASIA${hex(state.seed, 'cred').toUpperCase()}/${date.slice(0, 8)}/us-east-1/s3/aws4_request`,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Date': date,
    success_action_status: '201',
    'content-type': asset.mimetype,
    'x-amz-storage-class': 'STANDARD',
    'x-amz-meta-ext': MEDIA_TYPES[asset.mimetype]?.ext ?? '',
    policy,
    'X-Amz-Signature': asset.signature,
    'x-amz-security-token': Buffer.from(hex(asset.id, 'token')).toString('base64'),
  };
  return {
    args: { action, fields: Object.entries(fields).map(([name, value]) => ({ name, value })) },
    asset: {
      asset_id: asset.id,
      processing_state: 'incomplete',
      payload: { filepath: asset.filepath },
      websocket_url: `wss://ws-${hex(asset.id, 'ws')}.wss.redditmedia.com/rte_images/${asset.id}?m=${asset.signature.slice(0, 16)}`,
    },
  };
}

/** The uploaded asset an URL (the upload's `Location`, encoded or not) points at. */
export function assetAt(state: RedditState, url: string): RedditAsset | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch (error) {
    if (error instanceof URIError) return undefined;
    throw error;
  }
  for (const asset of state.assets.values())
    if (asset.location !== null && decoded.endsWith(`/${asset.key}`)) return asset;
  return undefined;
}

/** The processed media's public address, as posts show it (`https://i.redd.it/…`). */
export function mediaUrl(state: RedditState, asset: RedditAsset): string {
  const id = state.rng.ids.chars(13, BASE36);
  const host = asset.mimetype.startsWith('video/') ? 'v.redd.it' : 'i.redd.it';
  return host === 'v.redd.it'
    ? `https://${host}/${id}`
    : `https://${host}/${id}.${MEDIA_TYPES[asset.mimetype]?.ext}`;
}

/** An S3 error document. */
export function s3Error(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

export function s3Created(location: string, key: string, etag: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<PostResponse><Location>${location}</Location><Bucket>reddit-uploaded-media</Bucket><Key>${key}</Key><ETag>"${etag}"</ETag></PostResponse>`;
}

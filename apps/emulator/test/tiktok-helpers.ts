import type { FastifyInstance } from 'fastify';
import { DEFAULT_TIKTOK_APP } from '../src/index.js';
import {
  bearer,
  challengeOf,
  codeGrant,
  consent,
  exchangeConsent,
  jsonCall,
  localPath,
  okJson,
  postForm,
  VERIFIER,
} from './emulator-helpers.js';

export { advance, challengeOf, control, emulator, START, VERIFIER } from './emulator-helpers.js';

export const APP = DEFAULT_TIKTOK_APP;
export const OPEN = '/tiktok/open';
export const REDIRECT = 'https://herald.test/middle/oauth';
export const ALL_SCOPES = [
  'user.info.basic',
  'user.info.profile',
  'user.info.stats',
  'video.list',
  'video.publish',
  'video.upload',
];
/** An MP4 file's first box (`ftyp isom`), padded to `size` bytes. */
export const mp4 = (size: number): Buffer => {
  const bytes = Buffer.alloc(size, 1);
  Buffer.from('AAAAIGZ0eXBpc29tAAACAGlzb21pc28yYXZjMW1wNDE=', 'base64').copy(bytes);
  return bytes;
};

type Method = 'GET' | 'POST' | 'PUT';

/** The consent step without HTML (control API): the redirect, with `code` on allow. */
export async function authorize(app: FastifyInstance, extra: Record<string, string> = {}) {
  return consent(app, 'tiktok', {
    client_key: APP.clientKey,
    redirect_uri: REDIRECT,
    scope: ALL_SCOPES.join(','),
    state: 'st-1',
    code_challenge: challengeOf(VERIFIER),
    code_challenge_method: 'S256',
    ...extra,
  });
}

export async function tokenRequest(app: FastifyInstance, form: Record<string, string>) {
  const client = { client_key: APP.clientKey, client_secret: APP.clientSecret };
  return postForm(app, `${OPEN}/v2/oauth/token/`, { ...client, ...form });
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  open_id: string;
  scope: string;
  expires_in: number;
  refresh_expires_in: number;
}

/** Authorize + code exchange with PKCE. */
export async function connect(app: FastifyInstance, scopes: string[] = ALL_SCOPES): Promise<Tokens> {
  return exchangeConsent(authorize(app, { scope: scopes.join(',') }), (code) =>
    tokenRequest(app, codeGrant(code, REDIRECT, VERIFIER)),
  );
}

/** An Open API call with a Bearer token: `fields` in the query, `body` as JSON. */
export async function open(
  app: FastifyInstance,
  token: string,
  method: Method,
  path: string,
  options: { fields?: string; body?: object } = {},
) {
  const query = options.fields ? `?fields=${options.fields}` : '';
  return jsonCall(app, method, `${OPEN}${path}${query}`, { body: options.body, headers: bearer(token) });
}

export const postInfo = (title: string, extra: object = {}) => ({
  title,
  privacy_level: 'PUBLIC_TO_EVERYONE',
  disable_comment: false,
  disable_duet: false,
  disable_stitch: false,
  ...extra,
});

/** video/init with FILE_UPLOAD of a small file (one chunk): answers publish_id and upload_url. */
export async function initUpload(app: FastifyInstance, token: string, size: number, info = postInfo('Clip')) {
  const response = await open(app, token, 'POST', '/v2/post/publish/video/init/', {
    body: {
      post_info: info,
      source_info: { source: 'FILE_UPLOAD', video_size: size, chunk_size: size, total_chunk_count: 1 },
    },
  });
  return okJson(response).data as { publish_id: string; upload_url: string };
}

/** One PUT of `bytes` as the chunk starting at `start` of a `total`-byte file. */
export async function putChunk(
  app: FastifyInstance,
  uploadUrl: string,
  bytes: Buffer,
  start: number,
  total: number,
) {
  return app.inject({
    method: 'PUT',
    url: localPath(uploadUrl),
    payload: bytes,
    headers: {
      'content-type': 'video/mp4',
      'content-range': `bytes ${start}-${start + bytes.length - 1}/${total}`,
    },
  });
}

export async function status(app: FastifyInstance, token: string, publishId: string) {
  const response = await open(app, token, 'POST', '/v2/post/publish/status/fetch/', {
    body: { publish_id: publishId },
  });
  return okJson(response).data as {
    status: string;
    fail_reason?: string;
    publicaly_available_post_id: string[];
    uploaded_bytes?: number;
  };
}

import type { FastifyInstance } from 'fastify';
import { DEFAULT_X_APP } from '../src/index.js';
import {
  basicAuth,
  bearerApi,
  challengeOf,
  codeGrant,
  consent,
  exchangeConsent,
  multipartBody,
  okJson,
  postForm,
  VERIFIER,
} from './emulator-helpers.js';

export { advance, challengeOf, control, emulator, START, VERIFIER } from './emulator-helpers.js';

export const APP = DEFAULT_X_APP;
export const API = '/x/api';
export const REDIRECT = 'https://herald.test/api/oauth/x/callback';
export const ALL_SCOPES = [
  'tweet.read',
  'tweet.write',
  'users.read',
  'offline.access',
  'media.write',
  'like.read',
  'like.write',
  'dm.read',
  'dm.write',
];
export const BASIC = basicAuth(APP.clientId, APP.clientSecret ?? '');

export interface AuthorizeOptions {
  scope?: string[];
  verifier?: string;
  method?: 'S256' | 'plain';
  decision?: 'allow' | 'deny';
}

/** The consent step without HTML: returns the redirect (with `code` on allow). */
export async function authorize(app: FastifyInstance, options: AuthorizeOptions = {}) {
  const method = options.method ?? 'S256';
  const verifier = options.verifier ?? VERIFIER;
  return consent(app, 'x', {
    redirect_uri: REDIRECT,
    scope: (options.scope ?? ALL_SCOPES).join(' '),
    state: 'st-1',
    code_challenge: method === 'S256' ? challengeOf(verifier) : verifier,
    code_challenge_method: method,
    decision: options.decision ?? 'allow',
  });
}

export async function tokenRequest(
  app: FastifyInstance,
  form: Record<string, string>,
  auth: string | null = BASIC,
) {
  return postForm(app, `${API}/2/oauth2/token`, form, auth ? { authorization: auth } : {});
}

export interface Tokens {
  access_token: string;
  refresh_token?: string;
  scope: string;
  expires_in: number;
}

/** Authorize + code exchange with PKCE. */
export async function connect(app: FastifyInstance, scope: string[] = ALL_SCOPES): Promise<Tokens> {
  return exchangeConsent(authorize(app, { scope }), (code) =>
    tokenRequest(app, codeGrant(code, REDIRECT, VERIFIER)),
  );
}

/** A v2 call with a Bearer token: `query` in the URL, `body` as JSON. */
export const api = bearerApi(API);

export async function tweet(app: FastifyInstance, token: string, body: object): Promise<string> {
  return okJson(await api(app, token, 'POST', '/2/tweets', { body }), 201).data.id;
}

/** A multipart/form-data body: text fields plus at most one file part named `media`. */
export function multipart(fields: Record<string, string>, file?: { bytes: number; type: string }) {
  const parts = Object.entries(fields).map(([name, value]) => ({ name, value }));
  const media = file ? [{ name: 'media', filename: 'blob', ...file }] : [];
  return multipartBody('x-emulator-boundary', [...parts, ...media]);
}

export async function upload(
  app: FastifyInstance,
  token: string,
  path: string,
  fields: Record<string, string>,
  file?: { bytes: number; type: string },
) {
  const { payload, contentType } = multipart(fields, file);
  return app.inject({
    method: 'POST',
    url: `${API}${path}`,
    payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
  });
}

/** Uploads a small image with the simple upload and returns its media id. */
export async function uploadImage(app: FastifyInstance, token: string, bytes = 2_048): Promise<string> {
  const response = await upload(
    app,
    token,
    '/2/media/upload',
    { media_category: 'tweet_image' },
    { bytes, type: 'image/png' },
  );
  return okJson(response).data.id;
}

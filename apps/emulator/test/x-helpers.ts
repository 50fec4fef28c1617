import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEFAULT_X_APP } from '../src/index.js';
import { challengeOf, consent, VERIFIER } from './emulator-helpers.js';

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
export const BASIC = `Basic ${Buffer.from(`${APP.clientId}:${APP.clientSecret}`).toString('base64')}`;

type Method = 'GET' | 'POST' | 'DELETE';

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
  return app.inject({
    method: 'POST',
    url: `${API}/2/oauth2/token`,
    payload: new URLSearchParams(form).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(auth ? { authorization: auth } : {}),
    },
  });
}

export interface Tokens {
  access_token: string;
  refresh_token?: string;
  scope: string;
  expires_in: number;
}

/** Authorize + code exchange with PKCE. */
export async function connect(app: FastifyInstance, scope: string[] = ALL_SCOPES): Promise<Tokens> {
  const { code } = await authorize(app, { scope });
  const response = await tokenRequest(app, {
    grant_type: 'authorization_code',
    code: code ?? '',
    redirect_uri: REDIRECT,
    code_verifier: VERIFIER,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A v2 call with a Bearer token: `query` in the URL, `body` as JSON. */
export async function api(
  app: FastifyInstance,
  token: string | undefined,
  method: Method,
  path: string,
  options: { query?: Record<string, string>; body?: object } = {},
) {
  const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  return app.inject({
    method,
    url: `${API}${path}${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(options.body ? { payload: options.body } : {}),
  });
}

export async function tweet(app: FastifyInstance, token: string, body: object): Promise<string> {
  const response = await api(app, token, 'POST', '/2/tweets', { body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

/** A multipart/form-data body: text fields plus at most one file part named `media`. */
export function multipart(fields: Record<string, string>, file?: { bytes: number; type: string }) {
  const boundary = 'x-emulator-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = file
    ? `--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="blob"\r\nContent-Type: ${file.type}\r\n\r\n`
    : '';
  const payload = Buffer.concat([
    Buffer.from(parts.join('') + head),
    file ? Buffer.alloc(file.bytes, 1) : Buffer.alloc(0),
    Buffer.from(`${file ? '\r\n' : ''}--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
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
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id;
}

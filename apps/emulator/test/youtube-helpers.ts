import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEFAULT_GOOGLE_APP } from '../src/index.js';
import {
  bearerApi,
  challengeOf,
  codeGrant,
  consent,
  exchangeConsent,
  localPath,
  okJson,
  postForm,
  VERIFIER,
} from './emulator-helpers.js';

export { advance, challengeOf, control, emulator, START, VERIFIER } from './emulator-helpers.js';

export const APP = DEFAULT_GOOGLE_APP;
export const API = '/youtube/api';
export const REDIRECT = 'https://herald.test/middle/oauth';
const AUTH = 'https://www.googleapis.com/auth';
export const SCOPES = [
  `${AUTH}/youtube.upload`,
  `${AUTH}/youtube`,
  `${AUTH}/youtube.force-ssl`,
  `${AUTH}/youtube.readonly`,
  `${AUTH}/yt-analytics.readonly`,
];

/** The consent step without HTML (control API): the redirect, with `code` on allow. */
export async function authorize(app: FastifyInstance, extra: Record<string, string> = {}) {
  return consent(app, 'youtube', {
    redirect_uri: REDIRECT,
    scope: SCOPES.join(' '),
    state: 'st-1',
    access_type: 'offline',
    prompt: 'consent',
    code_challenge: challengeOf(VERIFIER),
    code_challenge_method: 'S256',
    ...extra,
  });
}

export async function tokenRequest(app: FastifyInstance, form: Record<string, string>) {
  const client = { client_id: APP.clientId, client_secret: APP.clientSecret };
  return postForm(app, '/youtube/oauth2/token', { ...client, ...form });
}

export interface Tokens {
  access_token: string;
  refresh_token?: string;
  scope: string;
  expires_in: number;
  token_type: string;
}

/** Authorize + code exchange with PKCE. */
export async function connect(app: FastifyInstance, extra: Record<string, string> = {}): Promise<Tokens> {
  return exchangeConsent(authorize(app, extra), (code) =>
    tokenRequest(app, codeGrant(code, REDIRECT, VERIFIER)),
  );
}

/** A Data API call with a Bearer token: `query` in the URL, `body` as JSON. */
export const api = bearerApi(API);

export const reasonOf = (response: { json: () => { error: { errors: Array<{ reason: string }> } } }) =>
  response.json().error.errors[0]?.reason;

export async function myChannel(app: FastifyInstance, token: string) {
  const response = await api(app, token, 'GET', '/youtube/v3/channels', {
    query: { part: 'snippet,statistics,contentDetails', mine: 'true' },
  });
  return okJson(response).items[0];
}

export const METADATA = {
  snippet: { title: 'Patch 1.2 trailer', description: 'All the news', tags: ['patch'], categoryId: '20' },
  status: { privacyStatus: 'public', selfDeclaredMadeForKids: false },
};

/** Step 1 of a resumable upload: answers the session URL as a path the emulator can be injected with. */
export async function startUpload(
  app: FastifyInstance,
  token: string,
  bytes: number,
  metadata: object = METADATA,
  type = 'video/mp4',
) {
  const response = await api(app, token, 'POST', '/upload/youtube/v3/videos', {
    query: { uploadType: 'resumable', part: 'snippet,status' },
    body: metadata,
    headers: { 'x-upload-content-length': String(bytes), 'x-upload-content-type': type },
  });
  expect(response.statusCode, response.body).toBe(200);
  return localPath(String(response.headers.location));
}

/** A PUT to a session: `bytes` zero bytes of content, with an optional Content-Range. */
export async function putBytes(app: FastifyInstance, session: string, bytes: number, range?: string) {
  return app.inject({
    method: 'PUT',
    url: session,
    payload: Buffer.alloc(bytes, 7),
    headers: { 'content-type': 'video/mp4', ...(range ? { 'content-range': range } : {}) },
  });
}

/** Uploads a small video in one request and answers its resource. */
export async function uploadVideo(
  app: FastifyInstance,
  token: string,
  metadata: object = METADATA,
  bytes = 4_096,
) {
  const session = await startUpload(app, token, bytes, metadata);
  return okJson(await putBytes(app, session, bytes), 201);
}

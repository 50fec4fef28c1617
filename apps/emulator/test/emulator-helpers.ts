import { createHash } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createEmulator } from '../src/index.js';

/** The emulated clock's start in every network's tests. */
export const START = Date.parse('2026-07-01T12:00:00Z');
/** A PKCE code verifier (RFC 7636 appendix B) and its S256 challenge. */
export const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
export const challengeOf = (verifier: string): string =>
  createHash('sha256').update(verifier).digest('base64url');

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function emulator(seed = 42): Promise<FastifyInstance> {
  const app = createEmulator({ seed, startTime: START });
  await app.ready();
  return app;
}

/** A call to the control API under `/_emulator`. */
export function control(app: FastifyInstance, method: Method, path: string, body?: object) {
  return app.inject({ method, url: `/_emulator${path}`, ...(body ? { payload: body } : {}) });
}

export async function advance(app: FastifyInstance, seconds: number): Promise<void> {
  expect((await control(app, 'POST', '/clock', { advance_seconds: seconds })).statusCode).toBe(200);
}

/** The JSON body of an answer that must have `status` (200 unless told). */
export function okJson(response: LightMyRequestResponse, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

/** Where the consent page sends the browser: with `code` on Allow. */
export interface ConsentRedirect {
  redirect_url: string;
  code?: string;
}

/** The consent step without HTML: answers the network's authorize page through the control API. */
export async function consent<T extends ConsentRedirect = ConsentRedirect>(
  app: FastifyInstance,
  network: string,
  body: object,
): Promise<T> {
  return okJson(await control(app, 'POST', `/${network}/authorize`, body));
}

/** Consent, then the code exchange `exchange` makes: the token endpoint's answer, which must be a 200. */
export async function exchangeConsent(
  consented: Promise<ConsentRedirect>,
  exchange: (code: string) => Promise<LightMyRequestResponse>,
) {
  const { code } = await consented;
  return okJson(await exchange(code ?? ''));
}

/** The form of an authorization-code exchange, with the PKCE verifier when there is one. */
export const codeGrant = (code: string, redirectUri: string, verifier?: string): Record<string, string> => ({
  grant_type: 'authorization_code',
  code,
  redirect_uri: redirectUri,
  ...(verifier ? { code_verifier: verifier } : {}),
});

/** A page URL with its query. */
export const pageUrl = (path: string, query: Record<string, string>): string =>
  `${path}?${new URLSearchParams(query).toString()}`;

/** An urlencoded form POST, as token endpoints, Graph writes and consent pages take. */
export function postForm(
  app: FastifyInstance,
  url: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

/** The person's answer on a consent page: its form posted with `decision`. */
export const answerConsentPage = (app: FastifyInstance, url: string, decision: string) =>
  postForm(app, url, { decision });

/** HTTP Basic client authentication. */
export const basicAuth = (id: string, secret: string): string =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

/** `Authorization: Bearer <token>`, or no header without a token. */
export const bearer = (token: string | undefined): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

export interface CallOptions {
  query?: Record<string, string>;
  body?: object;
  headers?: Record<string, string>;
}

/** A JSON API call: `query` in the URL, `body` as JSON. */
export function jsonCall(app: FastifyInstance, method: Method, url: string, options: CallOptions = {}) {
  const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  return app.inject({
    method,
    url: `${url}${query}`,
    headers: options.headers ?? {},
    ...(options.body ? { payload: options.body } : {}),
  });
}

/** The calls of a JSON API under `base` with a Bearer token (none when left out): `query` in the URL, `body` as JSON. */
export function bearerApi(base: string) {
  return (
    app: FastifyInstance,
    token: string | undefined,
    method: Method,
    path: string,
    options: CallOptions = {},
  ) =>
    jsonCall(app, method, `${base}${path}`, {
      ...options,
      headers: { ...bearer(token), ...options.headers },
    });
}

type GraphMethod = 'GET' | 'POST' | 'DELETE';

/**
 * The calls of a Graph API under `base`: `graph` with the parameters as given, `graphAs` with an access
 * token among them, as Graph clients usually send it.
 */
export function graphApi(base: string) {
  const graph = (
    app: FastifyInstance,
    method: GraphMethod,
    path: string,
    params: Record<string, string> = {},
  ) => graphCall(app, method, `${base}${path}`, params);
  const graphAs = (
    app: FastifyInstance,
    token: string,
    method: GraphMethod,
    path: string,
    params: Record<string, string> = {},
  ) => graph(app, method, path, { access_token: token, ...params });
  return { graph, graphAs };
}

/** A Graph API call: parameters in the query string for GET/DELETE, as an urlencoded form for POST. */
export function graphCall(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  params: Record<string, string> = {},
) {
  if (method === 'POST') return postForm(app, url, params);
  const query = new URLSearchParams(params).toString();
  return app.inject({ method, url: `${url}${query ? `?${query}` : ''}` });
}

/** The path and query of an absolute URL the emulator handed out (upload and session URLs). */
export function localPath(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

export type Part =
  | { name: string; value: string; type?: string }
  | { name: string; filename: string; type: string; bytes: number };

/** A multipart/form-data body: text parts and file parts of `bytes` bytes. */
export function multipartBody(boundary: string, parts: readonly Part[]) {
  const chunks = parts.flatMap((part) => {
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    if ('value' in part)
      return [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${type}\r\n\r\n${part.value}\r\n`,
        ),
      ];
    return [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"${type}\r\n\r\n`,
      ),
      Buffer.alloc(part.bytes, 1),
      Buffer.from('\r\n'),
    ];
  });
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export type FaultKind = 'expired_token' | 'rate_limit' | 'timeout_after_create' | 'server_error';

/** Arms a fault through the control API: the next matching request of `network` fails as `kind`. */
export function injectFault(
  app: FastifyInstance,
  network: string,
  kind: FaultKind,
  options: { match?: string; method?: string; times?: number; delay_ms?: number } = {},
) {
  return control(app, 'POST', '/faults', { network, kind, ...options });
}

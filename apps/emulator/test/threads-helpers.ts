import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEFAULT_THREADS_APP } from '../src/index.js';
import { consent, graphApi, okJson } from './emulator-helpers.js';

export { advance, control, emulator, START } from './emulator-helpers.js';

export const APP = DEFAULT_THREADS_APP;
export const G = '/threads/graph/v1.0';
export const REDIRECT = 'https://herald.test/api/oauth/threads/callback';
export const ALL_SCOPES = [
  'threads_basic',
  'threads_content_publish',
  'threads_manage_replies',
  'threads_read_replies',
  'threads_manage_insights',
  'threads_keyword_search',
  'threads_delete',
  'threads_location_tagging',
];

type Params = Record<string, string>;

/** Graph calls under the versioned base. */
export const { graph, graphAs } = graphApi(G);

export const graphError = (response: LightMyRequestResponse) => response.json().error;

/** The consent step without HTML: returns the redirect (with `code` on allow). */
export async function authorize(app: FastifyInstance, scope = ALL_SCOPES, decision = 'allow') {
  return consent(app, 'threads', {
    redirect_uri: REDIRECT,
    scope: scope.join(','),
    state: 'st-1',
    decision,
  });
}

export async function exchangeCode(app: FastifyInstance, code: string, extra: Params = {}) {
  return graph(app, 'POST', '/oauth/access_token', {
    client_id: APP.id,
    client_secret: APP.secret,
    grant_type: 'authorization_code',
    redirect_uri: REDIRECT,
    code,
    ...extra,
  });
}

export interface Connection {
  short: string;
  token: string;
  userId: string;
}

/** Authorize, code → short-lived token → long-lived token. */
export async function connect(app: FastifyInstance, scope = ALL_SCOPES): Promise<Connection> {
  const { code } = await authorize(app, scope);
  const exchanged = await exchangeCode(app, code ?? '');
  const short = okJson(exchanged).access_token as string;
  const long = await graph(app, 'GET', '/access_token', {
    grant_type: 'th_exchange_token',
    client_secret: APP.secret,
    access_token: short,
  });
  return { short, token: okJson(long).access_token, userId: String(exchanged.json().user_id) };
}

/** Creates a container and answers its id. */
export async function container(app: FastifyInstance, c: Connection, params: Params): Promise<string> {
  return okJson(await graph(app, 'POST', `/${c.userId}/threads`, { access_token: c.token, ...params })).id;
}

export async function publishContainer(app: FastifyInstance, c: Connection, creationId: string) {
  return graph(app, 'POST', `/${c.userId}/threads_publish`, {
    access_token: c.token,
    creation_id: creationId,
  });
}

/** Container + publish in one go; answers the media id. */
export async function post(app: FastifyInstance, c: Connection, params: Params): Promise<string> {
  return okJson(await publishContainer(app, c, await container(app, c, params))).id;
}

export async function read(app: FastifyInstance, c: Connection, path: string, params: Params = {}) {
  return okJson(await graph(app, 'GET', path, { access_token: c.token, ...params }));
}

import type { FastifyInstance } from 'fastify';
import { DEFAULT_REDDIT_APP } from '../src/index.js';
import { basicAuth, consent, control, exchangeConsent, okJson, postForm } from './emulator-helpers.js';

export { advance, control, emulator, START } from './emulator-helpers.js';

export const APP = DEFAULT_REDDIT_APP;
export const WWW = '/reddit/www';
export const OAUTH = '/reddit/oauth';
export const REDIRECT = 'https://herald.test/middle/oauth';
export const USER_AGENT = 'web:herald-tests:1.0 (by /u/herald)';
export const ALL_SCOPES = [
  'identity',
  'submit',
  'read',
  'edit',
  'history',
  'flair',
  'mysubreddits',
  'privatemessages',
  'vote',
];
export const BASIC = basicAuth(APP.clientId, APP.clientSecret);

export interface AuthorizeOptions {
  scope?: string[];
  duration?: 'permanent' | 'temporary';
  decision?: 'allow' | 'deny';
}

/** The consent step without HTML: the redirect (with `code` on Allow). */
export async function authorize(app: FastifyInstance, options: AuthorizeOptions = {}) {
  return consent(app, 'reddit', {
    redirect_uri: REDIRECT,
    scope: (options.scope ?? ALL_SCOPES).join(' '),
    state: 'st-1',
    duration: options.duration ?? 'permanent',
    decision: options.decision ?? 'allow',
  });
}

/** A form POST to www.reddit.com (token, revoke) with HTTP Basic client authentication. */
export async function wwwPost(
  app: FastifyInstance,
  path: string,
  form: Record<string, string>,
  headers: Record<string, string> = { authorization: BASIC, 'user-agent': USER_AGENT },
) {
  return postForm(app, `${WWW}${path}`, form, headers);
}

export interface Tokens {
  access_token: string;
  refresh_token?: string;
  scope: string;
  expires_in: number;
}

export async function connect(app: FastifyInstance, options: AuthorizeOptions = {}): Promise<Tokens> {
  return exchangeConsent(authorize(app, options), (code) =>
    wwwPost(app, '/api/v1/access_token', { grant_type: 'authorization_code', code, redirect_uri: REDIRECT }),
  );
}

/** An oauth.reddit.com call: GET with `params` in the query, POST with them as a form. */
export async function api(
  app: FastifyInstance,
  token: string | undefined,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string> = {},
  agent = USER_AGENT,
) {
  const encoded = new URLSearchParams(params).toString();
  const headers: Record<string, string> = { 'user-agent': agent };
  if (token) headers.authorization = `bearer ${token}`;
  if (method === 'GET')
    return app.inject({ method, url: `${OAUTH}${path}${encoded ? `?${encoded}` : ''}`, headers });
  return postForm(app, `${OAUTH}${path}`, params, headers);
}

/** `POST /api/submit` with `api_type=json`, answering the parsed `json` object. */
export async function submit(app: FastifyInstance, token: string, form: Record<string, string>) {
  const response = await api(app, token, 'POST', '/api/submit', { api_type: 'json', ...form });
  return okJson(response).json as { errors: string[][]; data?: Record<string, string> };
}

export interface RedditState {
  user: { id: string; name: string };
  subreddits: Array<{ name: string; flairs: Array<{ id: string; text: string; text_editable: boolean }> }>;
  counts: { account_posts: number; tokens: number; [name: string]: number };
}

export async function state(app: FastifyInstance): Promise<RedditState> {
  return (await control(app, 'GET', '/reddit/state')).json();
}

/** The id of a flair template of a community (by text). */
export async function flairId(app: FastifyInstance, sub: string, text: string): Promise<string> {
  const found = (await state(app)).subreddits.find((entry) => entry.name === sub);
  const flair = found?.flairs.find((entry) => entry.text === text);
  if (!flair) throw new Error(`no flair ${text} in ${sub}`);
  return flair.id;
}

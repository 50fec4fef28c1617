import type { FastifyInstance } from 'fastify';
import { DEFAULT_TWITCH_APP } from '../src/index.js';
import { codeGrant, consent, control, exchangeConsent, jsonCall, postForm } from './emulator-helpers.js';

export { advance, control, emulator, START } from './emulator-helpers.js';

export const APP = DEFAULT_TWITCH_APP;
export const ID = '/twitch/id';
export const HELIX = '/twitch/api/helix';
export const REDIRECT = 'https://herald.test/middle/oauth';
export const SCOPES = [
  'user:read:chat',
  'user:write:chat',
  'moderator:manage:announcements',
  'moderator:read:followers',
];

type Method = 'GET' | 'POST';

/** The consent step without HTML (control API): the redirect, with `code` on allow. */
export async function authorize(app: FastifyInstance, extra: Record<string, string> = {}) {
  return consent(app, 'twitch', {
    client_id: APP.clientId,
    redirect_uri: REDIRECT,
    scope: SCOPES.join(' '),
    state: 'st-1',
    ...extra,
  });
}

export function tokenRequest(app: FastifyInstance, form: Record<string, string>) {
  const client = { client_id: APP.clientId, client_secret: APP.clientSecret };
  return postForm(app, `${ID}/oauth2/token`, { ...client, ...form });
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  scope: string[];
  token_type: string;
}

/** Authorize + code exchange. */
export async function connect(app: FastifyInstance, scopes: string[] = SCOPES): Promise<Tokens> {
  return exchangeConsent(authorize(app, { scope: scopes.join(' ') }), (code) =>
    tokenRequest(app, codeGrant(code, REDIRECT)),
  );
}

/** A Helix call as the app: Bearer token and Client-Id (either can be overridden or left out). */
export function helix(
  app: FastifyInstance,
  token: string,
  method: Method,
  path: string,
  options: { body?: object; clientId?: string | null; authorization?: string } = {},
) {
  const headers: Record<string, string> = { authorization: options.authorization ?? `Bearer ${token}` };
  if (options.clientId !== null) headers['client-id'] = options.clientId ?? APP.clientId;
  return jsonCall(app, method, `${HELIX}${path}`, { body: options.body, headers });
}

export interface World {
  user: { id: string; login: string; display_name: string };
  users: Array<{ id: string; login: string; moderators: string[]; followers: number; live: boolean }>;
}

export async function world(app: FastifyInstance): Promise<World> {
  return (await control(app, 'GET', '/twitch/state')).json();
}

export async function announcements(app: FastifyInstance) {
  return (await control(app, 'GET', '/twitch/announcements')).json().data as Array<{
    broadcaster_id: string;
    moderator_id: string;
    message: string;
    color: string;
  }>;
}

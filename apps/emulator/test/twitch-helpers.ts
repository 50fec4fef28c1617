import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEFAULT_TWITCH_APP } from '../src/index.js';
import { consent, control } from './emulator-helpers.js';

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
  return app.inject({
    method: 'POST',
    url: `${ID}/oauth2/token`,
    payload: new URLSearchParams({
      client_id: APP.clientId,
      client_secret: APP.clientSecret,
      ...form,
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
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
  const { code } = await authorize(app, { scope: scopes.join(' ') });
  const response = await tokenRequest(app, {
    grant_type: 'authorization_code',
    code: code ?? '',
    redirect_uri: REDIRECT,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
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
  return app.inject({
    method,
    url: `${HELIX}${path}`,
    headers,
    ...(options.body ? { payload: options.body } : {}),
  });
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

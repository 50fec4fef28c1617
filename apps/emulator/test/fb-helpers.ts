import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEFAULT_FACEBOOK_APP } from '../src/index.js';
import { consent, graphApi, okJson } from './emulator-helpers.js';

export { advance, control, emulator, START } from './emulator-helpers.js';

export const APP = DEFAULT_FACEBOOK_APP;
export const G = '/facebook/graph/v20.0';
export const REDIRECT = 'https://herald.test/api/oauth/facebook/callback';
export const ALL_SCOPES = [
  'pages_show_list',
  'pages_manage_posts',
  'pages_read_engagement',
  'pages_manage_engagement',
  'pages_read_user_content',
  'read_insights',
];

type Params = Record<string, string>;

/** Graph calls under the versioned base. */
export const { graph, graphAs } = graphApi(G);

export interface AuthOptions {
  scope?: string[];
  pages?: string[];
  declined?: string[];
  long?: boolean;
}

/** Runs the non-interactive consent + code exchange (+ optional long-lived exchange). */
export async function userToken(app: FastifyInstance, options: AuthOptions = {}): Promise<string> {
  const { redirect_url } = await consent(app, 'facebook', {
    redirect_uri: REDIRECT,
    state: 'st',
    scope: (options.scope ?? ALL_SCOPES).join(','),
    ...(options.pages ? { pages: options.pages } : {}),
    ...(options.declined ? { declined: options.declined } : {}),
  });
  const code = new URL(redirect_url).searchParams.get('code') ?? '';
  const exchanged = await graph(app, 'GET', '/oauth/access_token', {
    client_id: APP.id,
    client_secret: APP.secret,
    redirect_uri: REDIRECT,
    code,
  });
  const short: string = okJson(exchanged).access_token;
  if (!options.long) return short;
  const long = await graph(app, 'GET', '/oauth/access_token', {
    grant_type: 'fb_exchange_token',
    client_id: APP.id,
    client_secret: APP.secret,
    fb_exchange_token: short,
  });
  return okJson(long).access_token;
}

export interface PageAccess {
  pageId: string;
  pageName: string;
  token: string;
  userToken: string;
}

/** A long-lived user token with every scope, and the Page token of the `index`-th Page. */
export async function pageAccess(
  app: FastifyInstance,
  index = 0,
  options: AuthOptions = {},
): Promise<PageAccess> {
  const user = await userToken(app, { long: true, ...options });
  const accounts = await graph(app, 'GET', '/me/accounts', { access_token: user });
  const page = accounts.json().data[index];
  return { pageId: page.id, pageName: page.name, token: page.access_token, userToken: user };
}

export async function publish(app: FastifyInstance, access: PageAccess, params: Params): Promise<string> {
  return okJson(await graph(app, 'POST', `/${access.pageId}/feed`, { access_token: access.token, ...params }))
    .id;
}

export function graphError(response: { statusCode: number; json(): { error?: Record<string, unknown> } }) {
  const error = response.json().error;
  expect(error, 'expected a Graph error body').toBeDefined();
  return error ?? {};
}

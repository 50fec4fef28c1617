import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEFAULT_VK_APP } from '../src/index.js';
import { control, localPath, multipartBody, okJson, postForm } from './emulator-helpers.js';

export { advance, control, emulator, START } from './emulator-helpers.js';

export const APP = DEFAULT_VK_APP;
export const REDIRECT = 'https://herald.test/middle/oauth';
/** Community photos+messages+docs+manage with user wall+photos+video+docs+groups+stats+offline. */
export const HERALD_SCOPE = 1519636;
export const VERSION = '5.131';

export interface VkStateView {
  user: { id: number };
  groups: Array<{ id: number; name: string; administered: boolean; members: number }>;
  visitors: Array<{ id: number }>;
}

export async function vkState(app: FastifyInstance): Promise<VkStateView> {
  return (await control(app, 'GET', '/vk/state')).json();
}

/** The ids of the communities the emulated person administers. */
export async function administered(app: FastifyInstance): Promise<number[]> {
  return (await vkState(app)).groups.filter((group) => group.administered).map((group) => group.id);
}

export interface AuthorizeOptions {
  groupIds?: number[];
  scope?: string;
  decision?: 'allow' | 'deny';
}

/** The consent step without HTML (the control API): the redirect, with `code` on allow. */
export async function authorize(app: FastifyInstance, options: AuthorizeOptions = {}) {
  const response = await control(app, 'POST', '/vk/authorize', {
    redirect_uri: REDIRECT,
    scope: options.scope ?? String(HERALD_SCOPE),
    response_type: 'code',
    v: VERSION,
    state: 'st-1',
    ...(options.groupIds ? { group_ids: options.groupIds.join(',') } : {}),
    decision: options.decision ?? 'allow',
  });
  return response;
}

export async function exchange(app: FastifyInstance, query: Record<string, string>) {
  const params = new URLSearchParams({
    client_id: APP.id,
    client_secret: APP.secret,
    redirect_uri: REDIRECT,
    ...query,
  });
  return app.inject({ method: 'GET', url: `/vk/oauth/access_token?${params.toString()}` });
}

/** Authorize + code exchange: the answer of `/access_token`. */
export async function connect(app: FastifyInstance, options: AuthorizeOptions = {}) {
  const { code } = okJson(await authorize(app, options));
  return okJson(await exchange(app, { code })) as Record<string, string | number>;
}

export interface CommunityTokens {
  /** The community's own token: messages, and posts of text only. */
  token: string;
  /** The administrator's user token: the wall, media, polls, likes, statistics and search. */
  user: string;
  groupId: number;
}

/** The tokens of the first administered community: its administrator signs in, then consents for it. */
export async function communityToken(app: FastifyInstance): Promise<CommunityTokens> {
  const [groupId = 0] = await administered(app);
  const user = String((await connect(app)).access_token);
  const tokens = await connect(app, { groupIds: [groupId] });
  return { token: String(tokens[`access_token_${groupId}`]), user, groupId };
}

/** Lifts the user tokens' three calls a second, for tests of something else that call faster. */
export async function allowFastUserCalls(app: FastifyInstance): Promise<void> {
  await control(app, 'POST', '/vk/limits', { user_requests_per_second: 100 });
}

/** An API method called as VK clients do: a form POST with `v` and the token. */
export async function call(
  app: FastifyInstance,
  token: string | undefined,
  method: string,
  params: Record<string, string | number> = {},
) {
  const form = new URLSearchParams({ v: VERSION, ...(token ? { access_token: token } : {}) });
  for (const [name, value] of Object.entries(params)) form.set(name, String(value));
  const response = await postForm(app, `/vk/api/method/${method}`, Object.fromEntries(form));
  return okJson(response) as {
    response?: unknown;
    error?: { error_code: number; error_msg: string; captcha_sid?: string; captcha_img?: string };
  };
}

/** The `response` of a call that must succeed. */
export async function ok<T>(
  app: FastifyInstance,
  token: string,
  method: string,
  params: Record<string, string | number> = {},
): Promise<T> {
  const body = await call(app, token, method, params);
  expect(body.error, JSON.stringify(body.error)).toBeUndefined();
  return body.response as T;
}

/** The error code of a call that must fail. */
export async function errorCode(
  app: FastifyInstance,
  token: string | undefined,
  method: string,
  params: Record<string, string | number> = {},
): Promise<number | undefined> {
  return (await call(app, token, method, params)).error?.error_code;
}

/** A multipart POST of one file to an upload URL the API handed out. */
export async function uploadFile(app: FastifyInstance, uploadUrl: string, field: string, bytes = 2_048) {
  const type = field === 'photo' ? 'image/png' : 'video/mp4';
  const body = multipartBody('vk-emulator-boundary', [{ name: field, filename: 'f', type, bytes }]);
  const response = await app.inject({
    method: 'POST',
    url: localPath(uploadUrl),
    payload: body.payload,
    headers: { 'content-type': body.contentType },
  });
  return okJson(response) as Record<string, unknown>;
}

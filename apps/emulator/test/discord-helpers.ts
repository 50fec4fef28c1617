import type { FastifyInstance } from 'fastify';
import { DEFAULT_DISCORD_APP } from '../src/index.js';
import {
  basicAuth,
  type ConsentRedirect,
  consent,
  control,
  jsonCall,
  multipartBody,
  okJson,
  postForm,
} from './emulator-helpers.js';

export { advance, control, emulator, START } from './emulator-helpers.js';

export const APP = DEFAULT_DISCORD_APP;
export const API = '/discord/api';
export const REDIRECT = 'https://herald.test/middle/oauth';
export const SCOPES = 'bot applications.commands identify guilds';
/** View Channel, Send Messages, Embed Links, Attach Files, Read History, Add Reactions, threads, polls. */
export const PERMISSIONS = String(
  [6n, 10n, 11n, 13n, 14n, 15n, 16n, 35n, 38n, 49n].reduce((sum, bit) => sum | (1n << bit), 0n),
);
export const BOT = `Bot ${APP.botToken}`;
export const BASIC = basicAuth(APP.clientId, APP.clientSecret);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Guild {
  id: string;
  name: string;
  role: 'owner' | 'admin' | 'member';
}

export interface Channel {
  id: string;
  type: number;
  name: string;
  private: boolean;
}

export async function guilds(app: FastifyInstance): Promise<Guild[]> {
  return (await control(app, 'GET', '/discord/state')).json().guilds;
}

export async function channels(app: FastifyInstance, guildId: string): Promise<Channel[]> {
  return (await control(app, 'GET', `/discord/guilds/${guildId}/channels`)).json().data;
}

/** The install step without HTML: the bot joins `guild_id` (default: the first the user manages). */
export async function authorize(app: FastifyInstance, extra: Record<string, string> = {}) {
  return consent<ConsentRedirect & { guild_id?: string }>(app, 'discord', {
    redirect_uri: REDIRECT,
    scope: SCOPES,
    permissions: PERMISSIONS,
    state: 'st-1',
    ...extra,
  });
}

export function tokenRequest(
  app: FastifyInstance,
  form: Record<string, string>,
  auth: string | null = BASIC,
) {
  return postForm(app, `${API}/oauth2/token`, form, auth ? { authorization: auth } : {});
}

/** Installs the bot and answers the server with its channels by name. */
export async function installed(app: FastifyInstance, extra: Record<string, string> = {}) {
  const { guild_id } = await authorize(app, extra);
  const guildId = guild_id ?? '';
  const list = await channels(app, guildId);
  const channel = (name: string): string => {
    const found = list.find((candidate) => candidate.name === name && candidate.type !== 11);
    if (!found) throw new Error(`no #${name}`);
    return found.id;
  };
  return { guildId, channel };
}

/** A REST v10 call as the bot (or with another `authorization`). */
export function rest(
  app: FastifyInstance,
  method: Method,
  path: string,
  options: { body?: object; auth?: string | null; query?: Record<string, string> } = {},
) {
  const auth = options.auth === undefined ? BOT : options.auth;
  const headers: Record<string, string> = auth ? { authorization: auth } : {};
  return jsonCall(app, method, `${API}/v10${path}`, { query: options.query, body: options.body, headers });
}

export async function send(app: FastifyInstance, channelId: string, body: object): Promise<{ id: string }> {
  return okJson(await rest(app, 'POST', `/channels/${channelId}/messages`, { body }));
}

/** multipart/form-data with `payload_json` and `files[n]` parts of the given sizes. */
export function multipart(payload: object, files: Array<{ bytes: number; type: string; name: string }>) {
  return multipartBody('discord-emulator-boundary', [
    { name: 'payload_json', type: 'application/json', value: JSON.stringify(payload) },
    ...files.map((file, index) => ({
      name: `files[${index}]`,
      filename: file.name,
      type: file.type,
      bytes: file.bytes,
    })),
  ]);
}

export function upload(app: FastifyInstance, path: string, body: ReturnType<typeof multipart>) {
  return app.inject({
    method: 'POST',
    url: `${API}/v10${path}`,
    payload: body.payload,
    headers: { authorization: BOT, 'content-type': body.contentType },
  });
}

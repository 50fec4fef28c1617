import { z } from 'zod';
import { PlatformError } from '../errors.js';
import type { PlatformHttp } from '../http.js';
import type { AuthorizeRequest, CodeExchange, Credential } from '../types.js';
import { vkError } from './vk-errors.js';

export interface VkApp {
  appId: string;
  appSecret: string;
  version: string;
  /** https://oauth.vk.com as the browser opens it (the consent page), or the emulator's equivalent. */
  authorizeBase: string;
  /** https://oauth.vk.com as the server calls it (the code exchange), or the emulator's equivalent. */
  oauthBase: string;
}

/** Community rights (platforms/vk.md §1a): photos 4, messages 4096, docs 131072, manage 262144. */
export const COMMUNITY_RIGHTS = { photos: 4, messages: 4096, docs: 131072, manage: 262144 } as const;
/** User rights: wall, photos, video, docs, groups, stats and offline (a token that does not expire). */
export const USER_RIGHTS = {
  wall: 8192,
  photos: 4,
  video: 16,
  docs: 131072,
  groups: 262144,
  stats: 1048576,
  offline: 65536,
} as const;

const mask = (rights: Readonly<Record<string, number>>) =>
  Object.values(rights).reduce((sum, bit) => sum | bit, 0);

/**
 * The two consents connecting communities takes, as VK's documentation has it: the administrator signs
 * in as a user (no `group_ids`: the user token), then consents for the communities (`group_ids`: one
 * community token each). Both come back to the same redirect URI with the same state.
 */
export type VkConsent = 'user' | 'community';

const SCOPE: Readonly<Record<VkConsent, number>> = {
  user: mask(USER_RIGHTS),
  community: mask(COMMUNITY_RIGHTS),
};

/** A consent page of the authorization code flow; `groupIds` names the communities to connect. */
export function authorizeUrl(app: VkApp, request: AuthorizeRequest, consent: VkConsent): string {
  const groupIds = request.groupIds ?? [];
  if (groupIds.length === 0) {
    throw new PlatformError('vk', 'content', 'VK community sign-in needs the community ids (group_ids)');
  }
  const url = new URL(`${app.authorizeBase}/authorize`);
  url.searchParams.set('client_id', app.appId);
  url.searchParams.set('redirect_uri', request.redirectUri);
  url.searchParams.set('display', 'page');
  url.searchParams.set('scope', String(SCOPE[consent]));
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('v', app.version);
  url.searchParams.set('state', request.state);
  if (consent === 'community') url.searchParams.set('group_ids', groupIds.map((id) => id.trim()).join(','));
  return url.toString();
}

const tokenSchema = z
  .object({ access_token: z.string().optional(), expires_in: z.number().optional() })
  .catchall(z.unknown());

export interface VkGrant {
  /** Each community's own token, by group id (a community consent). */
  communities: Map<string, string>;
  /** The administrator's user token (a user consent). */
  user: Credential | null;
}

/** A token that does not expire by time: community tokens, and user tokens with `expires_in: 0`. */
export function lastingCredential(token: string, scopes: string[], expiresIn = 0): Credential {
  return {
    accessToken: token,
    refreshToken: null,
    expiresAt: expiresIn > 0 ? new Date(Date.now() + expiresIn * 1000) : null,
    refreshExpiresAt: null,
    scopes,
  };
}

/**
 * Code → tokens (`GET /access_token`): for a community consent one `access_token_<group_id>` per
 * community, for a user consent the user token (`access_token`, `expires_in`, 0 meaning no expiry).
 */
export async function exchangeCode(http: PlatformHttp, app: VkApp, exchange: CodeExchange): Promise<VkGrant> {
  const response = await http.request({
    method: 'GET',
    url: `${app.oauthBase}/access_token`,
    query: {
      client_id: app.appId,
      client_secret: app.appSecret,
      redirect_uri: exchange.redirectUri,
      code: exchange.code,
    },
  });
  if (response.status !== 200) throw vkError(response);
  const parsed = tokenSchema.safeParse(response.body);
  if (!parsed.success) throw vkError(response);
  const communities = new Map<string, string>();
  for (const [name, value] of Object.entries(parsed.data)) {
    const groupId = /^access_token_(\d+)$/.exec(name)?.[1];
    if (groupId && typeof value === 'string') communities.set(groupId, value);
  }
  const { access_token: userToken, expires_in: expiresIn } = parsed.data;
  const user = userToken ? lastingCredential(userToken, Object.keys(USER_RIGHTS), expiresIn) : null;
  return { communities, user };
}

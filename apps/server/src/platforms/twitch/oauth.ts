import { z } from 'zod';
import type { PlatformHttp } from '../http.js';
import { credentialOf, oauthTokenSchema } from '../oauth2.js';
import type { AuthorizeRequest, Credential } from '../types.js';
import { twitchError } from './twitch-errors.js';

/** Read and send chat, send announcements, read followers (platforms/twitch.md, Auth). */
export const TWITCH_SCOPES = [
  'user:read:chat',
  'user:write:chat',
  'moderator:manage:announcements',
  'moderator:read:followers',
];

/** What publishing an announcement cannot do without. */
export const ANNOUNCE_SCOPE = 'moderator:manage:announcements';

export interface TwitchClient {
  clientId: string;
  clientSecret: string;
  /** https://id.twitch.tv as the browser opens it (the consent page), or the emulator's equivalent. */
  authorizeBase: string;
  /** https://id.twitch.tv as the server calls it (token, validate), or the emulator's equivalent. */
  idBase: string;
}

/** `GET /oauth2/validate`'s answer: whose token it is, for which app, with which scopes. */
export const validationSchema = z.object({
  client_id: z.string(),
  login: z.string().optional(),
  user_id: z.string(),
  scopes: z.array(z.string()).nullable().optional(),
  expires_in: z.number(),
});
export type Validation = z.infer<typeof validationSchema>;

/**
 * The authorization code flow's consent page. `force_verify` shows it even when the user already
 * authorized the app, so a reconnect can pick another account.
 */
export function consentUrl(client: TwitchClient, request: AuthorizeRequest): string {
  const url = new URL(`${client.authorizeBase}/oauth2/authorize`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: request.redirectUri,
    scope: TWITCH_SCOPES.join(' '),
    state: request.state,
    force_verify: 'true',
  }).toString();
  return url.toString();
}

/**
 * `POST /oauth2/token` (code exchange or refresh) as a confidential client. A refresh may answer a new
 * refresh token: it replaces the one used (kept as `keep` when none comes back).
 */
export async function requestToken(
  http: PlatformHttp,
  client: TwitchClient,
  form: Record<string, string>,
  keep: string | null = null,
): Promise<Credential> {
  const response = await http.request({
    method: 'POST',
    url: `${client.idBase}/oauth2/token`,
    form: { ...form, client_id: client.clientId, client_secret: client.clientSecret },
  });
  if (response.status !== 200) throw twitchError(response);
  return credentialOf(oauthTokenSchema.parse(response.body), keep);
}

/**
 * `GET /oauth2/validate` (`Authorization: OAuth <token>`, as documented): required at start-up and
 * hourly for user tokens; a revoked token answers 401.
 */
export async function validateToken(
  http: PlatformHttp,
  client: TwitchClient,
  accessToken: string,
): Promise<Validation> {
  const response = await http.request({
    method: 'GET',
    url: `${client.idBase}/oauth2/validate`,
    headers: { authorization: `OAuth ${accessToken}`, 'client-id': client.clientId },
  });
  if (response.status !== 200) throw twitchError(response);
  return validationSchema.parse(response.body);
}

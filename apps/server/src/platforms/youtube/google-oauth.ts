import type { PlatformHttp } from '../http.js';
import { credentialOf, oauthTokenSchema } from '../oauth2.js';
import type { AuthorizeRequest, Credential } from '../types.js';
import { youtubeError } from './youtube-errors.js';

const AUTH = 'https://www.googleapis.com/auth';

/** Upload, manage videos, comments and ratings, read the channel, read analytics (youtube.md §1). */
export const YOUTUBE_SCOPES = [
  `${AUTH}/youtube.upload`,
  `${AUTH}/youtube`,
  `${AUTH}/youtube.force-ssl`,
  `${AUTH}/youtube.readonly`,
  `${AUTH}/yt-analytics.readonly`,
];

export interface GoogleClient {
  clientId: string;
  clientSecret: string;
  /** https://accounts.google.com (the consent page) or the emulator's equivalent. */
  accountsBase: string;
  /** https://oauth2.googleapis.com (token endpoint) or the emulator's equivalent. */
  oauthBase: string;
}

/**
 * The consent page of the web-server flow: offline access for a refresh token, `prompt=consent` so a
 * reconnect gets a new one, earlier grants kept, PKCE S256.
 */
export function consentUrl(client: GoogleClient, request: AuthorizeRequest): string {
  const url = new URL(`${client.accountsBase}/o/oauth2/v2/auth`);
  url.search = new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: request.redirectUri,
    response_type: 'code',
    scope: YOUTUBE_SCOPES.join(' '),
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
    state: request.state,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

/**
 * `POST /token` with the client's id and secret in the body. A refresh answer carries no refresh
 * token (Google does not rotate them): the one used is kept, passed as `keep`.
 */
export async function requestToken(
  http: PlatformHttp,
  client: GoogleClient,
  form: Record<string, string>,
  keep: string | null = null,
): Promise<Credential> {
  const response = await http.request({
    method: 'POST',
    url: `${client.oauthBase}/token`,
    form: { ...form, client_id: client.clientId, client_secret: client.clientSecret },
  });
  if (response.status !== 200) throw youtubeError(response);
  return credentialOf(oauthTokenSchema.parse(response.body), keep);
}

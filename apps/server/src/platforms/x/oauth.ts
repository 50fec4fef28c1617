import type { PlatformHttp } from '../http.js';
import { credentialOf, oauthTokenSchema } from '../oauth2.js';
import type { Credential } from '../types.js';
import { xError } from './x-errors.js';

/** Post, reply, like, DMs, media, reading; offline.access for a refresh token (platforms/x.md §1). */
export const X_SCOPES = [
  'tweet.read',
  'tweet.write',
  'users.read',
  'like.read',
  'like.write',
  'dm.read',
  'dm.write',
  'media.write',
  'offline.access',
];

/** The token endpoint (code exchange or refresh) as a confidential client (HTTP Basic). */
export async function requestToken(
  http: PlatformHttp,
  client: { clientId: string; clientSecret: string; apiBase: string },
  form: Record<string, string>,
): Promise<Credential> {
  const basic = Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64');
  const response = await http.request({
    method: 'POST',
    url: `${client.apiBase}/2/oauth2/token`,
    form: { ...form, client_id: client.clientId },
    headers: { authorization: `Basic ${basic}` },
  });
  if (response.status !== 200) throw xError(response);
  return credentialOf(oauthTokenSchema.parse(response.body));
}

import { z } from 'zod';
import type { Credential } from './types.js';

/**
 * An OAuth 2.0 token endpoint's answer (RFC 6749 §5.1) as the networks send it; `scope` is a
 * space-separated string for most, a list for Twitch.
 */
export const oauthTokenSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string().optional(),
  expires_in: z.number(),
  scope: z.union([z.string(), z.array(z.string())]).optional(),
});

/**
 * The credential a token answer grants. A refresh that answers no refresh token keeps the one used
 * (`keep`); one that answers a new one (rotation) replaces it.
 */
export function credentialOf(
  token: z.infer<typeof oauthTokenSchema>,
  keep: string | null = null,
): Credential {
  const scopes = typeof token.scope === 'string' ? token.scope.split(' ') : (token.scope ?? []);
  return {
    accessToken: token.access_token,
    refreshToken: token.refresh_token ?? keep,
    expiresAt: new Date(Date.now() + token.expires_in * 1000),
    refreshExpiresAt: null,
    scopes,
  };
}

import type { FastifyInstance } from 'fastify';
import { str } from '../../core/params.js';
import { tokenEndpoints } from '../../core/token-endpoint.js';
import { invalidClient, invalidGrant, invalidRequest, OAuthError } from './errors.js';
import { oauthRoute, type TiktokCall, type TiktokRuntime } from './routing.js';
import { CODE_TTL_MS, mintTokens, revokeGrant, verifierMatches } from './tokens.js';
import type { TiktokApp, TiktokCode, TiktokToken } from './types.js';

/** Every OAuth call names the app with `client_key` and `client_secret` in the form. */
function clientOf(call: TiktokCall): TiktokApp {
  const app = call.state.apps.get(str(call.body, 'client_key') ?? '');
  if (!app || app.clientSecret !== str(call.body, 'client_secret')) throw invalidClient();
  return app;
}

const endpoints = tokenEndpoints<TiktokCall, TiktokApp, TiktokCode, TiktokToken>({
  params: (call) => call.body,
  client: clientOf,
  owns: (app, item) => item.clientKey === app.clientKey,
  missing: (name) => invalidRequest(`The request parameter ${name} is missing.`),
  grantTypeRequired: true,
  unsupportedGrant: (grantType) =>
    new OAuthError(400, 'unsupported_grant_type', `Grant type ${grantType} is not supported.`),
  exchange: {
    ttlMs: CODE_TTL_MS,
    refusals: {
      invalid: () => invalidGrant('Authorization code is expired.'),
      redirect: () => invalidGrant('Redirect URI does not match the authorization.'),
      verifier: () => invalidGrant('Code verifier or code challenge is invalid.'),
    },
    challenge: ({ challenge }) => (challenge ? { challenge, method: 'S256' } : undefined),
    matches: verifierMatches,
    issue: (call, code) => mintTokens(call.state, code, call.now),
  },
  // A refresh issues a new pair; the refresh token used stops working, its 365-day term carries on.
  refresh: {
    refused: () => invalidGrant('Refresh token is invalid or expired.'),
    rotates: 'refreshed',
    issue: (call, token) => mintTokens(call.state, token, call.now, token.expiresAt),
  },
  // Revoking any token of an authorization ends it (the user must consent again).
  revoke: {
    tokenRequired: true,
    revoke: (call, token) => revokeGrant(call.state, token.clientKey, token.creatorId),
    answer: () => ({}),
  },
});

/** `POST /v2/oauth/token/` and `/v2/oauth/revoke/` on open.tiktokapis.com. */
export function registerTokenEndpoints(app: FastifyInstance, rt: TiktokRuntime): void {
  oauthRoute(app, rt, {
    method: 'POST',
    url: '/v2/oauth/token/',
    operation: 'oauth.token',
    handler: endpoints.token,
  });
  oauthRoute(app, rt, {
    method: 'POST',
    url: '/v2/oauth/revoke/',
    operation: 'oauth.revoke',
    handler: endpoints.revoke,
  });
}

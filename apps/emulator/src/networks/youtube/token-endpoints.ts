import type { FastifyInstance } from 'fastify';
import { basicCredentials } from '../../core/basic-auth.js';
import { mergeParams, str } from '../../core/params.js';
import { tokenEndpoints } from '../../core/token-endpoint.js';
import { invalidGrant, OAuthError } from './errors.js';
import { openRoute, type YtCall, type YtRuntime } from './routing.js';
import { ACCESS_TOKEN_SECONDS, CODE_TTL_MS, mintAccess, mintTokens, revokeGrant } from './tokens.js';
import type { GoogleApp, YtCode, YtToken } from './types.js';

const params = (call: YtCall) => mergeParams(call.query, call.body);

/** Web clients authenticate with client_id + client_secret in the body (or HTTP Basic). */
function clientOf(call: YtCall): GoogleApp {
  const basic = basicCredentials(call.request.headers.authorization);
  const id = basic?.id ?? str(params(call), 'client_id');
  const secret = basic?.secret ?? str(params(call), 'client_secret');
  const app = id ? call.state.apps.get(id) : undefined;
  if (!app) throw new OAuthError(401, 'invalid_client', 'The OAuth client was not found.');
  if (app.clientSecret !== secret) throw new OAuthError(401, 'invalid_client', 'Unauthorized');
  return app;
}

const endpoints = tokenEndpoints<YtCall, GoogleApp, YtCode, YtToken>({
  params,
  client: clientOf,
  owns: (app, item) => item.clientId === app.clientId,
  missing: (name) => new OAuthError(400, 'invalid_request', `Missing required parameter: ${name}`),
  grantTypeRequired: false,
  unsupportedGrant: (grantType) =>
    new OAuthError(400, 'unsupported_grant_type', `Invalid grant_type: ${grantType}`),
  // PKCE is checked only for codes whose authorize request sent a challenge.
  exchange: {
    ttlMs: CODE_TTL_MS,
    refusals: {
      invalid: () => invalidGrant('Bad Request'),
      redirect: () => new OAuthError(400, 'redirect_uri_mismatch', 'Bad Request'),
      missingVerifier: () => invalidGrant('Missing code verifier.'),
      verifier: () => invalidGrant('Invalid code verifier.'),
    },
    challenge: ({ challenge, method }) => (challenge ? { challenge, method: method ?? 'plain' } : undefined),
    issue: (call, code) => mintTokens(call.state, code, call.now),
  },
  // Refresh tokens do not rotate: the answer carries a new access token only.
  refresh: {
    refused: () => invalidGrant('Token has been expired or revoked.'),
    issue: (call, token) => {
      const access = mintAccess(call.state, token, token.value, call.now);
      return {
        access_token: access.value,
        expires_in: ACCESS_TOKEN_SECONDS,
        scope: access.scopes.join(' '),
        token_type: 'Bearer',
      };
    },
  },
  // `POST /revoke?token=…` needs no client: an access or refresh token, and the whole grant goes.
  revoke: {
    client: () => undefined,
    tokenRequired: false,
    refused: () => new OAuthError(400, 'invalid_token', 'Token expired or revoked'),
    revoke: (call, token) => revokeGrant(call.state, token, 'revoked'),
    answer: () => ({}),
  },
});

/** The token endpoints under `/youtube/oauth2` (real: https://oauth2.googleapis.com). */
export function registerTokenEndpoints(app: FastifyInstance, rt: YtRuntime): void {
  openRoute(
    app,
    rt,
    { method: 'POST', url: '/token', operation: 'oauth2.token', handler: endpoints.token },
    true,
  );
  openRoute(
    app,
    rt,
    { method: 'POST', url: '/revoke', operation: 'oauth2.revoke', handler: endpoints.revoke },
    true,
  );
}

import type { FastifyInstance } from 'fastify';
import { basicCredentials } from '../../core/basic-auth.js';
import { tokenEndpoints } from '../../core/token-endpoint.js';
import { OAuthError } from './errors.js';
import { type RedditCall, type RedditRuntime, wwwRoute } from './routing.js';
import { CODE_TTL_MS, mintTokens, revokeToken } from './tokens.js';
import type { RedditApp, RedditCode, RedditToken } from './types.js';

/** Reddit's web apps authenticate with HTTP Basic only; anything else is a bare 401. */
function clientOf(call: RedditCall): RedditApp {
  const basic = basicCredentials(call.request.headers.authorization);
  const app = basic ? call.state.apps.get(basic.id) : undefined;
  if (!app || app.clientSecret !== basic?.secret) throw new OAuthError('unauthorized', 401);
  return app;
}

/** Reddit names the failure and nothing else: `{"error": "invalid_grant"}`. */
const refusal = (error: string) => () => new OAuthError(error);

const endpoints = tokenEndpoints<RedditCall, RedditApp, RedditCode, RedditToken>({
  params: (call) => call.params,
  client: clientOf,
  owns: (app, item) => item.clientId === app.clientId,
  missing: refusal('invalid_request'),
  grantTypeRequired: false,
  unsupportedGrant: refusal('unsupported_grant_type'),
  // Codes live ten minutes; a permanent grant gets a refresh token.
  exchange: {
    ttlMs: CODE_TTL_MS,
    refusals: { invalid: refusal('invalid_grant') },
    issue: (call, code) => mintTokens(call.state, code, call.now, code.permanent ? 'new' : null),
  },
  // Refresh tokens are not rotated: the answer names the same one again.
  refresh: {
    refused: refusal('invalid_grant'),
    issue: (call, token) => mintTokens(call.state, token, call.now, token),
  },
  // Revocation answers 204 whatever the token (RFC 7009); a refresh token takes its access tokens along.
  revoke: {
    tokenRequired: false,
    revoke: (call, token) => {
      if (!token.revoked) revokeToken(call.state, token, 'revoked');
    },
    answer: (call) => {
      call.reply.code(204);
      return undefined;
    },
  },
});

export function registerTokenEndpoints(app: FastifyInstance, rt: RedditRuntime): void {
  wwwRoute(app, rt, {
    method: 'POST',
    url: '/api/v1/access_token',
    operation: 'oauth.token',
    handler: endpoints.token,
  });
  wwwRoute(app, rt, {
    method: 'POST',
    url: '/api/v1/revoke_token',
    operation: 'oauth.revoke',
    handler: endpoints.revoke,
  });
}

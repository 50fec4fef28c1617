import type { FastifyInstance } from 'fastify';
import { basicCredentials } from '../../core/basic-auth.js';
import { revokeToken } from '../../core/grants.js';
import { str } from '../../core/params.js';
import { tokenEndpoints } from '../../core/token-endpoint.js';
import { badClient, invalidValue, missingParameter, OAuthError } from './errors.js';
import { oauthRoute, type XCall, type XRuntime } from './routing.js';
import { CODE_TTL_MS, mintTokens } from './tokens.js';
import type { XApp, XCode, XToken } from './types.js';

/** Confidential clients authenticate with HTTP Basic; public clients name themselves with `client_id`. */
function clientOf(call: XCall): XApp {
  const basic = basicCredentials(call.request.headers.authorization);
  if (basic) {
    const app = call.state.apps.get(basic.id);
    if (!app?.clientSecret || app.clientSecret !== basic.secret) throw badClient();
    return app;
  }
  const clientId = str(call.body, 'client_id');
  if (!clientId) throw badClient();
  const app = call.state.apps.get(clientId);
  if (!app) throw new OAuthError(400, 'invalid_request', 'Value passed for the client_id was invalid.');
  if (app.clientSecret) throw badClient();
  return app;
}

const endpoints = tokenEndpoints<XCall, XApp, XCode, XToken>({
  params: (call) => call.body,
  client: clientOf,
  owns: (app, item) => item.clientId === app.clientId,
  missing: missingParameter,
  grantTypeRequired: true,
  unsupportedGrant: (grantType) =>
    new OAuthError(400, 'unsupported_grant_type', `Grant type ${grantType} is not supported.`),
  // Codes live 30 s and always carry a PKCE challenge; any failure is the same invalid value.
  exchange: {
    requires: ['redirect_uri', 'code_verifier'],
    ttlMs: CODE_TTL_MS,
    refusals: { invalid: () => invalidValue('authorization code') },
    challenge: (code) => code,
    issue: (call, code) => mintTokens(call.state, code, call.now),
  },
  refresh: {
    refused: () => invalidValue('token'),
    rotates: 'rotated',
    issue: (call, token) => mintTokens(call.state, token, call.now),
  },
  revoke: {
    tokenRequired: true,
    revoke: (_call, token) => revokeToken(token, 'revoked'),
    answer: () => ({ revoked: true }),
  },
});

export function registerTokenEndpoints(app: FastifyInstance, rt: XRuntime): void {
  oauthRoute(app, rt, {
    method: 'POST',
    url: '/2/oauth2/token',
    operation: 'oauth2.token',
    handler: endpoints.token,
  });
  oauthRoute(app, rt, {
    method: 'POST',
    url: '/2/oauth2/revoke',
    operation: 'oauth2.revoke',
    handler: endpoints.revoke,
  });
}

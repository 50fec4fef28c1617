import type { FastifyInstance } from 'fastify';
import { basicCredentials } from '../../core/basic-auth.js';
import { str } from '../../core/params.js';
import { badClient, invalidValue, missingParameter, OAuthError } from './errors.js';
import { oauthRoute, type XCall, type XRuntime } from './routing.js';
import { CODE_TTL_MS, mintTokens, revokeToken, verifierMatches } from './tokens.js';
import type { XApp } from './types.js';

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

function required(call: XCall, name: string): string {
  const value = str(call.body, name);
  if (!value) throw missingParameter(name);
  return value;
}

/** Codes are single-use, bound to the client, the redirect URI and the PKCE challenge, and live 30 s. */
function exchangeCode(call: XCall, app: XApp) {
  const value = required(call, 'code');
  const redirectUri = required(call, 'redirect_uri');
  const verifier = required(call, 'code_verifier');
  const code = call.state.codes.get(value);
  if (
    !code ||
    code.used ||
    code.clientId !== app.clientId ||
    call.now - code.issuedAt > CODE_TTL_MS ||
    code.redirectUri !== redirectUri ||
    !verifierMatches(code, verifier)
  ) {
    throw invalidValue('authorization code');
  }
  code.used = true;
  return mintTokens(call.state, code, call.now);
}

/** Refresh tokens rotate: the one presented stops working, a new pair is issued. */
function refresh(call: XCall, app: XApp) {
  const value = required(call, 'refresh_token');
  const token = call.state.tokens.get(value);
  if (token?.kind !== 'refresh' || token.revoked || token.clientId !== app.clientId)
    throw invalidValue('token');
  revokeToken(token, 'rotated');
  return mintTokens(call.state, token, call.now);
}

function token(call: XCall) {
  const app = clientOf(call);
  const grantType = required(call, 'grant_type');
  if (grantType === 'authorization_code') return exchangeCode(call, app);
  if (grantType === 'refresh_token') return refresh(call, app);
  throw new OAuthError(400, 'unsupported_grant_type', `Grant type ${grantType} is not supported.`);
}

function revoke(call: XCall) {
  const app = clientOf(call);
  const value = required(call, 'token');
  const found = call.state.tokens.get(value);
  if (found && found.clientId === app.clientId) revokeToken(found, 'revoked');
  return { revoked: true };
}

export function registerTokenEndpoints(app: FastifyInstance, rt: XRuntime): void {
  oauthRoute(app, rt, { method: 'POST', url: '/2/oauth2/token', operation: 'oauth2.token', handler: token });
  oauthRoute(app, rt, {
    method: 'POST',
    url: '/2/oauth2/revoke',
    operation: 'oauth2.revoke',
    handler: revoke,
  });
}

import type { FastifyInstance } from 'fastify';
import { basicCredentials } from '../../core/basic-auth.js';
import { str } from '../../core/params.js';
import { OAuthError } from './errors.js';
import { type RedditCall, type RedditRuntime, wwwRoute } from './routing.js';
import { CODE_TTL_MS, mintTokens, revokeToken } from './tokens.js';
import type { RedditApp } from './types.js';

/** Reddit's web apps authenticate with HTTP Basic only; anything else is a bare 401. */
function clientOf(call: RedditCall): RedditApp {
  const basic = basicCredentials(call.request.headers.authorization);
  const app = basic ? call.state.apps.get(basic.id) : undefined;
  if (!app || app.clientSecret !== basic?.secret) throw new OAuthError('unauthorized', 401);
  return app;
}

/** Codes are single use, bound to the app and the redirect URI, and live ten minutes. */
function exchangeCode(call: RedditCall, app: RedditApp) {
  const value = str(call.params, 'code');
  const redirectUri = str(call.params, 'redirect_uri');
  if (!value || !redirectUri) throw new OAuthError('invalid_request');
  const code = call.state.codes.get(value);
  if (
    !code ||
    code.used ||
    code.clientId !== app.clientId ||
    code.redirectUri !== redirectUri ||
    call.now - code.issuedAt > CODE_TTL_MS
  )
    throw new OAuthError('invalid_grant');
  code.used = true;
  return mintTokens(call.state, code, call.now, code.permanent ? 'new' : null);
}

/** Refresh tokens are not rotated: the answer names the same one again. */
function refresh(call: RedditCall, app: RedditApp) {
  const value = str(call.params, 'refresh_token');
  if (!value) throw new OAuthError('invalid_request');
  const token = call.state.tokens.get(value);
  if (token?.kind !== 'refresh' || token.revoked || token.clientId !== app.clientId)
    throw new OAuthError('invalid_grant');
  return mintTokens(call.state, token, call.now, token);
}

function token(call: RedditCall) {
  const app = clientOf(call);
  const grantType = str(call.params, 'grant_type');
  if (grantType === 'authorization_code') return exchangeCode(call, app);
  if (grantType === 'refresh_token') return refresh(call, app);
  throw new OAuthError('unsupported_grant_type');
}

/** Revocation answers 204 whatever the token (RFC 7009); a refresh token takes its access tokens along. */
function revoke(call: RedditCall) {
  const app = clientOf(call);
  const found = call.state.tokens.get(str(call.params, 'token') ?? '');
  if (found && found.clientId === app.clientId && !found.revoked) revokeToken(call.state, found, 'revoked');
  call.reply.code(204);
  return undefined;
}

export function registerTokenEndpoints(app: FastifyInstance, rt: RedditRuntime): void {
  wwwRoute(app, rt, {
    method: 'POST',
    url: '/api/v1/access_token',
    operation: 'oauth.token',
    handler: token,
  });
  wwwRoute(app, rt, {
    method: 'POST',
    url: '/api/v1/revoke_token',
    operation: 'oauth.revoke',
    handler: revoke,
  });
}

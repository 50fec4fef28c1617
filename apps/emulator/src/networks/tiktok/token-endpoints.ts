import type { FastifyInstance } from 'fastify';
import { str } from '../../core/params.js';
import { invalidClient, invalidGrant, invalidRequest, OAuthError } from './errors.js';
import { oauthRoute, type TiktokCall, type TiktokRuntime } from './routing.js';
import { CODE_TTL_MS, mintTokens, revokeGrant, revokeToken, verifierMatches } from './tokens.js';
import type { TiktokApp } from './types.js';

/** Every OAuth call names the app with `client_key` and `client_secret` in the form. */
function clientOf(call: TiktokCall): TiktokApp {
  const app = call.state.apps.get(str(call.body, 'client_key') ?? '');
  if (!app || app.clientSecret !== str(call.body, 'client_secret')) throw invalidClient();
  return app;
}

function required(call: TiktokCall, name: string): string {
  const value = str(call.body, name);
  if (!value) throw invalidRequest(`The request parameter ${name} is missing.`);
  return value;
}

/** Codes are single-use, bound to the app and the redirect URI (and the PKCE challenge if any). */
function exchangeCode(call: TiktokCall, app: TiktokApp) {
  const code = call.state.codes.get(required(call, 'code'));
  const redirectUri = required(call, 'redirect_uri');
  if (!code || code.used || code.clientKey !== app.clientKey || call.now - code.issuedAt > CODE_TTL_MS)
    throw invalidGrant('Authorization code is expired.');
  if (code.redirectUri !== redirectUri) throw invalidGrant('Redirect URI does not match the authorization.');
  if (code.challenge && !verifierMatches(code.challenge, str(call.body, 'code_verifier') ?? ''))
    throw invalidGrant('Code verifier or code challenge is invalid.');
  code.used = true;
  return mintTokens(call.state, code, call.now);
}

/** A refresh issues a new pair; the refresh token used stops working, its 365-day term carries on. */
function refresh(call: TiktokCall, app: TiktokApp) {
  const token = call.state.tokens.get(required(call, 'refresh_token'));
  if (
    token?.kind !== 'refresh' ||
    token.revoked ||
    token.clientKey !== app.clientKey ||
    call.now >= token.expiresAt
  )
    throw invalidGrant('Refresh token is invalid or expired.');
  revokeToken(token, 'refreshed');
  return mintTokens(call.state, token, call.now, token.expiresAt);
}

function token(call: TiktokCall) {
  const app = clientOf(call);
  const grantType = required(call, 'grant_type');
  if (grantType === 'authorization_code') return exchangeCode(call, app);
  if (grantType === 'refresh_token') return refresh(call, app);
  throw new OAuthError(400, 'unsupported_grant_type', `Grant type ${grantType} is not supported.`);
}

/** Revoking any token of an authorization ends it (the user must consent again). */
function revoke(call: TiktokCall) {
  const app = clientOf(call);
  const found = call.state.tokens.get(required(call, 'token'));
  if (found && found.clientKey === app.clientKey) revokeGrant(call.state, app.clientKey, found.creatorId);
  return {};
}

/** `POST /v2/oauth/token/` and `/v2/oauth/revoke/` on open.tiktokapis.com. */
export function registerTokenEndpoints(app: FastifyInstance, rt: TiktokRuntime): void {
  oauthRoute(app, rt, { method: 'POST', url: '/v2/oauth/token/', operation: 'oauth.token', handler: token });
  oauthRoute(app, rt, {
    method: 'POST',
    url: '/v2/oauth/revoke/',
    operation: 'oauth.revoke',
    handler: revoke,
  });
}

import type { FastifyInstance } from 'fastify';
import { mergeParams, str } from '../../core/params.js';
import { invalidGrant, OAuthError } from './errors.js';
import { openRoute, type YtCall, type YtRuntime } from './routing.js';
import {
  ACCESS_TOKEN_SECONDS,
  CODE_TTL_MS,
  mintAccess,
  mintTokens,
  revokeGrant,
  verifierMatches,
} from './tokens.js';
import type { GoogleApp } from './types.js';

const params = (call: YtCall) => mergeParams(call.query, call.body);

function basicCredentials(header: string | undefined): { id: string; secret: string } | undefined {
  const encoded = header ? /^Basic\s+(\S+)$/i.exec(header.trim())?.[1] : undefined;
  if (!encoded) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? undefined : { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

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

function required(call: YtCall, name: string): string {
  const value = str(params(call), name);
  if (!value) throw new OAuthError(400, 'invalid_request', `Missing required parameter: ${name}`);
  return value;
}

/** Codes are single-use, bound to the client and redirect URI, checked against PKCE when one was sent. */
function exchangeCode(call: YtCall, app: GoogleApp) {
  const code = call.state.codes.get(required(call, 'code'));
  const redirectUri = required(call, 'redirect_uri');
  if (!code || code.used || code.clientId !== app.clientId || call.now - code.issuedAt > CODE_TTL_MS) {
    throw invalidGrant('Bad Request');
  }
  if (code.redirectUri !== redirectUri) throw new OAuthError(400, 'redirect_uri_mismatch', 'Bad Request');
  if (code.challenge) {
    const verifier = str(params(call), 'code_verifier');
    if (!verifier) throw invalidGrant('Missing code verifier.');
    if (!verifierMatches(code, verifier)) throw invalidGrant('Invalid code verifier.');
  }
  code.used = true;
  return mintTokens(call.state, code, call.now);
}

/** Refresh tokens do not rotate: the answer carries a new access token only. */
function refresh(call: YtCall, app: GoogleApp) {
  const token = call.state.tokens.get(required(call, 'refresh_token'));
  if (token?.kind !== 'refresh' || token.revoked || token.clientId !== app.clientId) {
    throw invalidGrant('Token has been expired or revoked.');
  }
  const access = mintAccess(call.state, token, token.value, call.now);
  return {
    access_token: access.value,
    expires_in: ACCESS_TOKEN_SECONDS,
    scope: access.scopes.join(' '),
    token_type: 'Bearer',
  };
}

function token(call: YtCall) {
  const app = clientOf(call);
  const grantType = str(params(call), 'grant_type') ?? '';
  if (grantType === 'authorization_code') return exchangeCode(call, app);
  if (grantType === 'refresh_token') return refresh(call, app);
  throw new OAuthError(400, 'unsupported_grant_type', `Invalid grant_type: ${grantType}`);
}

/** `POST /revoke?token=…`: an access or refresh token; the whole grant goes. */
function revoke(call: YtCall) {
  const found = call.state.tokens.get(str(params(call), 'token') ?? '');
  if (!found || found.revoked) throw new OAuthError(400, 'invalid_token', 'Token expired or revoked');
  revokeGrant(call.state, found, 'revoked');
  return {};
}

/** The token endpoints under `/youtube/oauth2` (real: https://oauth2.googleapis.com). */
export function registerTokenEndpoints(app: FastifyInstance, rt: YtRuntime): void {
  openRoute(app, rt, { method: 'POST', url: '/token', operation: 'oauth2.token', handler: token }, true);
  openRoute(app, rt, { method: 'POST', url: '/revoke', operation: 'oauth2.revoke', handler: revoke }, true);
}

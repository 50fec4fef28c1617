import type { FastifyInstance } from 'fastify';
import { str } from '../../core/params.js';
import { badRequest, invalidRefreshToken, TwitchError } from './errors.js';
import { idRoute, type TwitchCall, type TwitchRuntime } from './routing.js';
import { CODE_TTL_MS, isLive, mintTokens, revokeGrant, revokeToken, secondsLeft } from './tokens.js';
import type { TwitchApp } from './types.js';

/** The app named by `client_id` and `client_secret` (query string or form, as Twitch takes either). */
function clientOf(call: TwitchCall): TwitchApp {
  const app = call.state.apps.get(str(call.params, 'client_id') ?? '');
  if (!app) throw new TwitchError(400, 'invalid client', false);
  if (app.clientSecret !== str(call.params, 'client_secret'))
    throw new TwitchError(403, 'invalid client secret', false);
  return app;
}

function required(call: TwitchCall, name: string): string {
  const value = str(call.params, name);
  if (!value) throw new TwitchError(400, `missing ${name}`, false);
  return value;
}

/** Codes are single-use, short-lived and bound to the app and its redirect URI. */
function exchangeCode(call: TwitchCall, app: TwitchApp) {
  const code = call.state.codes.get(required(call, 'code'));
  const redirectUri = required(call, 'redirect_uri');
  if (!code || code.used || code.clientId !== app.clientId || call.now - code.issuedAt > CODE_TTL_MS)
    throw new TwitchError(400, 'Invalid authorization code', false);
  if (code.redirectUri !== redirectUri)
    throw new TwitchError(400, 'Parameter redirect_uri does not match registered URI', false);
  code.used = true;
  return mintTokens(call.state, code, call.now);
}

/**
 * A refresh answers a new access token and a new refresh token; the refresh token used stops working
 * (the app must store the new one). A revoked grant answers 400 `Invalid refresh token`.
 */
function refresh(call: TwitchCall, app: TwitchApp) {
  const token = call.state.tokens.get(required(call, 'refresh_token'));
  if (token?.kind !== 'refresh' || !isLive(token, call.now) || token.clientId !== app.clientId)
    throw invalidRefreshToken();
  revokeToken(token, 'refreshed');
  return mintTokens(call.state, token, call.now);
}

function token(call: TwitchCall) {
  const app = clientOf(call);
  const grantType = required(call, 'grant_type');
  if (grantType === 'authorization_code') return exchangeCode(call, app);
  if (grantType === 'refresh_token') return refresh(call, app);
  throw badRequest(`unsupported grant type: ${grantType}`);
}

/** `Authorization: OAuth <token>` as documented (Bearer is taken too). */
function validate(call: TwitchCall) {
  const header = call.request.headers.authorization;
  const raw = header ? /^(?:OAuth|Bearer)\s+(\S+)$/i.exec(header.trim())?.[1] : undefined;
  const found = raw ? call.state.tokens.get(raw) : undefined;
  if (!raw) throw new TwitchError(401, 'missing authorization token', false);
  if (found?.kind !== 'access' || !isLive(found, call.now))
    throw new TwitchError(401, 'invalid access token', false);
  const user = call.state.users.get(found.userId);
  return {
    client_id: found.clientId,
    login: user?.login ?? '',
    scopes: found.scopes,
    user_id: found.userId,
    expires_in: secondsLeft(found, call.now) ?? 0,
  };
}

/** `POST /oauth2/revoke` (client_id and token): the whole authorization of the app ends. */
function revoke(call: TwitchCall) {
  const app = call.state.apps.get(required(call, 'client_id'));
  if (!app) throw new TwitchError(404, 'client does not exist', false);
  const found = call.state.tokens.get(required(call, 'token'));
  if (!found || found.clientId !== app.clientId || found.revoked) throw badRequest('Invalid token');
  revokeGrant(call.state, app.clientId, found.userId, 'revoked');
  return {};
}

/** id.twitch.tv's token endpoints under `/twitch/id/oauth2`. */
export function registerTokenEndpoints(app: FastifyInstance, rt: TwitchRuntime): void {
  idRoute(app, rt, { method: 'POST', url: '/oauth2/token', operation: 'oauth2.token', handler: token });
  idRoute(app, rt, {
    method: 'GET',
    url: '/oauth2/validate',
    operation: 'oauth2.validate',
    handler: validate,
  });
  idRoute(app, rt, { method: 'POST', url: '/oauth2/revoke', operation: 'oauth2.revoke', handler: revoke });
}

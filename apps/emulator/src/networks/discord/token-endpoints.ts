import type { FastifyInstance } from 'fastify';
import { basicCredentials } from '../../core/basic-auth.js';
import { str } from '../../core/params.js';
import { invalidClient, invalidGrant, OAuthError } from './errors.js';
import { type Call, type DiscordRuntime, oauthRoute } from './routing.js';
import { CODE_TTL_MS, mintTokens, revokeToken } from './tokens.js';
import type { DiscordApp } from './types.js';
import { guildJson } from './views.js';

/** Client credentials in HTTP Basic auth or as `client_id` + `client_secret` form fields. */
function clientOf(call: Call): DiscordApp {
  const basic = basicCredentials(call.request.headers.authorization);
  const id = basic?.id ?? str(call.body, 'client_id');
  const secret = basic?.secret ?? str(call.body, 'client_secret');
  const app = id ? call.state.apps.get(id) : undefined;
  if (!app || app.clientSecret !== secret) throw invalidClient();
  return app;
}

function required(call: Call, name: string): string {
  const value = str(call.body, name);
  if (!value) throw new OAuthError(400, 'invalid_request', `Missing "${name}" in request.`);
  return value;
}

/**
 * Codes are single-use, bound to the client and redirect URI, and live ten minutes. A `bot`
 * authorization answers the server the bot was installed in as `guild`.
 */
function exchangeCode(call: Call, app: DiscordApp) {
  const value = required(call, 'code');
  const redirectUri = required(call, 'redirect_uri');
  const code = call.state.codes.get(value);
  if (!code || code.used || code.clientId !== app.clientId || call.now - code.issuedAt > CODE_TTL_MS) {
    throw invalidGrant('code');
  }
  if (code.redirectUri !== redirectUri) throw invalidGrant('redirect_uri');
  code.used = true;
  const tokens = mintTokens(call.state, code, call.now);
  const guild = code.guildId ? call.state.guilds.get(code.guildId) : undefined;
  return guild ? { ...tokens, guild: guildJson(call.state, guild, call.now) } : tokens;
}

/** A refresh token is single-use: the answer carries its successor. */
function refresh(call: Call, app: DiscordApp) {
  const token = call.state.tokens.get(required(call, 'refresh_token'));
  if (token?.kind !== 'refresh' || token.revoked || token.clientId !== app.clientId)
    throw invalidGrant('refresh_token');
  revokeToken(token, 'rotated');
  return mintTokens(call.state, token, call.now);
}

function token(call: Call) {
  const app = clientOf(call);
  const grantType = required(call, 'grant_type');
  if (grantType === 'authorization_code') return exchangeCode(call, app);
  if (grantType === 'refresh_token') return refresh(call, app);
  throw new OAuthError(400, 'unsupported_grant_type', `Unsupported grant type "${grantType}".`);
}

/** Revoking either token of a pair ends the authorization (both stop working). */
function revoke(call: Call) {
  const app = clientOf(call);
  const found = call.state.tokens.get(required(call, 'token'));
  if (found && found.clientId === app.clientId) {
    for (const other of call.state.tokens.values()) {
      if (
        other.userId === found.userId &&
        other.clientId === app.clientId &&
        other.issuedAt === found.issuedAt
      ) {
        revokeToken(other, 'revoked');
      }
    }
  }
  return {};
}

/** `POST /oauth2/token` and `/oauth2/token/revoke`, with or without the version segment. */
export function registerTokenEndpoints(app: FastifyInstance, rt: DiscordRuntime): void {
  for (const prefix of ['', '/v10']) {
    oauthRoute(app, rt, {
      method: 'POST',
      url: `${prefix}/oauth2/token`,
      operation: 'oauth2.token',
      handler: token,
    });
    oauthRoute(app, rt, {
      method: 'POST',
      url: `${prefix}/oauth2/token/revoke`,
      operation: 'oauth2.revoke',
      handler: revoke,
    });
  }
}

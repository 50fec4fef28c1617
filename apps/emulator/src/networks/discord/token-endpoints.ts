import type { FastifyInstance } from 'fastify';
import { basicCredentials } from '../../core/basic-auth.js';
import { revokeToken } from '../../core/grants.js';
import { str } from '../../core/params.js';
import { tokenEndpoints } from '../../core/token-endpoint.js';
import { invalidClient, invalidGrant, OAuthError } from './errors.js';
import { type Call, type DiscordRuntime, oauthRoute } from './routing.js';
import { CODE_TTL_MS, mintTokens } from './tokens.js';
import type { DiscordApp, DiscordCode, DiscordToken } from './types.js';
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

/** A `bot` authorization answers the server the bot was installed in as `guild`. */
function exchanged(call: Call, code: DiscordCode) {
  const tokens = mintTokens(call.state, code, call.now);
  const guild = code.guildId ? call.state.guilds.get(code.guildId) : undefined;
  return guild ? { ...tokens, guild: guildJson(call.state, guild, call.now) } : tokens;
}

const endpoints = tokenEndpoints<Call, DiscordApp, DiscordCode, DiscordToken>({
  params: (call) => call.body,
  client: clientOf,
  owns: (app, item) => item.clientId === app.clientId,
  missing: (name) => new OAuthError(400, 'invalid_request', `Missing "${name}" in request.`),
  grantTypeRequired: true,
  unsupportedGrant: (grantType) =>
    new OAuthError(400, 'unsupported_grant_type', `Unsupported grant type "${grantType}".`),
  // Codes live ten minutes.
  exchange: {
    ttlMs: CODE_TTL_MS,
    refusals: { invalid: () => invalidGrant('code'), redirect: () => invalidGrant('redirect_uri') },
    issue: exchanged,
  },
  // A refresh token is single-use: the answer carries its successor.
  refresh: {
    refused: () => invalidGrant('refresh_token'),
    rotates: 'rotated',
    issue: (call, token) => mintTokens(call.state, token, call.now),
  },
  // Revoking either token of a pair ends the authorization (both stop working).
  revoke: {
    tokenRequired: true,
    revoke: (call, found) => {
      for (const other of call.state.tokens.values()) {
        const pair = other.userId === found.userId && other.clientId === found.clientId;
        if (pair && other.issuedAt === found.issuedAt) revokeToken(other, 'revoked');
      }
    },
    answer: () => ({}),
  },
});

/** `POST /oauth2/token` and `/oauth2/token/revoke`, with or without the version segment. */
export function registerTokenEndpoints(app: FastifyInstance, rt: DiscordRuntime): void {
  const paths = ['', '/v10'];
  oauthRoute(app, rt, {
    method: 'POST',
    url: paths.map((prefix) => `${prefix}/oauth2/token`),
    operation: 'oauth2.token',
    handler: endpoints.token,
  });
  oauthRoute(app, rt, {
    method: 'POST',
    url: paths.map((prefix) => `${prefix}/oauth2/token/revoke`),
    operation: 'oauth2.revoke',
    handler: endpoints.revoke,
  });
}

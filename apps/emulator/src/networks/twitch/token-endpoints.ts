import type { FastifyInstance } from 'fastify';
import { isLive, secondsLeft } from '../../core/grants.js';
import { str } from '../../core/params.js';
import { tokenEndpoints } from '../../core/token-endpoint.js';
import { badRequest, invalidRefreshToken, TwitchError } from './errors.js';
import { idRoute, type TwitchCall, type TwitchRuntime } from './routing.js';
import { CODE_TTL_MS, mintTokens, revokeGrant } from './tokens.js';
import type { TwitchApp, TwitchCode, TwitchToken } from './types.js';

/** id.twitch.tv's code and validate answers leave the status name out of the body. */
const idError = (status: number, message: string) => new TwitchError(status, message, false);

const missing = (name: string) => idError(400, `missing ${name}`);

/** The app named by `client_id` and `client_secret` (query string or form, as Twitch takes either). */
function clientOf(call: TwitchCall): TwitchApp {
  const app = call.state.apps.get(str(call.params, 'client_id') ?? '');
  if (!app) throw idError(400, 'invalid client');
  if (app.clientSecret !== str(call.params, 'client_secret')) throw idError(403, 'invalid client secret');
  return app;
}

/** Revocation names the app by `client_id` alone. */
function revokingClient(call: TwitchCall): TwitchApp {
  const clientId = str(call.params, 'client_id');
  if (!clientId) throw missing('client_id');
  const app = call.state.apps.get(clientId);
  if (!app) throw idError(404, 'client does not exist');
  return app;
}

const endpoints = tokenEndpoints<TwitchCall, TwitchApp, TwitchCode, TwitchToken>({
  params: (call) => call.params,
  client: clientOf,
  owns: (app, item) => item.clientId === app.clientId,
  missing,
  grantTypeRequired: true,
  unsupportedGrant: (grantType) => badRequest(`unsupported grant type: ${grantType}`),
  exchange: {
    ttlMs: CODE_TTL_MS,
    refusals: {
      invalid: () => idError(400, 'Invalid authorization code'),
      redirect: () => idError(400, 'Parameter redirect_uri does not match registered URI'),
    },
    issue: (call, code) => mintTokens(call.state, code, call.now),
  },
  // The refresh token used stops working (the app must store the new one); a revoked grant answers 400.
  refresh: {
    refused: invalidRefreshToken,
    rotates: 'refreshed',
    issue: (call, token) => mintTokens(call.state, token, call.now),
  },
  // `POST /oauth2/revoke` (client_id and token): the whole authorization of the app ends.
  revoke: {
    client: revokingClient,
    tokenRequired: true,
    refused: () => badRequest('Invalid token'),
    revoke: (call, token) => revokeGrant(call.state, token.clientId, token.userId, 'revoked'),
    answer: () => ({}),
  },
});

/** `Authorization: OAuth <token>` as documented (Bearer is taken too). */
function validate(call: TwitchCall) {
  const header = call.request.headers.authorization;
  const raw = header ? /^(?:OAuth|Bearer)\s+(\S+)$/i.exec(header.trim())?.[1] : undefined;
  const found = raw ? call.state.tokens.get(raw) : undefined;
  if (!raw) throw idError(401, 'missing authorization token');
  if (found?.kind !== 'access' || !isLive(found, call.now)) throw idError(401, 'invalid access token');
  const user = call.state.users.get(found.userId);
  return {
    client_id: found.clientId,
    login: user?.login ?? '',
    scopes: found.scopes,
    user_id: found.userId,
    expires_in: secondsLeft(found, call.now) ?? 0,
  };
}

/** id.twitch.tv's token endpoints under `/twitch/id/oauth2`. */
export function registerTokenEndpoints(app: FastifyInstance, rt: TwitchRuntime): void {
  idRoute(app, rt, {
    method: 'POST',
    url: '/oauth2/token',
    operation: 'oauth2.token',
    handler: endpoints.token,
  });
  idRoute(app, rt, {
    method: 'GET',
    url: '/oauth2/validate',
    operation: 'oauth2.validate',
    handler: validate,
  });
  idRoute(app, rt, {
    method: 'POST',
    url: '/oauth2/revoke',
    operation: 'oauth2.revoke',
    handler: endpoints.revoke,
  });
}

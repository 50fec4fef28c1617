import type { FastifyInstance } from 'fastify';
import { redeemCode } from '../../core/grants.js';
import { str } from '../../core/params.js';
import { GraphError, invalidParam, OAuthError } from './errors.js';
import { publicRoute, type ThCall, type ThRuntime } from './routing.js';
import {
  badToken,
  CODE_TTL_MS,
  checkToken,
  LONG_LIVED_SECONDS,
  mintToken,
  REFRESH_MIN_AGE_MS,
} from './tokens.js';
import type { ThToken } from './types.js';

/** `POST /oauth/access_token`: the app's credentials, then a single-use code bound to its redirect URI. */
function exchangeCode(call: ThCall) {
  const { state, params, now } = call;
  const app = state.apps.get(str(params, 'client_id') ?? '');
  if (!app) throw new OAuthError('Invalid platform app');
  if (str(params, 'client_secret') !== app.secret) throw new OAuthError('Error validating client secret.');
  const grantType = str(params, 'grant_type');
  if (grantType === 'client_credentials')
    return { access_token: `TH|${app.id}|${app.secret}`, token_type: 'bearer' };
  if (grantType !== 'authorization_code') throw new OAuthError('Invalid grant_type');
  const code = redeemCode(
    state.codes.get(str(params, 'code') ?? ''),
    {
      sameClient: (issued) => issued.appId === app.id,
      redirectUri: str(params, 'redirect_uri'),
      now,
      ttlMs: CODE_TTL_MS,
    },
    {
      invalid: () => new OAuthError('Matching code was not found or was already used'),
      expired: () => new OAuthError('This authorization code has expired'),
      redirect: () =>
        new OAuthError('Error validating verification code. Please make sure your redirect_uri is identical'),
    },
  );
  const token = mintToken(state, code, now, false);
  // user_id is a number in this answer (ids stay below 2^53).
  return { access_token: token.value, user_id: Number(token.userId) };
}

/** A valid user token of the app whose secret is given (the long-lived exchange and the refresh). */
function appToken(call: ThCall, grantType: string, needSecret: boolean): ThToken {
  const { state, params, now } = call;
  if (str(params, 'grant_type') !== grantType) throw invalidParam(`grant_type must be ${grantType}`);
  const token = state.tokens.get(str(params, 'access_token') ?? '');
  const app = token ? state.apps.get(token.appId) : undefined;
  if (!token || !app) throw badToken();
  if (needSecret && str(params, 'client_secret') !== app.secret)
    throw new GraphError({ code: 101, message: 'Error validating client secret.' });
  checkToken(token, now);
  return token;
}

/** `GET /access_token?grant_type=th_exchange_token`: a short-lived token for a 60-day one. */
function exchangeToken(call: ThCall) {
  const token = appToken(call, 'th_exchange_token', true);
  const long = mintToken(call.state, token, call.now, true);
  return { access_token: long.value, token_type: 'bearer', expires_in: LONG_LIVED_SECONDS };
}

/** `GET /refresh_access_token`: a long-lived token at least 24 h old and unexpired, for a fresh 60 days. */
function refreshToken(call: ThCall) {
  const token = appToken(call, 'th_refresh_token', false);
  if (!token.longLived) throw invalidParam('Only long-lived access tokens can be refreshed');
  if (call.now - token.issuedAt < REFRESH_MIN_AGE_MS)
    throw invalidParam('The access token must be at least 24 hours old to be refreshed');
  const fresh = mintToken(call.state, token, call.now, true);
  return { access_token: fresh.value, token_type: 'bearer', expires_in: LONG_LIVED_SECONDS };
}

export function registerTokenEndpoints(app: FastifyInstance, rt: ThRuntime): void {
  publicRoute(app, rt, {
    method: 'POST',
    url: '/oauth/access_token',
    operation: 'oauth.access_token',
    handler: exchangeCode,
  });
  publicRoute(app, rt, {
    method: 'GET',
    url: '/access_token',
    operation: 'oauth.exchange_token',
    handler: exchangeToken,
  });
  publicRoute(app, rt, {
    method: 'GET',
    url: '/refresh_access_token',
    operation: 'oauth.refresh_token',
    handler: refreshToken,
  });
}

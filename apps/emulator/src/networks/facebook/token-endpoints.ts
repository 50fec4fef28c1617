import type { FastifyInstance } from 'fastify';
import { redeemCode } from '../../core/grants.js';
import { str } from '../../core/params.js';
import { GraphError, invalidParam } from './errors.js';
import { type BaseCall, type FbRuntime, publicGraphRoute } from './routing.js';
import { unix } from './state.js';
import {
  authenticate,
  CODE_TTL_MS,
  checkToken,
  LONG_LIVED_SECONDS,
  mintUserToken,
  SHORT_LIVED_SECONDS,
} from './tokens.js';
import type { FbApp } from './types.js';
import { wabasOf } from './whatsapp/state.js';

function appFor(call: BaseCall): FbApp {
  const clientId = str(call.params, 'client_id');
  const app = clientId ? call.state.apps.get(clientId) : undefined;
  if (!app)
    throw new GraphError({ code: 101, message: 'Error validating application. Invalid application ID.' });
  if (str(call.params, 'client_secret') !== app.secret) {
    throw new GraphError({ code: 1, message: 'Error validating client secret.', transient: false });
  }
  return app;
}

function exchangeCode(call: BaseCall, app: FbApp) {
  const { state, params, now } = call;
  const value = str(params, 'code');
  if (!value) throw invalidParam('Missing authorization code');
  const code = redeemCode(
    state.codes.get(value),
    {
      sameClient: (issued) => issued.appId === app.id,
      redirectUri: str(params, 'redirect_uri'),
      now,
      ttlMs: CODE_TTL_MS,
    },
    {
      invalid: () => new GraphError({ code: 100, message: 'Invalid verification code format.' }),
      used: () =>
        new GraphError({ code: 100, subcode: 36009, message: 'This authorization code has been used.' }),
      expired: () =>
        new GraphError({ code: 100, subcode: 36007, message: 'This authorization code has expired.' }),
      redirect: () =>
        new GraphError({
          code: 100,
          subcode: 36008,
          message:
            'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
        }),
    },
  );
  const token = mintUserToken(state, code, now, false);
  return { access_token: token.value, token_type: 'bearer', expires_in: SHORT_LIVED_SECONDS };
}

function exchangeToken(call: BaseCall, app: FbApp) {
  const { state, now } = call;
  const value = str(call.params, 'fb_exchange_token');
  if (!value) throw invalidParam('Missing fb_exchange_token parameter');
  const token = state.tokens.get(value);
  if (token?.kind !== 'user' || token.appId !== app.id) {
    throw new GraphError({ code: 190, message: 'Invalid OAuth access token - Cannot parse access token' });
  }
  checkToken(state, token, now);
  const long = mintUserToken(state, token, now, true);
  return { access_token: long.value, token_type: 'bearer', expires_in: LONG_LIVED_SECONDS };
}

function accessToken(call: BaseCall) {
  const app = appFor(call);
  const grantType = str(call.params, 'grant_type');
  if (grantType === 'client_credentials')
    return { access_token: `${app.id}|${app.secret}`, token_type: 'bearer' };
  if (grantType === 'fb_exchange_token') return exchangeToken(call, app);
  return exchangeCode(call, app);
}

function debugToken(call: BaseCall) {
  const { state, now } = call;
  authenticate(state, call.rawToken, now);
  const input = str(call.params, 'input_token');
  if (!input) throw invalidParam('The parameter input_token is required');
  const token = state.tokens.get(input);
  if (!token)
    return {
      data: { error: { code: 190, message: 'Invalid OAuth access token.' }, is_valid: false, scopes: [] },
    };
  let error: { code: number; message: string; subcode?: number } | undefined;
  try {
    checkToken(state, token, now);
  } catch (thrown) {
    if (!(thrown instanceof GraphError)) throw thrown;
    error = { code: thrown.init.code, message: thrown.init.message, subcode: thrown.init.subcode };
  }
  const pageScoped = (scope: string) =>
    scope.startsWith('pages_') || scope === 'read_insights' || scope === 'business_management';
  const igAccounts = [...state.ig.accounts.values()]
    .filter((account) => token.pageIds.includes(account.pageId))
    .map((account) => account.id);
  // Embedded Signup tells the app which WhatsApp Business Accounts were shared this way.
  const wabas = wabasOf(state.wa, token.userId).map((waba) => waba.id);
  const granular = (scope: string) => {
    if (scope.startsWith('instagram_')) return { scope, target_ids: igAccounts };
    if (scope.startsWith('whatsapp_')) return { scope, target_ids: wabas };
    return pageScoped(scope) ? { scope, target_ids: token.pageIds } : { scope };
  };
  return {
    data: {
      app_id: token.appId,
      type: token.kind === 'page' ? 'PAGE' : 'USER',
      application: state.apps.get(token.appId)?.name ?? '',
      data_access_expires_at: unix(token.dataAccessExpiresAt),
      ...(error ? { error } : {}),
      expires_at: token.expiresAt === null ? 0 : unix(token.expiresAt),
      is_valid: error === undefined,
      issued_at: unix(token.issuedAt),
      ...(token.pageId ? { profile_id: token.pageId } : {}),
      scopes: token.scopes,
      granular_scopes: token.scopes.map(granular),
      user_id: token.userId,
    },
  };
}

/** `/oauth/access_token` (code, fb_exchange_token, client_credentials) and `/debug_token`. */
export function registerTokenEndpoints(app: FastifyInstance, rt: FbRuntime): void {
  publicGraphRoute(app, rt, {
    method: ['GET', 'POST'],
    url: '/oauth/access_token',
    operation: 'oauth.access_token',
    handler: accessToken,
  });
  publicGraphRoute(app, rt, {
    method: 'GET',
    url: '/debug_token',
    operation: 'debug_token',
    handler: debugToken,
  });
}

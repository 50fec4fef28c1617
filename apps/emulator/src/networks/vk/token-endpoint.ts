import type { FastifyInstance } from 'fastify';
import { redeemCode } from '../../core/grants.js';
import { OAuthError, sendOAuthError } from '../../core/oauth-error.js';
import { mergeParams, type Params, str } from '../../core/params.js';
import { type Arrival, createRouter } from '../../core/route-kit.js';
import type { VkRuntime } from './routing.js';
import { CODE_TTL_MS, mintTokens } from './tokens.js';
import type { VkCode, VkState } from './types.js';

interface TokenCall extends Arrival<VkState> {
  /** oauth.vk.com reads the query string and a form alike. */
  params: Params;
}

const invalidCode = () => new OAuthError(401, 'invalid_grant', 'Code is invalid or expired.');

/** `client_id` + `client_secret` (the app's protected key), then a single-use code of that app. */
function exchange({ state, params, now }: TokenCall) {
  const app = state.apps.get(str(params, 'client_id') ?? '');
  if (!app) throw new OAuthError(401, 'invalid_client', 'client_id is incorrect');
  if (str(params, 'client_secret') !== app.secret)
    throw new OAuthError(401, 'invalid_client', 'client_secret is incorrect');
  const value = str(params, 'code');
  if (!value) throw new OAuthError(400, 'invalid_request', 'code is undefined');
  const redemption = { redirectUri: str(params, 'redirect_uri'), now, ttlMs: CODE_TTL_MS };
  const sameClient = (code: VkCode) => code.appId === app.id;
  const code = redeemCode(
    state.codes.get(value),
    { ...redemption, sameClient },
    {
      invalid: invalidCode,
      redirect: () =>
        new OAuthError(
          401,
          'invalid_grant',
          'redirect_uri is incorrect, check application redirect uri in the settings page',
        ),
    },
  );
  return mintTokens(state, code, now);
}

/** oauth.vk.com answers its own errors, injected ones included, as OAuth errors. */
const router = createRouter<VkState, TokenCall>({
  network: 'vk',
  call: (arrival) => ({ ...arrival, params: mergeParams(arrival.request.query, arrival.request.body) }),
  fault: (fault) => {
    if (fault === 'server_error') return new OAuthError(500, 'server_error', 'Internal server error');
    if (fault === 'rate_limit')
      return new OAuthError(429, 'too_many_requests', 'Too many requests, try again later');
    return invalidCode();
  },
  send: (reply, answer) => reply.send(answer),
  sendError: (reply, error) => (error instanceof OAuthError ? sendOAuthError(reply, error) : undefined),
});

/** `GET /access_token` under `/vk/oauth` (real: https://oauth.vk.com/access_token). */
export function registerTokenEndpoint(app: FastifyInstance, rt: VkRuntime): void {
  router.route(
    app,
    rt,
    { method: ['GET', 'POST'], url: '/access_token', operation: 'oauth.access_token', handler: exchange },
    'oauth',
    (call) => call,
  );
}

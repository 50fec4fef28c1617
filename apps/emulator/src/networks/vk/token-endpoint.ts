import type { FastifyInstance } from 'fastify';
import { requestProbe } from '../../core/faults.js';
import { mergeParams, type Params, str } from '../../core/params.js';
import { sendOAuthError, VkOAuthError } from './errors.js';
import type { VkRuntime } from './routing.js';
import { CODE_TTL_MS, mintTokens } from './tokens.js';
import type { VkState } from './types.js';

const invalidCode = () => new VkOAuthError(401, 'invalid_grant', 'Code is invalid or expired.');

/** `client_id` + `client_secret` (the app's protected key), then a single-use code of that app. */
function exchange(state: VkState, params: Params, now: number) {
  const app = state.apps.get(str(params, 'client_id') ?? '');
  if (!app) throw new VkOAuthError(401, 'invalid_client', 'client_id is incorrect');
  if (str(params, 'client_secret') !== app.secret)
    throw new VkOAuthError(401, 'invalid_client', 'client_secret is incorrect');
  const value = str(params, 'code');
  if (!value) throw new VkOAuthError(400, 'invalid_request', 'code is undefined');
  const code = state.codes.get(value);
  if (!code || code.used || code.appId !== app.id || now - code.issuedAt > CODE_TTL_MS) throw invalidCode();
  if (str(params, 'redirect_uri') !== code.redirectUri) {
    throw new VkOAuthError(
      401,
      'invalid_grant',
      'redirect_uri is incorrect, check application redirect uri in the settings page',
    );
  }
  code.used = true;
  return mintTokens(state, code, now);
}

/** `GET /access_token` under `/vk/oauth` (real: https://oauth.vk.com/access_token). */
export function registerTokenEndpoint(app: FastifyInstance, rt: VkRuntime): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/access_token',
    handler: async (request, reply) => {
      const { context } = rt;
      const fault = context.faults.take(requestProbe('vk', request, ['oauth.access_token']));
      try {
        if (fault?.kind === 'server_error')
          throw new VkOAuthError(500, 'server_error', 'Internal server error');
        if (fault?.kind === 'rate_limit')
          throw new VkOAuthError(429, 'too_many_requests', 'Too many requests, try again later');
        if (fault?.kind === 'expired_token') throw invalidCode();
        const answer = exchange(rt.state, mergeParams(request.query, request.body), context.clock.now());
        if (fault?.kind === 'timeout_after_create') return context.withhold(reply, fault.delay_ms);
        return reply.send(answer);
      } catch (error) {
        if (error instanceof VkOAuthError) return sendOAuthError(reply, error);
        throw error;
      }
    },
  });
}

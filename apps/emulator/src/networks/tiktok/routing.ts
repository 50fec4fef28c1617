import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerOf } from '../../core/bearer.js';
import { underFaults } from '../../core/faulted.js';
import { type FaultKind, requestProbe } from '../../core/faults.js';
import type { NetworkContext } from '../../core/network.js';
import { asRecord, type Params } from '../../core/params.js';
import {
  envelope,
  internalError,
  invalidGrant,
  OAuthError,
  rateLimited,
  sendApiError,
  sendOAuthError,
  TiktokApiError,
  tokenInvalid,
} from './errors.js';
import { settlePublishes } from './lifecycle.js';
import { overLimit } from './limits.js';
import { authenticate, requireScope } from './tokens.js';
import type { TiktokCreator, TiktokState, TiktokToken } from './types.js';

/** The TikTok network's mutable runtime: `state` is replaced on reset. */
export interface TiktokRuntime {
  state: TiktokState;
  readonly context: NetworkContext;
}

export interface TiktokCall {
  state: TiktokState;
  now: number;
  query: Params;
  body: Params;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface AuthedCall extends TiktokCall {
  token: TiktokToken;
  creator: TiktokCreator;
}

export interface RouteDef<C> {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  /** Fault-matching and rate-limit key, e.g. `video.init`. */
  operation: string;
  /** Extra names faults can match (`publish`). */
  aliases?: readonly string[];
  /** The scope the access token must carry. */
  scope?: string;
  handler(call: C): unknown;
}

type Kind = 'open' | 'oauth' | 'upload';

function injected(kind: FaultKind, route: Kind): Error | undefined {
  if (kind === 'server_error') return internalError();
  if (kind === 'rate_limit') return rateLimited();
  if (kind === 'expired_token')
    return route === 'oauth' ? invalidGrant('The refresh token is invalid or expired.') : tokenInvalid();
  return undefined;
}

/** Sends what a handler answered: the Open API envelope, an OAuth body, or an upload's status. */
function send(rt: TiktokRuntime, kind: Kind, reply: FastifyReply, now: number, result: unknown) {
  if (kind === 'open') return reply.code(200).send(envelope(rt.state, now, result));
  if (kind === 'upload') return reply.code(typeof result === 'number' ? result : 200).send();
  return reply.code(200).send(result);
}

export function registerRoute<C>(
  app: FastifyInstance,
  rt: TiktokRuntime,
  def: RouteDef<C>,
  kind: Kind,
  build: (base: TiktokCall) => C,
): void {
  app.route({
    method: def.method,
    url: def.url,
    handler: async (request, reply) => {
      const { state, context } = rt;
      const now = context.clock.now();
      settlePublishes(state, now);
      try {
        const base: TiktokCall = {
          state,
          now,
          query: asRecord(request.query),
          body: asRecord(request.body),
          request,
          reply,
        };
        const outcome = await underFaults(
          context,
          requestProbe('tiktok', request, [def.operation, ...(def.aliases ?? [])]),
          reply,
          (fault) => injected(fault, kind),
          () => def.handler(build(base)),
        );
        if ('withheld' in outcome) return outcome.withheld;
        return send(rt, kind, reply, now, outcome.result);
      } catch (error) {
        if (error instanceof TiktokApiError) return sendApiError(reply, state, now, error);
        if (error instanceof OAuthError) return sendOAuthError(reply, state, now, error);
        throw error;
      }
    },
  });
}

/**
 * An Open API endpoint (`/v2/...`): a live Bearer token (401 access_token_invalid), counted against
 * the endpoint's per-token minute (429 rate_limit_exceeded), then the scope it needs (401).
 */
export function openRoute(app: FastifyInstance, rt: TiktokRuntime, def: RouteDef<AuthedCall>): void {
  registerRoute(app, rt, def, 'open', (base) => {
    const raw = bearerOf(base.request.headers.authorization);
    const { token, creator } = authenticate(base.state, raw, base.now);
    if (overLimit(base.state, token.value, def.operation, base.now)) throw rateLimited();
    if (def.scope) requireScope(token, def.scope);
    return { ...base, token, creator };
  });
}

/** An OAuth endpoint that checks the client itself (token, revoke). */
export function oauthRoute(app: FastifyInstance, rt: TiktokRuntime, def: RouteDef<TiktokCall>): void {
  registerRoute(app, rt, def, 'oauth', (base) => base);
}

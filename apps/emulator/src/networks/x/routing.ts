import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerOf } from '../../core/bearer.js';
import { underFaults } from '../../core/faulted.js';
import { type FaultKind, requestProbe } from '../../core/faults.js';
import type { NetworkContext } from '../../core/network.js';
import { asRecord, type Params } from '../../core/params.js';
import {
  invalidValue,
  OAuthError,
  sendOAuthError,
  sendProblem,
  serviceUnavailable,
  tooManyRequests,
  unauthorized,
  XProblem,
} from './errors.js';
import { consume, exhaustedHeaders } from './limits.js';
import { authenticate, requireScopes } from './tokens.js';
import type { XState, XToken, XUser } from './types.js';
import { advanceWorld } from './world.js';

/** The X network's mutable runtime: `state` is replaced on reset. */
export interface XRuntime {
  state: XState;
  readonly context: NetworkContext;
}

export interface XCall {
  state: XState;
  now: number;
  query: Params;
  body: Params;
  /** Path parameters (`:id`, `:tweet_id`…). */
  params: Record<string, string>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface XAuthedCall extends XCall {
  user: XUser;
  token: XToken;
}

type Method = 'GET' | 'POST' | 'DELETE';

export interface RouteDef<C> {
  method: Method;
  url: string;
  /** Fault-matching and rate-limit key, e.g. `tweets.create`. */
  operation: string;
  /** Extra names faults can match (`publish`). */
  aliases?: readonly string[];
  /** OAuth 2.0 scopes the access token must carry. */
  scopes?: readonly string[];
  /** Status of a success (201 for creations). */
  status?: number;
  handler(call: C): unknown;
}

function injected(kind: FaultKind, rt: XRuntime, operation: string, now: number, oauth: boolean) {
  if (kind === 'server_error') return serviceUnavailable();
  if (kind === 'rate_limit') return tooManyRequests(exhaustedHeaders(rt.state, operation, now));
  if (kind === 'expired_token') return oauth ? invalidValue('token') : unauthorized();
  return undefined;
}

function register<C>(
  app: FastifyInstance,
  rt: XRuntime,
  def: RouteDef<C>,
  build: (base: XCall) => C,
  oauth: boolean,
): void {
  app.route({
    method: def.method,
    url: def.url,
    handler: async (request, reply) => {
      const { state, context } = rt;
      const now = context.clock.now();
      advanceWorld(state, now);
      try {
        const base: XCall = {
          state,
          now,
          query: asRecord(request.query),
          body: asRecord(request.body),
          params: request.params as Record<string, string>,
          request,
          reply,
        };
        const outcome = await underFaults(
          context,
          requestProbe('x', request, [def.operation, ...(def.aliases ?? [])]),
          reply,
          (kind) => injected(kind, rt, def.operation, now, oauth),
          () => def.handler(build(base)),
        );
        if ('withheld' in outcome) return outcome.withheld;
        return reply.code(def.status ?? 200).send(outcome.result);
      } catch (error) {
        if (error instanceof XProblem) return sendProblem(reply, error);
        if (error instanceof OAuthError) return sendOAuthError(reply, error);
        throw error;
      }
    },
  });
}

/**
 * A v2 endpoint: a valid Bearer user token (401), counted against the endpoint's per-user window
 * (429 with `x-rate-limit-*`), then the scopes it needs (403).
 */
export function xRoute(app: FastifyInstance, rt: XRuntime, def: RouteDef<XAuthedCall>): void {
  register(
    app,
    rt,
    def,
    (base) => {
      const { token, user } = authenticate(
        base.state,
        bearerOf(base.request.headers.authorization),
        base.now,
      );
      const usage = consume(base.state, user.id, def.operation, base.now);
      for (const [name, value] of Object.entries(usage.headers)) base.reply.header(name, value);
      if (usage.limited) throw tooManyRequests(usage.headers);
      requireScopes(token, def.scopes ?? []);
      return { ...base, token, user };
    },
    false,
  );
}

/** An OAuth 2.0 endpoint that checks client credentials itself (token, revoke). */
export function oauthRoute(app: FastifyInstance, rt: XRuntime, def: RouteDef<XCall>): void {
  register(app, rt, def, (base) => base, true);
}

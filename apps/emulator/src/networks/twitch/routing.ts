import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerOf } from '../../core/bearer.js';
import { underFaults } from '../../core/faulted.js';
import { type FaultKind, requestProbe } from '../../core/faults.js';
import type { NetworkContext } from '../../core/network.js';
import { mergeParams, type Params } from '../../core/params.js';
import {
  invalidRefreshToken,
  invalidToken,
  sendTwitchError,
  serverError,
  TwitchError,
  tooManyRequests,
} from './errors.js';
import { bucketHeaders, spendPoint } from './limits.js';
import { authenticate, requireScope } from './tokens.js';
import type { TwitchState, TwitchToken, TwitchUser } from './types.js';

/** The Twitch network's mutable runtime: `state` is replaced on reset. */
export interface TwitchRuntime {
  state: TwitchState;
  readonly context: NetworkContext;
}

export interface TwitchCall {
  state: TwitchState;
  now: number;
  /** Query string and body (form or JSON) in one bag, the body winning. */
  params: Params;
  query: Params;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface HelixCall extends TwitchCall {
  token: TwitchToken;
  user: TwitchUser;
}

/** What a Helix handler answers for `204 No Content`. */
export const NO_CONTENT = Symbol('no content');

export interface RouteDef<C> {
  method: 'GET' | 'POST';
  url: string;
  /** Fault-matching name, e.g. `chat.announcements`. */
  operation: string;
  /** Extra names faults can match (`publish`). */
  aliases?: readonly string[];
  /** The scope the user access token must carry (401 `Missing scope: …` otherwise). */
  scope?: string;
  handler(call: C): unknown;
}

type Kind = 'helix' | 'id';

function injected(kind: FaultKind, route: Kind, operation: string, now: number): Error | undefined {
  if (kind === 'server_error') return serverError();
  if (kind === 'rate_limit') {
    const reset = String(Math.ceil(now / 1000) + 60);
    return tooManyRequests('Too Many Requests', {
      'ratelimit-limit': '800',
      'ratelimit-remaining': '0',
      'ratelimit-reset': reset,
    });
  }
  if (kind === 'expired_token') {
    if (route === 'helix') return invalidToken();
    return operation === 'oauth2.validate'
      ? new TwitchError(401, 'invalid access token', false)
      : invalidRefreshToken();
  }
  return undefined;
}

function register<C>(
  app: FastifyInstance,
  rt: TwitchRuntime,
  def: RouteDef<C>,
  kind: Kind,
  build: (base: TwitchCall) => C,
): void {
  app.route({
    method: def.method,
    url: def.url,
    handler: async (request, reply) => {
      const { state, context } = rt;
      const now = context.clock.now();
      try {
        const base: TwitchCall = {
          state,
          now,
          params: mergeParams(request.query, request.body),
          query: mergeParams(request.query, undefined),
          request,
          reply,
        };
        const outcome = await underFaults(
          context,
          requestProbe('twitch', request, [def.operation, ...(def.aliases ?? [])]),
          reply,
          (fault) => injected(fault, kind, def.operation, now),
          () => def.handler(build(base)),
        );
        if ('withheld' in outcome) return outcome.withheld;
        if (outcome.result === NO_CONTENT) return reply.code(204).send();
        return reply.code(200).send(outcome.result);
      } catch (error) {
        if (error instanceof TwitchError) return sendTwitchError(reply, error);
        throw error;
      }
    },
  });
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * A Helix endpoint: `Authorization: Bearer <user token>` and a `Client-Id` naming the token's app
 * (401 otherwise), one point of the token's bucket (429 with `Ratelimit-*` when empty; the headers
 * are on every answer), then the scope the endpoint needs.
 */
export function helixRoute(app: FastifyInstance, rt: TwitchRuntime, def: RouteDef<HelixCall>): void {
  register(app, rt, def, 'helix', (base) => {
    const raw = bearerOf(header(base.request, 'authorization'));
    if (!raw) throw new TwitchError(401, 'OAuth token is missing');
    const clientId = header(base.request, 'client-id');
    if (!clientId) throw new TwitchError(401, 'Client ID is missing');
    const { token, user } = authenticate(base.state, raw, base.now);
    if (token.clientId !== clientId) throw new TwitchError(401, 'Client ID and OAuth token do not match');
    const { allowed, view } = spendPoint(base.state, `${token.clientId}:${token.userId}`, base.now);
    const headers = bucketHeaders(view);
    if (!allowed) throw tooManyRequests('Too Many Requests', headers);
    base.reply.headers(headers);
    if (def.scope) requireScope(token, def.scope);
    return { ...base, token, user };
  });
}

/** An id.twitch.tv endpoint (token, validate, revoke): it checks what it is given itself. */
export function idRoute(app: FastifyInstance, rt: TwitchRuntime, def: RouteDef<TwitchCall>): void {
  register(app, rt, def, 'id', (base) => base);
}

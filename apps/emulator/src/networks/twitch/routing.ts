import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerOf } from '../../core/bearer.js';
import type { NetworkRuntime } from '../../core/network.js';
import { mergeParams, type Params } from '../../core/params.js';
import { type Arrival, createRouter, type Route } from '../../core/route-kit.js';
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
export type TwitchRuntime = NetworkRuntime<TwitchState>;

export interface TwitchCall extends Arrival<TwitchState> {
  /** Query string and body (form or JSON) in one bag, the body winning. */
  params: Params;
  query: Params;
}

export interface HelixCall extends TwitchCall {
  token: TwitchToken;
  user: TwitchUser;
}

export interface RouteDef<C> extends Route<C> {
  /** The scope the user access token must carry (401 `Missing scope: …` otherwise). */
  scope?: string;
}

type Kind = 'helix' | 'id';

function expired(kind: Kind, operation: string): TwitchError {
  if (kind === 'helix') return invalidToken();
  return operation === 'oauth2.validate'
    ? new TwitchError(401, 'invalid access token', false)
    : invalidRefreshToken();
}

const router = createRouter<TwitchState, TwitchCall, RouteDef<never>, Kind>({
  network: 'twitch',
  call: (arrival) => ({
    ...arrival,
    params: mergeParams(arrival.request.query, arrival.request.body),
    query: mergeParams(arrival.request.query, undefined),
  }),
  fault: (fault, call, route, kind) => {
    if (fault === 'server_error') return serverError();
    if (fault === 'expired_token') return expired(kind, route.operation);
    return tooManyRequests('Too Many Requests', {
      'ratelimit-limit': '800',
      'ratelimit-remaining': '0',
      'ratelimit-reset': String(Math.ceil(call.now / 1000) + 60),
    });
  },
  sendError: (reply, error) => (error instanceof TwitchError ? sendTwitchError(reply, error) : undefined),
});

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
  router.route(app, rt, def, 'helix', (call) => {
    const raw = bearerOf(header(call.request, 'authorization'));
    if (!raw) throw new TwitchError(401, 'OAuth token is missing');
    const clientId = header(call.request, 'client-id');
    if (!clientId) throw new TwitchError(401, 'Client ID is missing');
    const { token, user } = authenticate(call.state, raw, call.now);
    if (token.clientId !== clientId) throw new TwitchError(401, 'Client ID and OAuth token do not match');
    const { allowed, view } = spendPoint(call.state, `${token.clientId}:${token.userId}`, call.now);
    const headers = bucketHeaders(view);
    if (!allowed) throw tooManyRequests('Too Many Requests', headers);
    call.reply.headers(headers);
    if (def.scope) requireScope(token, def.scope);
    return { ...call, token, user };
  });
}

/** An id.twitch.tv endpoint (token, validate, revoke): it checks what it is given itself. */
export function idRoute(app: FastifyInstance, rt: TwitchRuntime, def: RouteDef<TwitchCall>): void {
  router.route(app, rt, def, 'id', (call) => call);
}

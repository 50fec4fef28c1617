import type { FastifyInstance } from 'fastify';
import { bearerOf } from '../../core/bearer.js';
import type { NetworkRuntime } from '../../core/network.js';
import { applyUsage, createRouter, type RestCall, type Route, restCall } from '../../core/route-kit.js';
import {
  creditsDepleted,
  invalidValue,
  OAuthError,
  sendOAuthError,
  sendProblem,
  serviceUnavailable,
  tooManyRequests,
  unauthorized,
  XProblem,
} from './errors.js';
import { checkParams } from './fields.js';
import { consume, exhaustedHeaders } from './limits.js';
import { authenticate, requireScopes } from './tokens.js';
import type { XState, XToken, XUser } from './types.js';
import { advanceWorld } from './world.js';

/** The X network's mutable runtime: `state` is replaced on reset. */
export type XRuntime = NetworkRuntime<XState>;

export type XCall = RestCall<XState>;

export interface XAuthedCall extends XCall {
  user: XUser;
  token: XToken;
}

export interface RouteDef<C> extends Route<C> {
  /** OAuth 2.0 scopes the access token must carry. */
  scopes?: readonly string[];
  /** The query parameters the endpoint accepts (none when absent): any other answers 400. */
  query?: readonly string[];
}

type Kind = 'api' | 'oauth';

const router = createRouter<XState, XCall, RouteDef<never>, Kind>({
  network: 'x',
  advance: advanceWorld,
  call: restCall,
  fault: (fault, call, route, kind) => {
    if (fault === 'server_error') return serviceUnavailable();
    if (fault === 'rate_limit')
      return tooManyRequests(exhaustedHeaders(call.state, route.operation, call.now));
    return kind === 'oauth' ? invalidValue('token') : unauthorized();
  },
  sendError: (reply, error) => {
    if (error instanceof XProblem) return sendProblem(reply, error);
    if (error instanceof OAuthError) return sendOAuthError(reply, error);
    return undefined;
  },
});

/**
 * A v2 endpoint: a valid Bearer user token (401), counted against the endpoint's per-user window
 * (429 with `x-rate-limit-*`), then the scopes it needs (403) and the query parameters it knows (400).
 */
export function xRoute(app: FastifyInstance, rt: XRuntime, def: RouteDef<XAuthedCall>): void {
  router.route(app, rt, def, 'api', (call) => {
    const { token, user } = authenticate(call.state, bearerOf(call.request.headers.authorization), call.now);
    if (call.state.usage.depleted) throw creditsDepleted();
    applyUsage(call.reply, consume(call.state, user.id, def.operation, call.now), tooManyRequests);
    requireScopes(token, def.scopes ?? []);
    checkParams(call.query, def.query ?? []);
    return { ...call, token, user };
  });
}

/** An OAuth 2.0 endpoint that checks client credentials itself (token, revoke). */
export function oauthRoute(app: FastifyInstance, rt: XRuntime, def: RouteDef<XCall>): void {
  router.route(app, rt, def, 'oauth', (call) => call);
}

import type { FastifyInstance } from 'fastify';
import type { NetworkRuntime } from '../../core/network.js';
import { applyUsage, createRouter, type Route } from '../../core/route-kit.js';
import { type GraphCall, graphCall, sendTracedError } from '../facebook/graph-call.js';
import { expiredToken, OAuthError, sendOAuthError, serverError, userRateLimit } from './errors.js';
import { authenticate, BASIC, requireScopes } from './tokens.js';
import type { ThState, ThToken, ThUser } from './types.js';
import { exhaustedHeaders, recordUsage } from './usage.js';
import { advanceWorld } from './world.js';

/** The Threads network's mutable runtime: `state` is replaced on reset. */
export type ThRuntime = NetworkRuntime<ThState>;

export type ThCall = GraphCall<ThState>;

export interface ThAuthedCall extends ThCall {
  token: ThToken;
  user: ThUser;
}

export interface RouteDef<C> extends Route<C> {
  /** Permissions the token must carry besides threads_basic. */
  scopes?: readonly string[];
}

const router = createRouter<ThState, ThCall, RouteDef<never>, 'graph'>({
  network: 'threads',
  advance: advanceWorld,
  call: graphCall,
  fault: (fault, call) => {
    if (fault === 'server_error') return serverError();
    if (fault === 'expired_token') return expiredToken(call.now - 60_000, call.now);
    const token = call.rawToken ? call.state.tokens.get(call.rawToken) : undefined;
    return userRateLimit(exhaustedHeaders(token?.userId ?? call.state.user.id));
  },
  send: (reply, result) => reply.send(result),
  sendError: (reply, error) => {
    if (error instanceof OAuthError) return sendOAuthError(reply, error);
    return sendTracedError(reply, error);
  },
});

/**
 * A Graph route that needs a valid user token (code 190 otherwise), counted against the app-user
 * pair's rolling 24-hour call count (code 17), then the permissions it needs (code 10).
 */
export function threadsRoute(app: FastifyInstance, rt: ThRuntime, def: RouteDef<ThAuthedCall>): void {
  router.route(app, rt, def, 'graph', (call) => {
    const { token, user } = authenticate(call.state, call.rawToken, call.now);
    applyUsage(call.reply, recordUsage(call.state, token, call.now), userRateLimit);
    requireScopes(token, [BASIC, ...(def.scopes ?? [])]);
    return { ...call, token, user };
  });
}

/** A route that checks its own credentials (the token endpoints). */
export function publicRoute(app: FastifyInstance, rt: ThRuntime, def: RouteDef<ThCall>): void {
  router.route(app, rt, def, 'graph', (call) => call);
}

/** The id a path names, with `me` standing for the token's user. */
export const resolveId = (call: ThAuthedCall): string => (call.id === 'me' ? call.user.id : call.id);

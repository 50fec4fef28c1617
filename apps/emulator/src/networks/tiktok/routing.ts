import type { FastifyInstance } from 'fastify';
import { bearerOf } from '../../core/bearer.js';
import type { NetworkRuntime } from '../../core/network.js';
import { createRouter, type RestCall, type Route, restCall } from '../../core/route-kit.js';
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
export type TiktokRuntime = NetworkRuntime<TiktokState>;

export type TiktokCall = RestCall<TiktokState>;

export interface AuthedCall extends TiktokCall {
  token: TiktokToken;
  creator: TiktokCreator;
}

export interface RouteDef<C> extends Route<C> {
  /** The scope the access token must carry. */
  scope?: string;
}

type Kind = 'open' | 'oauth' | 'upload';

const router = createRouter<TiktokState, TiktokCall, RouteDef<never>, Kind>({
  network: 'tiktok',
  advance: settlePublishes,
  call: restCall,
  fault: (fault, _call, _route, kind) => {
    if (fault === 'server_error') return internalError();
    if (fault === 'rate_limit') return rateLimited();
    return kind === 'oauth' ? invalidGrant('The refresh token is invalid or expired.') : tokenInvalid();
  },
  /** The Open API wraps data in its envelope; an upload answers only its status; OAuth, its body. */
  send: (reply, result, call, _route, kind) => {
    if (kind === 'open') return reply.code(200).send(envelope(call.state, call.now, result));
    if (kind === 'upload') return reply.code(typeof result === 'number' ? result : 200).send();
    return reply.code(200).send(result);
  },
  sendError: (reply, error, { state, now }) => {
    if (error instanceof TiktokApiError) return sendApiError(reply, state, now, error);
    if (error instanceof OAuthError) return sendOAuthError(reply, state, now, error);
    return undefined;
  },
});

/**
 * An Open API endpoint (`/v2/...`): a live Bearer token (401 access_token_invalid), counted against
 * the endpoint's per-token minute (429 rate_limit_exceeded), then the scope it needs (401).
 */
export function openRoute(app: FastifyInstance, rt: TiktokRuntime, def: RouteDef<AuthedCall>): void {
  router.route(app, rt, def, 'open', (call) => {
    const raw = bearerOf(call.request.headers.authorization);
    const { token, creator } = authenticate(call.state, raw, call.now);
    if (overLimit(call.state, token.value, def.operation, call.now)) throw rateLimited();
    if (def.scope) requireScope(token, def.scope);
    return { ...call, token, creator };
  });
}

/** An OAuth endpoint that checks the client itself (token, revoke). */
export function oauthRoute(app: FastifyInstance, rt: TiktokRuntime, def: RouteDef<TiktokCall>): void {
  router.route(app, rt, def, 'oauth', (call) => call);
}

/** The upload host: its URL carries the upload's own credentials; a handler answers the status. */
export function uploadRoute(app: FastifyInstance, rt: TiktokRuntime, def: RouteDef<TiktokCall>): void {
  router.route(app, rt, def, 'upload', (call) => call);
}

import type { FastifyInstance } from 'fastify';
import { bearerOf } from '../../core/bearer.js';
import type { NetworkRuntime } from '../../core/network.js';
import { createRouter, type RestCall, type Route, restCall } from '../../core/route-kit.js';
import {
  Answer,
  authError,
  backendError,
  GoogleError,
  invalidGrant,
  OAuthError,
  rateLimitExceeded,
  sendGoogleError,
  sendOAuthError,
} from './errors.js';
import { charge, type QuotaCost } from './quota.js';
import { authenticate, requireScopes } from './tokens.js';
import type { YtChannel, YtState, YtToken } from './types.js';
import { advanceWorld } from './world.js';

/** The YouTube network's mutable runtime: `state` is replaced on reset. */
export type YtRuntime = NetworkRuntime<YtState>;

export type YtCall = RestCall<YtState>;

export interface YtAuthedCall extends YtCall {
  token: YtToken;
  /** The channel the grant acts as. */
  channel: YtChannel;
}

export interface RouteDef<C> extends Route<C> {
  /** The call needs any one of these scopes. */
  scopes?: readonly string[];
  /** Quota charged before the call runs (invalid requests cost too). */
  cost?: QuotaCost;
}

/** Data API methods, OAuth endpoints (which answer OAuth errors), and upload sessions (own credentials). */
type Kind = 'api' | 'oauth' | 'session';

const router = createRouter<YtState, YtCall, RouteDef<never>, Kind>({
  network: 'youtube',
  advance: advanceWorld,
  call: restCall,
  fault: (fault, _call, _route, kind) => {
    if (fault === 'server_error') return backendError();
    if (fault === 'rate_limit') return rateLimitExceeded();
    return kind === 'oauth' ? invalidGrant('Token has been expired or revoked.') : authError();
  },
  // Upload sessions answer with their own status and headers (200 + Location, 308 + Range, 204).
  send: (reply, result, _call, route) => {
    if (!(result instanceof Answer)) return reply.code(route.status ?? 200).send(result);
    return reply.code(result.status).headers(result.headers).send(result.body);
  },
  sendError: (reply, error) => {
    if (error instanceof GoogleError) return sendGoogleError(reply, error);
    if (error instanceof OAuthError) return sendOAuthError(reply, error);
    return undefined;
  },
});

/**
 * A Data API method: a valid Bearer token (401 authError), the scopes it needs (403
 * insufficientPermissions), then its quota cost (403 quotaExceeded).
 */
export function ytRoute(app: FastifyInstance, rt: YtRuntime, def: RouteDef<YtAuthedCall>): void {
  router.route(app, rt, def, 'api', (call) => {
    const token = authenticate(call.state, bearerOf(call.request.headers.authorization), call.now);
    const channel = call.state.channels.get(token.channelId);
    if (!channel) throw authError();
    requireScopes(token, def.scopes ?? []);
    if (def.cost !== undefined) charge(call.state, call.now, def.cost);
    return { ...call, token, channel };
  });
}

/** A call that carries its own credentials: the OAuth endpoints, and upload session URLs. */
export function openRoute(app: FastifyInstance, rt: YtRuntime, def: RouteDef<YtCall>, oauth = false): void {
  router.route(app, rt, def, oauth ? 'oauth' : 'session', (call) => call);
}

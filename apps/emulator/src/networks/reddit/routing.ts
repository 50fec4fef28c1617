import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerOf } from '../../core/bearer.js';
import type { NetworkRuntime } from '../../core/network.js';
import { mergeParams, type Params, str } from '../../core/params.js';
import { type Arrival, applyUsage, createRouter, type Route } from '../../core/route-kit.js';
import {
  OAuthError,
  RedditHttpError,
  sendRedditError,
  serviceUnavailable,
  tooManyRequests,
  unauthorized,
} from './errors.js';
import { consume, exhaustedHeaders } from './limits.js';
import { authenticate, requireScope } from './tokens.js';
import type { RedditState, RedditToken, RedditUser } from './types.js';
import { advanceWorld } from './world.js';

/** The network's mutable runtime: `state` is replaced on reset. */
export type RedditRuntime = NetworkRuntime<RedditState>;

export interface RedditCall extends Arrival<RedditState> {
  /** Query string and form body in one bag, as Reddit reads them. */
  params: Params;
  /** Path parameters (`:sr`, `:id`, `:name`). */
  path: Record<string, string>;
}

export interface AuthedCall extends RedditCall {
  user: RedditUser;
  token: RedditToken;
  /** `raw_json=1`: text is sent as is rather than HTML-escaped (`&amp;`, `&lt;`, `&gt;`). */
  raw: boolean;
}

export interface RouteDef<C> extends Route<C> {
  /** The OAuth scope the token must carry (oauth.reddit.com endpoints). */
  scope?: string;
}

/** Library defaults Reddit throttles hard to make clients describe themselves. */
const GENERIC_AGENT =
  /^(node|undici|node-fetch|axios|got|python-requests|python-urllib|python\/|java|curl|wget|go-http-client|okhttp|libwww-perl|ruby|php)\b/i;

const WHOA =
  '<!doctype html><html><head><title>Too Many Requests</title></head><body><h1>whoa there, pardner!</h1><p>Your request has been blocked due to a network policy. Make sure your User-Agent is not empty and is something unique and descriptive.</p></body></html>';

/** No User-Agent: 403; a library's default one: 429 — Reddit wants `<platform>:<app id>:<version> (by /u/<name>)`. */
function checkUserAgent(request: FastifyRequest): void {
  const agent = (request.headers['user-agent'] ?? '').trim();
  if (!agent) throw new RedditHttpError(403, WHOA, {}, 'text/html; charset=UTF-8');
  if (GENERIC_AGENT.test(agent)) throw tooManyRequests({});
}

/** oauth.reddit.com, www.reddit.com (consent, token, revoke), and the media bucket (no Reddit rules). */
type Kind = 'oauth' | 'www' | 'bucket';

const router = createRouter<RedditState, RedditCall, RouteDef<never>, Kind>({
  network: 'reddit',
  advance: advanceWorld,
  call: (arrival, kind) => {
    if (kind !== 'bucket') checkUserAgent(arrival.request);
    return {
      ...arrival,
      params: mergeParams(arrival.request.query, arrival.request.body),
      path: arrival.request.params as Record<string, string>,
    };
  },
  fault: (fault, call, _route, kind) => {
    if (fault === 'server_error') return serviceUnavailable();
    if (fault === 'rate_limit') return tooManyRequests(exhaustedHeaders(call.state, call.now));
    return kind === 'oauth' ? unauthorized() : new OAuthError('invalid_grant');
  },
  // Handlers that answer otherwise than 200 JSON set the status and type on `call.reply`.
  send: (reply, result) => reply.send(result),
  sendError: (reply, error) => sendRedditError(reply, error),
});

/**
 * An oauth.reddit.com endpoint: a descriptive User-Agent, a valid Bearer token (401), the client's
 * QPM window (X-Ratelimit-* on every answer, 429 once spent), then the scope it needs (403).
 */
export function oauthRoute(app: FastifyInstance, rt: RedditRuntime, def: RouteDef<AuthedCall>): void {
  router.route(app, rt, def, 'oauth', (call) => {
    const { token, user } = authenticate(call.state, bearerOf(call.request.headers.authorization), call.now);
    applyUsage(call.reply, consume(call.state, token.clientId, call.now), tooManyRequests);
    if (def.scope) requireScope(token, def.scope);
    return { ...call, token, user, raw: str(call.params, 'raw_json') === '1' };
  });
}

/** A www.reddit.com endpoint that checks client credentials itself (token, revoke). */
export function wwwRoute(app: FastifyInstance, rt: RedditRuntime, def: RouteDef<RedditCall>): void {
  router.route(app, rt, def, 'www', (call) => call);
}

/** The media bucket the upload leases point at: no Reddit token, no User-Agent rules. */
export function bucketRoute(app: FastifyInstance, rt: RedditRuntime, def: RouteDef<RedditCall>): void {
  router.route(app, rt, def, 'bucket', (call) => call);
}

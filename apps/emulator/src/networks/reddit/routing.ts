import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerOf } from '../../core/bearer.js';
import { underFaults } from '../../core/faulted.js';
import { type FaultKind, requestProbe } from '../../core/faults.js';
import type { NetworkContext } from '../../core/network.js';
import { mergeParams, type Params, str } from '../../core/params.js';
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
export interface RedditRuntime {
  state: RedditState;
  readonly context: NetworkContext;
}

export interface RedditCall {
  state: RedditState;
  now: number;
  /** Query string and form body in one bag, as Reddit reads them. */
  params: Params;
  /** Path parameters (`:sr`, `:id`, `:name`). */
  path: Record<string, string>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface AuthedCall extends RedditCall {
  user: RedditUser;
  token: RedditToken;
  /** `raw_json=1`: text is sent as is rather than HTML-escaped (`&amp;`, `&lt;`, `&gt;`). */
  raw: boolean;
}

export interface RouteDef<C> {
  method: 'GET' | 'POST';
  url: string | readonly string[];
  /** Fault-matching name, e.g. `submit`. */
  operation: string;
  /** Extra names faults can match (`publish`). */
  aliases?: readonly string[];
  /** The OAuth scope the token must carry (oauth.reddit.com endpoints). */
  scope?: string;
  handler(call: C): unknown;
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

function injected(kind: FaultKind, rt: RedditRuntime, now: number, oauthHost: boolean): Error | undefined {
  if (kind === 'server_error') return serviceUnavailable();
  if (kind === 'rate_limit') return tooManyRequests(exhaustedHeaders(rt.state, now));
  if (kind === 'expired_token') return oauthHost ? unauthorized() : new OAuthError('invalid_grant');
  return undefined;
}

function register<C>(
  app: FastifyInstance,
  rt: RedditRuntime,
  def: RouteDef<C>,
  options: { oauthHost: boolean; agent: boolean },
  build: (base: RedditCall) => C,
): void {
  const urls = typeof def.url === 'string' ? [def.url] : def.url;
  for (const url of urls) {
    app.route({
      method: def.method,
      url,
      handler: async (request, reply) => {
        const { state, context } = rt;
        const now = context.clock.now();
        advanceWorld(state, now);
        try {
          if (options.agent) checkUserAgent(request);
          const params = mergeParams(request.query, request.body);
          const path = request.params as Record<string, string>;
          const outcome = await underFaults(
            context,
            requestProbe('reddit', request, [def.operation, ...(def.aliases ?? [])]),
            reply,
            (kind) => injected(kind, rt, now, options.oauthHost),
            () => def.handler(build({ state, now, params, path, request, reply })),
          );
          if ('withheld' in outcome) return outcome.withheld;
          // Handlers that answer otherwise than 200 JSON set the status and type on `call.reply`.
          return reply.send(outcome.result);
        } catch (error) {
          return sendRedditError(reply, error);
        }
      },
    });
  }
}

/**
 * An oauth.reddit.com endpoint: a descriptive User-Agent, a valid Bearer token (401), the client's
 * QPM window (X-Ratelimit-* on every answer, 429 once spent), then the scope it needs (403).
 */
export function oauthRoute(app: FastifyInstance, rt: RedditRuntime, def: RouteDef<AuthedCall>): void {
  register(app, rt, def, { oauthHost: true, agent: true }, (base) => {
    const { token, user } = authenticate(base.state, bearerOf(base.request.headers.authorization), base.now);
    const usage = consume(base.state, token.clientId, base.now);
    for (const [name, value] of Object.entries(usage.headers)) base.reply.header(name, value);
    if (usage.limited) throw tooManyRequests(usage.headers);
    if (def.scope) requireScope(token, def.scope);
    return { ...base, token, user, raw: str(base.params, 'raw_json') === '1' };
  });
}

/** A www.reddit.com endpoint that checks client credentials itself (token, revoke). */
export function wwwRoute(app: FastifyInstance, rt: RedditRuntime, def: RouteDef<RedditCall>): void {
  register(app, rt, def, { oauthHost: false, agent: true }, (base) => base);
}

/** The media bucket the upload leases point at: no Reddit token, no User-Agent rules. */
export function bucketRoute(app: FastifyInstance, rt: RedditRuntime, def: RouteDef<RedditCall>): void {
  register(app, rt, def, { oauthHost: false, agent: false }, (base) => base);
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { underFaults } from '../../core/faulted.js';
import { type FaultKind, requestProbe } from '../../core/faults.js';
import type { NetworkContext } from '../../core/network.js';
import { asRecord, type Params } from '../../core/params.js';
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
import { authenticate, bearerOf, requireScopes } from './tokens.js';
import type { YtChannel, YtState, YtToken } from './types.js';
import { advanceWorld } from './world.js';

/** The YouTube network's mutable runtime: `state` is replaced on reset. */
export interface YtRuntime {
  state: YtState;
  readonly context: NetworkContext;
}

export interface YtCall {
  state: YtState;
  now: number;
  query: Params;
  body: Params;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface YtAuthedCall extends YtCall {
  token: YtToken;
  /** The channel the grant acts as. */
  channel: YtChannel;
}

export interface RouteDef<C> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** Fault-matching name, e.g. `videos.insert`. */
  operation: string;
  /** Extra names faults can match (`publish`). */
  aliases?: readonly string[];
  /** The call needs any one of these scopes. */
  scopes?: readonly string[];
  /** Quota charged before the call runs (invalid requests cost too). */
  cost?: QuotaCost;
  /** Status of a success (204 for deletions and ratings). */
  status?: number;
  handler(call: C): unknown;
}

function injected(kind: FaultKind, oauth: boolean): GoogleError | OAuthError | undefined {
  if (kind === 'server_error') return backendError();
  if (kind === 'rate_limit') return rateLimitExceeded();
  if (kind === 'expired_token')
    return oauth ? invalidGrant('Token has been expired or revoked.') : authError();
  return undefined;
}

function send(reply: FastifyReply, result: unknown, status: number): FastifyReply {
  if (!(result instanceof Answer)) return reply.code(status).send(result);
  for (const [name, value] of Object.entries(result.headers)) reply.header(name, value);
  return reply.code(result.status).send(result.body);
}

function register<C>(
  app: FastifyInstance,
  rt: YtRuntime,
  def: RouteDef<C>,
  build: (base: YtCall) => C,
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
        const base: YtCall = {
          state,
          now,
          query: asRecord(request.query),
          body: asRecord(request.body),
          request,
          reply,
        };
        const outcome = await underFaults(
          context,
          requestProbe('youtube', request, [def.operation, ...(def.aliases ?? [])]),
          reply,
          (kind) => injected(kind, oauth),
          () => def.handler(build(base)),
        );
        if ('withheld' in outcome) return outcome.withheld;
        return send(reply, outcome.result, def.status ?? 200);
      } catch (error) {
        if (error instanceof GoogleError) return sendGoogleError(reply, error);
        if (error instanceof OAuthError) return sendOAuthError(reply, error);
        throw error;
      }
    },
  });
}

/**
 * A Data API method: a valid Bearer token (401 authError), the scopes it needs (403
 * insufficientPermissions), then its quota cost (403 quotaExceeded).
 */
export function ytRoute(app: FastifyInstance, rt: YtRuntime, def: RouteDef<YtAuthedCall>): void {
  register(
    app,
    rt,
    def,
    (base) => {
      const token = authenticate(base.state, bearerOf(base.request.headers.authorization), base.now);
      const channel = base.state.channels.get(token.channelId);
      if (!channel) throw authError();
      requireScopes(token, def.scopes ?? []);
      if (def.cost !== undefined) charge(base.state, base.now, def.cost);
      return { ...base, token, channel };
    },
    false,
  );
}

/** A call that carries its own credentials: the OAuth endpoints, and upload session URLs. */
export function openRoute(app: FastifyInstance, rt: YtRuntime, def: RouteDef<YtCall>, oauth = false): void {
  register(app, rt, def, (base) => base, oauth);
}

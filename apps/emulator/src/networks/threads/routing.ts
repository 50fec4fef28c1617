import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { underFaults } from '../../core/faulted.js';
import { type FaultKind, requestProbe } from '../../core/faults.js';
import type { NetworkContext } from '../../core/network.js';
import { mergeParams, type Params, str } from '../../core/params.js';
import { type FieldSel, parseFields } from '../facebook/fields.js';
import { rawToken } from '../facebook/tokens.js';
import {
  expiredToken,
  GraphError,
  OAuthError,
  sendGraphError,
  sendOAuthError,
  serverError,
  traceId,
  userRateLimit,
} from './errors.js';
import { authenticate, BASIC, requireScopes } from './tokens.js';
import type { ThState, ThToken, ThUser } from './types.js';
import { exhaustedHeaders, recordUsage } from './usage.js';
import { advanceWorld } from './world.js';

/** The Threads network's mutable runtime: `state` is replaced on reset. */
export interface ThRuntime {
  state: ThState;
  readonly context: NetworkContext;
}

export interface ThCall {
  state: ThState;
  now: number;
  /** Query string and body in one bag (the body wins), as the Graph API reads them. */
  params: Params;
  fields: FieldSel[] | undefined;
  /** The `:id` path parameter (may be `me`). */
  id: string;
  request: FastifyRequest;
  reply: FastifyReply;
  rawToken: string | undefined;
}

export interface ThAuthedCall extends ThCall {
  token: ThToken;
  user: ThUser;
}

type Method = 'GET' | 'POST' | 'DELETE';

export interface RouteDef<C> {
  method: Method | Method[];
  url: string;
  /** Fault-matching name, e.g. `threads.create`. */
  operation: string;
  /** Extra names faults can match (`publish`). */
  aliases?: readonly string[];
  /** Permissions the token must carry besides threads_basic. */
  scopes?: readonly string[];
  handler(call: C): unknown;
}

function injected(kind: FaultKind, call: ThCall): GraphError | undefined {
  if (kind === 'server_error') return serverError();
  if (kind === 'expired_token') return expiredToken(call.now - 60_000, call.now);
  if (kind === 'rate_limit') {
    const token = call.rawToken ? call.state.tokens.get(call.rawToken) : undefined;
    return userRateLimit(exhaustedHeaders(token?.userId ?? call.state.user.id));
  }
  return undefined;
}

function register<C>(app: FastifyInstance, rt: ThRuntime, def: RouteDef<C>, build: (base: ThCall) => C) {
  app.route({
    method: def.method,
    url: def.url,
    handler: async (request, reply) => {
      const { state, context } = rt;
      const now = context.clock.now();
      advanceWorld(state, now);
      const trace = traceId(state);
      reply.header('x-fb-trace-id', trace);
      const params = mergeParams(request.query, request.body);
      try {
        const base: ThCall = {
          state,
          now,
          params,
          fields: parseFields(str(params, 'fields')),
          id: (request.params as Record<string, string | undefined>).id ?? '',
          request,
          reply,
          rawToken: rawToken(params, request.headers),
        };
        const outcome = await underFaults(
          context,
          requestProbe('threads', request, [def.operation, ...(def.aliases ?? [])]),
          reply,
          (kind) => injected(kind, base),
          () => def.handler(build(base)),
        );
        return 'withheld' in outcome ? outcome.withheld : outcome.result;
      } catch (error) {
        if (error instanceof GraphError) return sendGraphError(reply, error, trace);
        if (error instanceof OAuthError) return sendOAuthError(reply, error);
        throw error;
      }
    },
  });
}

/**
 * A Graph route that needs a valid user token (code 190 otherwise), counted against the app-user
 * pair's rolling 24-hour call count (code 17), then the permissions it needs (code 10).
 */
export function threadsRoute(app: FastifyInstance, rt: ThRuntime, def: RouteDef<ThAuthedCall>): void {
  register(app, rt, def, (base) => {
    const { token, user } = authenticate(base.state, base.rawToken, base.now);
    const usage = recordUsage(base.state, token, base.now);
    for (const [name, value] of Object.entries(usage.headers)) base.reply.header(name, value);
    if (usage.limited) throw userRateLimit(usage.headers);
    requireScopes(token, [BASIC, ...(def.scopes ?? [])]);
    return { ...base, token, user };
  });
}

/** A route that checks its own credentials (the token endpoints). */
export function publicRoute(app: FastifyInstance, rt: ThRuntime, def: RouteDef<ThCall>): void {
  register(app, rt, def, (base) => base);
}

/** The id a path names, with `me` standing for the token's user. */
export const resolveId = (call: ThAuthedCall): string => (call.id === 'me' ? call.user.id : call.id);

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type FaultKind, requestProbe } from '../../core/faults.js';
import type { NetworkContext } from '../../core/network.js';
import { mergeParams, type Params, str } from '../../core/params.js';
import { expiredToken, GraphError, rateLimitError, sendGraphError, serverError, traceId } from './errors.js';
import { type FieldSel, parseFields } from './fields.js';
import { type AuthContext, authenticate, meId, peekKind, rawToken } from './tokens.js';
import type { FbState } from './types.js';
import { exhaustedHeaders, recordUsage } from './usage.js';
import { advanceWorld } from './world.js';

export const DEFAULT_VERSION = 'v20.0';

/** The Facebook network's mutable runtime: `state` is replaced on reset. */
export interface FbRuntime {
  state: FbState;
  readonly context: NetworkContext;
}

export interface BaseCall {
  state: FbState;
  now: number;
  params: Params;
  fields: FieldSel[] | undefined;
  /** The `:id` path parameter (may be `me`). */
  id: string;
  request: FastifyRequest;
  reply: FastifyReply;
  rawToken: string | undefined;
}

export interface AuthedCall extends BaseCall {
  auth: AuthContext;
}

type Method = 'GET' | 'POST' | 'DELETE';

export interface RouteDef<C> {
  method: Method | Method[];
  url: string;
  operation: string;
  /** Extra names faults can match (e.g. `publish`). */
  aliases?: string[];
  /** Names that depend on the request, e.g. `ig.comments.create` when the path names an Instagram object. */
  extraOperations?: (call: BaseCall) => readonly string[];
  /** The route's own answer to an injected fault (e.g. WhatsApp's 130429 for `rate_limit`). */
  injected?: Partial<Record<FaultKind, () => GraphError>>;
  handler: (call: C) => unknown;
  /** Another route this request runs as, decided per request (see `shareRoute`). */
  pick?: (call: BaseCall) => RouteDef<C>;
}

export function versionOf(url: string): string {
  return /\/(v\d+\.\d+)(?:\/|\?|$)/.exec(url)?.[1] ?? DEFAULT_VERSION;
}

function injectedError(call: BaseCall, kind: string): GraphError | undefined {
  if (kind === 'server_error') return serverError();
  if (kind === 'expired_token') {
    return expiredToken(call.now - 60_000, call.now);
  }
  if (kind === 'rate_limit') {
    const token = call.rawToken ? call.state.tokens.get(call.rawToken) : undefined;
    const isPage = peekKind(call.state, call.rawToken) === 'page';
    return rateLimitError(isPage, exhaustedHeaders(isPage ? token?.pageId : undefined));
  }
  return undefined;
}

function authorize(call: BaseCall): AuthContext {
  const auth = authenticate(call.state, call.rawToken, call.now);
  const usage = recordUsage(call.state, auth, call.now);
  for (const [name, value] of Object.entries(usage.headers)) call.reply.header(name, value);
  if (usage.limited) throw rateLimitError(auth.kind === 'page', usage.headers);
  return auth;
}

function register<C>(
  app: FastifyInstance,
  rt: FbRuntime,
  def: RouteDef<C>,
  build: (base: BaseCall) => C,
): void {
  const methods = Array.isArray(def.method) ? def.method : [def.method];
  app.route({
    method: methods,
    url: def.url,
    handler: async (request, reply) => {
      const { state, context } = rt;
      const now = context.clock.now();
      advanceWorld(state, now);
      reply.header('facebook-api-version', versionOf(request.originalUrl));
      const params = mergeParams(request.query, request.body);
      const id = (request.params as Record<string, string | undefined>).id ?? '';
      const trace = traceId(state);
      reply.header('x-fb-trace-id', trace);
      try {
        const base: BaseCall = {
          state,
          now,
          params,
          fields: parseFields(str(params, 'fields')),
          id,
          request,
          reply,
          rawToken: rawToken(params, request.headers),
        };
        const active = def.pick?.(base) ?? def;
        const operations = [
          active.operation,
          ...(active.aliases ?? []),
          ...(active.extraOperations?.(base) ?? []),
        ];
        const fault = context.faults.take(requestProbe('facebook', request, operations));
        const injected = fault
          ? (active.injected?.[fault.kind]?.() ?? injectedError(base, fault.kind))
          : undefined;
        if (injected) throw injected;
        const result = await active.handler(build(base));
        if (fault?.kind === 'timeout_after_create') return context.withhold(reply, fault.delay_ms);
        return result;
      } catch (error) {
        if (error instanceof GraphError) return sendGraphError(reply, error, trace);
        throw error;
      }
    },
  });
}

/** A Graph route that needs a valid access token (counted against the rate limits). */
export function graphRoute(app: FastifyInstance, rt: FbRuntime, def: RouteDef<AuthedCall>): void {
  register(app, rt, def, (base) => ({ ...base, auth: authorize(base) }));
}

/** A Graph route that validates its own credentials (OAuth endpoints, debug_token). */
export function publicGraphRoute(app: FastifyInstance, rt: FbRuntime, def: RouteDef<BaseCall>): void {
  register(app, rt, def, (base) => base);
}

/**
 * A route whose `:id` may name another product's object on graph.facebook.com (Instagram, WhatsApp):
 * such calls go to `handler`, and faults can also match them by `operation` (e.g. `ig.node.read`).
 */
export function dispatchTo<N>(
  def: RouteDef<AuthedCall>,
  find: (state: FbState, id: string) => N | undefined,
  operation: string,
  handler: (call: AuthedCall, node: N) => unknown,
): RouteDef<AuthedCall> {
  return {
    ...def,
    extraOperations: (call) =>
      find(call.state, call.id) ? [operation] : (def.extraOperations?.(call) ?? []),
    handler: (call) => {
      const node = find(call.state, call.id);
      return node ? handler(call, node) : def.handler(call);
    },
  };
}

/**
 * One path serving two products whose objects are told apart by id (`POST /{id}/messages` sends from
 * a WhatsApp business number or from a Page): a request `claims` runs entirely as `other` — its own
 * operation names, injected faults and handler —, any other as `def`.
 */
export function shareRoute<C>(
  def: RouteDef<C>,
  other: RouteDef<C>,
  claims: (call: BaseCall) => boolean,
): RouteDef<C> {
  return { ...def, pick: (call) => (claims(call) ? other : def) };
}

/** The id a path names, with `me` standing for the token's user or Page. */
export function resolveId(call: AuthedCall): string {
  return call.id === 'me' ? meId(call.auth) : call.id;
}

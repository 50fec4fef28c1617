import type { FastifyInstance } from 'fastify';
import type { NetworkRuntime } from '../../core/network.js';
import { applyUsage, createRouter, type InjectedFault, type Route } from '../../core/route-kit.js';
import { expiredToken, type GraphError, rateLimitError, serverError } from './errors.js';
import { type GraphCall, graphCall, sendTracedError } from './graph-call.js';
import { type AuthContext, authenticate, meId, peekKind } from './tokens.js';
import type { FbState } from './types.js';
import { exhaustedHeaders, recordUsage } from './usage.js';
import { advanceWorld } from './world.js';

export const DEFAULT_VERSION = 'v20.0';

/** The Facebook network's mutable runtime: `state` is replaced on reset. */
export type FbRuntime = NetworkRuntime<FbState>;

export type BaseCall = GraphCall<FbState>;

export interface AuthedCall extends BaseCall {
  auth: AuthContext;
}

export interface RouteDef<C> extends Route<C> {
  /** Names that depend on the request, e.g. `ig.comments.create` when the path names an Instagram object. */
  extraOperations?: (call: BaseCall) => readonly string[];
  /** The route's own answer to an injected fault (e.g. WhatsApp's 130429 for `rate_limit`). */
  injected?: Partial<Record<InjectedFault, () => GraphError>>;
  /** Another route this request runs as, decided per request (see `shareRoute`). */
  pick?: (call: BaseCall) => RouteDef<C>;
}

export function versionOf(url: string): string {
  return /\/(v\d+\.\d+)(?:\/|\?|$)/.exec(url)?.[1] ?? DEFAULT_VERSION;
}

function injectedError(call: BaseCall, fault: InjectedFault): GraphError {
  if (fault === 'server_error') return serverError();
  if (fault === 'expired_token') return expiredToken(call.now - 60_000, call.now);
  const token = call.rawToken ? call.state.tokens.get(call.rawToken) : undefined;
  const isPage = peekKind(call.state, call.rawToken) === 'page';
  return rateLimitError(isPage, exhaustedHeaders(isPage ? token?.pageId : undefined));
}

function authorize(call: BaseCall): AuthContext {
  const auth = authenticate(call.state, call.rawToken, call.now);
  applyUsage(call.reply, recordUsage(call.state, auth, call.now), (headers) =>
    rateLimitError(auth.kind === 'page', headers),
  );
  return auth;
}

const active = (route: RouteDef<never>, call: BaseCall) => route.pick?.(call) ?? route;

const router = createRouter<FbState, BaseCall, RouteDef<never>, 'graph'>({
  network: 'facebook',
  advance: advanceWorld,
  call: (arrival) => {
    arrival.reply.header('facebook-api-version', versionOf(arrival.request.originalUrl));
    return graphCall(arrival);
  },
  operations: (route, call) => {
    const picked = active(route, call);
    return [picked.operation, ...(picked.aliases ?? []), ...(picked.extraOperations?.(call) ?? [])];
  },
  fault: (fault, call, route) => active(route, call).injected?.[fault]?.() ?? injectedError(call, fault),
  send: (reply, result) => reply.send(result),
  sendError: (reply, error) => sendTracedError(reply, error),
});

/** A Graph route that needs a valid access token (counted against the rate limits). */
export function graphRoute(app: FastifyInstance, rt: FbRuntime, def: RouteDef<AuthedCall>): void {
  router.route(app, rt, def, 'graph', (call) => ({ ...call, auth: authorize(call) }));
}

/** A Graph route that validates its own credentials (OAuth endpoints, debug_token). */
export function publicGraphRoute(app: FastifyInstance, rt: FbRuntime, def: RouteDef<BaseCall>): void {
  router.route(app, rt, def, 'graph', (call) => call);
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
export function shareRoute<C extends BaseCall>(
  def: RouteDef<C>,
  other: RouteDef<C>,
  claims: (call: BaseCall) => boolean,
): RouteDef<C> {
  return {
    ...def,
    pick: (call) => (claims(call) ? other : def),
    handler: (call) => (claims(call) ? other : def).handler(call),
  };
}

/** The id a path names, with `me` standing for the token's user or Page. */
export function resolveId(call: AuthedCall): string {
  return call.id === 'me' ? meId(call.auth) : call.id;
}

/**
 * The request pipeline every network's routes run through: the world is brought up to the emulated
 * now, the network's call is built from the request, an armed fault answers as the network would,
 * the caller is admitted (authentication, rate limits, scopes), the handler runs, and its result or
 * the network's own error shape is sent. A network says only what differs: how it reads a request,
 * how it refuses, how it answers.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type FaultKind, requestProbe } from './faults.js';
import type { NetworkContext, NetworkRuntime } from './network.js';
import { asRecord, type Params } from './params.js';

/** The faults a network answers with an error (a `timeout_after_create` lets the call run). */
export type InjectedFault = Exclude<FaultKind, 'timeout_after_create'>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What every route declares besides its handler. */
export interface RouteSpec {
  method: HttpMethod | readonly HttpMethod[];
  /** One path, or several serving the same route. */
  url: string | readonly string[];
  /** Fault-matching name (and, where the network counts per endpoint, its rate-limit key), e.g. `tweets.create`. */
  operation: string;
  /** Extra names faults can match (`publish`). */
  aliases?: readonly string[];
  /** Status of a success (201 for creations; 204 answers no body). Default 200. */
  status?: number;
}

export interface Route<C> extends RouteSpec {
  handler(call: C): unknown;
}

/** The request as the pipeline first sees it, at the emulated `now`. */
export interface Arrival<S> {
  state: S;
  now: number;
  /** What the emulator shares with every network (clock, faults, listening volume). */
  context: NetworkContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The parameter bags of a REST call: the query string, the body and the path parameters. */
export interface RestCall<S> extends Arrival<S> {
  query: Params;
  /** A JSON or urlencoded body, or the fields and files of a multipart one. */
  body: Params;
  /** Path parameters (`:id`, `:channel_id`…). */
  params: Record<string, string>;
}

export function restCall<S>(arrival: Arrival<S>): RestCall<S> {
  return {
    ...arrival,
    query: asRecord(arrival.request.query),
    body: asRecord(arrival.request.body),
    params: arrival.request.params as Record<string, string>,
  };
}

/**
 * How one network runs its routes. `B` is the call every handler starts from, `R` the network's route
 * declaration, `K` the kinds of route it tells apart (an API route, an OAuth endpoint…), whose faults
 * and answers may differ.
 */
export interface Pipeline<S, B, R extends RouteSpec = RouteSpec, K extends string = string> {
  /** The network's name in fault specs. */
  network: string;
  /** Brings the world up to `now` before a route runs (arrivals, settling publishes). */
  advance?(state: S, now: number): void;
  /**
   * The call every handler of the network starts from: its parameter bags, path ids, headers it sets.
   * It may refuse the request outright (before any fault is taken), as a network's front door does.
   */
  call(arrival: Arrival<S>, kind: K): B;
  /** The names faults can match; the route's operation and aliases unless given. */
  operations?(route: R, call: B): readonly string[];
  /** The network's answer to an injected fault on this kind of route, or undefined to let the request through. */
  fault(fault: InjectedFault, call: B, route: R, kind: K): Error | undefined;
  /** Sends a handler's result; the route's status with the result as JSON unless given (204: no body). */
  send?(reply: FastifyReply, result: unknown, call: B, route: R, kind: K): FastifyReply;
  /** Sends the network's own error shapes; undefined for anything else, which is rethrown. */
  sendError(reply: FastifyReply, error: unknown, arrival: Arrival<S>, route: R): FastifyReply | undefined;
}

function sendResult(reply: FastifyReply, result: unknown, status = 200): FastifyReply {
  return status === 204 ? reply.code(204).send() : reply.code(status).send(result);
}

export interface Router<S, B, R extends RouteSpec, K extends string> {
  /**
   * Registers `route`: `admit` turns the network's call into what the handler gets, throwing the
   * network's refusal (authentication, rate limit, scope) before the handler runs.
   */
  route<C>(
    app: FastifyInstance,
    rt: NetworkRuntime<S>,
    route: R & Route<C>,
    kind: K,
    admit: (call: B) => C,
  ): void;
  /** Runs one request through the pipeline (for networks that dispatch by name under one path). */
  run<C>(
    rt: NetworkRuntime<S>,
    route: R & Route<C>,
    kind: K,
    admit: (call: B) => C,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply>;
}

export function createRouter<S, B, R extends RouteSpec = RouteSpec, K extends string = string>(
  pipeline: Pipeline<S, B, R, K>,
): Router<S, B, R, K> {
  const run: Router<S, B, R, K>['run'] = async (rt, route, kind, admit, request, reply) => {
    const { state, context } = rt;
    const now = context.clock.now();
    pipeline.advance?.(state, now);
    const arrival: Arrival<S> = { state, now, context, request, reply };
    try {
      const call = pipeline.call(arrival, kind);
      const operations = pipeline.operations?.(route, call) ?? [route.operation, ...(route.aliases ?? [])];
      const fault = context.faults.take(requestProbe(pipeline.network, request, operations));
      const injected =
        fault && fault.kind !== 'timeout_after_create'
          ? pipeline.fault(fault.kind, call, route, kind)
          : undefined;
      if (injected) throw injected;
      const result = await route.handler(admit(call));
      // The call took effect; only its answer is lost, as when a connection drops after a write.
      if (fault?.kind === 'timeout_after_create') return context.withhold(reply, fault.delay_ms);
      return pipeline.send
        ? pipeline.send(reply, result, call, route, kind)
        : sendResult(reply, result, route.status);
    } catch (error) {
      const sent = pipeline.sendError(reply, error, arrival, route);
      if (!sent) throw error;
      return sent;
    }
  };

  return {
    run,
    route(app, rt, route, kind, admit) {
      const urls = typeof route.url === 'string' ? [route.url] : route.url;
      const method = typeof route.method === 'string' ? route.method : [...route.method];
      for (const url of urls) {
        app.route({ method, url, handler: (request, reply) => run(rt, route, kind, admit, request, reply) });
      }
    },
  };
}

/** A rate-limit count of one call: the headers every answer carries and whether the limit is spent. */
export interface Usage {
  headers: Record<string, string>;
  limited: boolean;
}

/** Puts the usage headers on the answer and refuses the call once the limit is spent. */
export function applyUsage(
  reply: FastifyReply,
  usage: Usage,
  refuse: (headers: Record<string, string>) => Error,
) {
  for (const [name, value] of Object.entries(usage.headers)) reply.header(name, value);
  if (usage.limited) throw refuse(usage.headers);
}

/**
 * What the two Graph APIs (Facebook's and Threads') share in how they read a request and answer an
 * error: one parameter bag, `fields`, the `:id` path parameter, the token from the bag or the header,
 * and a trace id on every answer that an error body repeats as `fbtrace_id`.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { NetworkRuntime } from '../../core/network.js';
import { mergeParams, type Params, str } from '../../core/params.js';
import type { Rng } from '../../core/prng.js';
import type { Arrival } from '../../core/route-kit.js';
import { GraphError, invalidParam, sendGraphError, traceId, unknownPath } from './errors.js';
import { type FieldSel, parseFields } from './fields.js';
import { rawToken } from './tokens.js';

const TRACE_HEADER = 'x-fb-trace-id';

export interface GraphCall<S> extends Arrival<S> {
  /** Query string and body in one bag (the body wins), as the Graph API reads them. */
  params: Params;
  fields: FieldSel[] | undefined;
  /** The `:id` path parameter (may be `me`). */
  id: string;
  rawToken: string | undefined;
}

/** The Graph call of a request; its answer gets a fresh trace id. */
export function graphCall<S extends { rng: { trace: Rng } }>(arrival: Arrival<S>): GraphCall<S> {
  const { request, reply, state } = arrival;
  reply.header(TRACE_HEADER, traceId(state));
  const params = mergeParams(request.query, request.body);
  return {
    ...arrival,
    params,
    fields: parseFields(str(params, 'fields')),
    id: (request.params as Record<string, string | undefined>).id ?? '',
    rawToken: rawToken(params, request.headers),
  };
}

/** Sends a Graph error under the trace id the answer already carries; anything else is not ours. */
export function sendTracedError(reply: FastifyReply, error: unknown): FastifyReply | undefined {
  if (!(error instanceof GraphError)) return undefined;
  return sendGraphError(reply, error, String(reply.getHeader(TRACE_HEADER)));
}

/** Unknown paths and requests Fastify itself refuses (a malformed body) answer as Graph errors. */
export function registerGraphFallbacks<S extends { rng: { trace: Rng } }>(
  app: FastifyInstance,
  rt: NetworkRuntime<S>,
  prefix: string,
): void {
  app.setNotFoundHandler((request, reply) => {
    const routed = request.url.split('?')[0] ?? '';
    const path = routed.startsWith(prefix) ? routed.slice(prefix.length) : routed;
    return sendGraphError(reply, unknownPath(path), traceId(rt.state));
  });
  app.setErrorHandler((error, _request, reply) => {
    const message = error instanceof Error ? error.message : String(error);
    const graphError = error instanceof GraphError ? error : invalidParam(message);
    return sendGraphError(reply, graphError, traceId(rt.state));
  });
}

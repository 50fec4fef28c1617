import type { Access, Endpoint, EndpointOutput } from '@herald/contract';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { AuthedContext, RequestContext, TenantRequestContext } from './context.js';

/** What the guard guarantees a handler, by the endpoint's declared access. */
export type ContextFor<A extends Access> = A extends 'public'
  ? RequestContext
  : A extends 'base_auth' | 'admin_system'
    ? AuthedContext
    : TenantRequestContext;

export type Handler<E extends Endpoint> = (
  input: z.output<E['input']>,
  ctx: ContextFor<E['access']>,
  reply: FastifyReply,
) => Promise<EndpointOutput<E>>;

/** Where a stream endpoint's events go; `onClose` runs when the client leaves or the server stops. */
export interface EventSink<T> {
  send(event: T): void;
  onClose(listener: () => void): void;
}

/** Opens a stream endpoint's events for one client (server-sent events, `stream: true`). */
export type StreamHandler<E extends Endpoint> = (
  input: z.output<E['input']>,
  ctx: ContextFor<E['access']>,
  sink: EventSink<EndpointOutput<E>>,
) => Promise<void>;

/** A contract endpoint bound to its handler; a feature's routes.ts exports a list of these. */
export type Binding =
  | {
      endpoint: Endpoint;
      handler: (input: unknown, ctx: RequestContext, reply: FastifyReply) => Promise<unknown>;
      stream?: undefined;
    }
  | {
      endpoint: Endpoint;
      stream: (input: unknown, ctx: RequestContext, sink: EventSink<unknown>) => Promise<void>;
      handler?: undefined;
    };

export function bind<E extends Endpoint>(endpoint: E, handler: Handler<E>): Binding {
  // The guard has established ContextFor<E['access']> before the handler runs (see guard.ts).
  return { endpoint, handler: handler as unknown as NonNullable<Binding['handler']> };
}

/** Binds a stream endpoint: the guard runs first, then `open` sends its events until the client leaves. */
export function bindStream<E extends Endpoint>(endpoint: E, open: StreamHandler<E>): Binding {
  if (!endpoint.stream) throw new Error(`${endpoint.path} is not a stream endpoint`);
  // As for bind(): the guard established the context, and the sink is the endpoint's own.
  return { endpoint, stream: open as unknown as NonNullable<Binding['stream']> };
}

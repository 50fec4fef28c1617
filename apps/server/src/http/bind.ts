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

/** A contract endpoint bound to its handler; a feature's routes.ts exports a list of these. */
export interface Binding {
  endpoint: Endpoint;
  handler: (input: unknown, ctx: RequestContext, reply: FastifyReply) => Promise<unknown>;
}

export function bind<E extends Endpoint>(endpoint: E, handler: Handler<E>): Binding {
  // The guard has established ContextFor<E['access']> before the handler runs (see guard.ts).
  return { endpoint, handler: handler as unknown as Binding['handler'] };
}

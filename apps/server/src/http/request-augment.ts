/** Fastify requests carry the context the guard resolved. Imported by register.ts so every program that builds the app sees it. */
import type { RequestContext } from './context.js';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

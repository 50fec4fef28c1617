import type { FastifyInstance } from 'fastify';
import { GraphError, invalidParam, sendGraphError, traceId, unknownPath } from './errors.js';
import { registerInsights } from './insights.js';
import { registerMedia } from './media.js';
import { registerMentions } from './mentions.js';
import { registerPublishing } from './publish.js';
import type { ThRuntime } from './routing.js';
import { registerSearch } from './search.js';
import { registerTokenEndpoints } from './token-endpoints.js';

/**
 * The Threads Graph API under `/threads/graph` (the `v1.0` segment is stripped before routing). There
 * is no like endpoint: the API cannot like posts, so such paths are unknown.
 */
export function registerGraph(app: FastifyInstance, rt: ThRuntime): void {
  app.setNotFoundHandler((request, reply) => {
    const path = (request.url.split('?')[0] ?? '').replace(/^\/threads\/graph/, '');
    return sendGraphError(reply, unknownPath(path), traceId(rt.state));
  });
  app.setErrorHandler((error, _request, reply) => {
    const message = error instanceof Error ? error.message : String(error);
    return sendGraphError(
      reply,
      error instanceof GraphError ? error : invalidParam(message),
      traceId(rt.state),
    );
  });
  registerTokenEndpoints(app, rt);
  registerSearch(app, rt);
  registerPublishing(app, rt);
  registerMedia(app, rt);
  registerMentions(app, rt);
  registerInsights(app, rt);
}

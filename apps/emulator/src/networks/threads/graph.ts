import type { FastifyInstance } from 'fastify';
import { registerGraphFallbacks } from '../facebook/graph-call.js';
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
  registerGraphFallbacks(app, rt, '/threads/graph');
  registerTokenEndpoints(app, rt);
  registerSearch(app, rt);
  registerPublishing(app, rt);
  registerMedia(app, rt);
  registerMentions(app, rt);
  registerInsights(app, rt);
}

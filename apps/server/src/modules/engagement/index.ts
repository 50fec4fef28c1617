/**
 * Engagement: comments, replies, likes and private messages on the networks, composed and sent
 * through content's pipeline.
 */
export { submitEngagement } from './compose.js';
export { readWith } from './remote.js';
export { engagementRoutes } from './routes.js';
export { engagementDetailOf } from './views.js';

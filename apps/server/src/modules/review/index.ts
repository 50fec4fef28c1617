/**
 * Approval (SPEC §4, §7 review): plans fixed at submission, decisions in the console, by e-mail and
 * in chats, timeouts. `reviewApproval` is the port content submits through.
 */
export type { ReviewDeps } from './deps.js';
export { reviewDeps } from './deps.js';
export { reviewJobs } from './jobs.js';
export { reviewRoutes } from './routes.js';
export { reviewJobSpecs } from './specs.js';
export { reviewApproval } from './start.js';

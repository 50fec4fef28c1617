/**
 * Mobile publishing (the app shell, SPEC §2 App shell): posts handed to a mobile publisher, Web Push,
 * sharing from the phone and finding the shared post on the network.
 */
export type { AppDeps } from './deps.js';
export { appDeps } from './deps.js';
export { appJobs } from './jobs.js';
export { appRoutes } from './routes.js';

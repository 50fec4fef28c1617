/**
 * Accounts: connecting and managing a game's social accounts, their sealed credentials and their
 * state on each network. Every call to a network on behalf of an account goes through `withAccount`,
 * and a network's failure becomes what the user is told here (`platformFailure`), not in platforms/.
 */
export { type AccountRow, accountFor, assertOnApi } from './access.js';
export type { AccountDeps } from './deps.js';
export { accountJobSpecs, accountJobs } from './jobs.js';
export { rememberPublishedPost, storedPost, storePosts, withAccount } from './network-state.js';
export { platformFailure } from './platform-calls.js';
export { accountRoutes } from './routes.js';
export { callerSocialPermissions, needsReconnect } from './views.js';

/**
 * Sign-in: local accounts (argon2id), sessions, enterprise SSO (OIDC) and the session clean-up job.
 * `findSession` is how the guard learns who calls.
 */
export { sessionCleanupJob } from './jobs.js';
export { oidcRoutes } from './oidc.js';
export { hashPassword } from './passwords.js';
export { authRoutes } from './routes.js';
export { findSession } from './sessions.js';

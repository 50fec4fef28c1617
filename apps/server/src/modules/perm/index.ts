/**
 * Permissions: roles, members, publishing groups, per-account (social) grants, and the caller's
 * standing in a game (`loadTenant`, used by the guard). The lowest feature module: it uses no other.
 */
export { accountAccess } from './accounts.js';
export { assertMobilePublisher, holdsResource, mayUseAppShell, membersHolding } from './app-shell.js';
export { allowedRoutes, loadTenant } from './grants.js';
export { presetRoles } from './presets.js';
export { permRoutes } from './routes.js';
export { assertOneInGame } from './scope.js';

/**
 * Games and the version log (system management), and the games a user may open.
 */
export { tenancyRoutes } from './routes.js';
export { createGame } from './service.js';

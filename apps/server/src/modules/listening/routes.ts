import type { Binding } from '../../http/bind.js';
import type { ListeningDeps } from './deps.js';
import { insightRoutes } from './insight/routes.js';

/** Listening's endpoints (SPEC §2 /listen/*, §7 Listen calls). */
export function listeningRoutes(deps: ListeningDeps): Binding[] {
  return [...insightRoutes(deps)];
}

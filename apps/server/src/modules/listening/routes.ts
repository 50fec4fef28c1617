import type { Binding } from '../../http/bind.js';
import type { ListeningDeps } from './deps.js';

/** Listening's endpoints (SPEC §2 /listen/*, §7 Listen calls). */
export function listeningRoutes(_deps: ListeningDeps): Binding[] {
  return [];
}

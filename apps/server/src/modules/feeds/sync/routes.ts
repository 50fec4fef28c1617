import { feedsEndpoints } from '@herald/contract';
import { type Binding, bind } from '../../../http/bind.js';
import type { FeedsDeps } from '../deps.js';
import { runSync, syncStatus } from './status.js';

/** The inbox's sync health and its "sync now". */
export function feedSyncRoutes(deps: FeedsDeps): Binding[] {
  return [
    bind(feedsEndpoints.syncStatus, (_input, ctx) => syncStatus(deps, ctx)),
    bind(feedsEndpoints.syncRun, (input, ctx) => runSync(deps, ctx, input.account_id)),
  ];
}

import { feedsEndpoints, sentimentRuleEndpoints, smartRuleEndpoints, tagEndpoints } from '@herald/contract';
import type { Binding } from '../../http/bind.js';
import { AppError } from '../../http/errors.js';

/**
 * Inbox endpoints whose handlers are still being written: they answer `not_open`. Each group's
 * line is removed when its routes are bound; this file is gone before the inbox ships.
 */
const groups = {
  feedsSync: { syncStatus: feedsEndpoints.syncStatus, syncRun: feedsEndpoints.syncRun },
  tag: tagEndpoints,
  sentimentRule: sentimentRuleEndpoints,
  smartRule: smartRuleEndpoints,
};

export function pendingRoutes(): Binding[] {
  return Object.values(groups).flatMap((group) =>
    Object.values(group).map((endpoint) => ({
      endpoint,
      handler: () => Promise.reject(new AppError('not_open')),
    })),
  );
}

import { smartRuleEndpoints, tagEndpoints } from '@herald/contract';
import type { Binding } from '../../http/bind.js';
import { AppError } from '../../http/errors.js';

/**
 * Inbox endpoints whose handlers are still being written: they answer `not_open`. Each group's
 * line is removed when its routes are bound; this file is gone before the inbox ships.
 */
const groups = {
  tag: tagEndpoints,
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

import { feedsEndpoints, type Rerun } from '@herald/contract';
import type { Binding } from '../../http/bind.js';
import { AppError } from '../../http/errors.js';
import type { SentimentHooks } from '../sentiment/index.js';
import type { SmartRulePorts } from './smart-rules/ports.js';

/**
 * Inbox endpoints whose handlers are still being written: they answer `not_open`. Each group's
 * line is removed when its routes are bound; this file is gone before the inbox ships.
 */
const groups = {
  feeds: feedsEndpoints,
};

export function pendingRoutes(): Binding[] {
  return Object.values(groups).flatMap((group) =>
    Object.values(group).map((endpoint) => ({
      endpoint,
      handler: () => Promise.reject(new AppError('not_open')),
    })),
  );
}

/**
 * Smart-rule actions whose paths are still being written (the inbox's reply path, hiding on the
 * network): refused as `not_open`, which the rules log and skip while their other actions apply.
 */
export const pendingRulePorts: Pick<SmartRulePorts, 'reply' | 'hide'> = {
  reply: () => Promise.reject(new AppError('not_open')),
  hide: () => Promise.reject(new AppError('not_open')),
};

const noRerun: Rerun = { state: 'idle', done: 0, total: 0, started_at: null, finished_at: null };

/**
 * The sentiment rules' hooks until the inbox stores items: nothing is stored to re-classify yet, so no
 * re-run has ever run and nothing was corrected. Replaced by the feeds module's own.
 */
export function pendingSentimentHooks(): SentimentHooks {
  return {
    rulesChanged: () => Promise.resolve(),
    rerun: () => Promise.resolve(noRerun),
    corrections: () => Promise.resolve(0),
  };
}

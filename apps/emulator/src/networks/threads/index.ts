import { defineNetwork, type NetworkFactory, type NetworkOptions } from '../../core/network.js';
import type { WebhookOptions } from '../../core/webhooks.js';
import { registerThreadsControl } from './control.js';
import { registerGraph } from './graph.js';
import { registerAuthorize } from './oauth.js';
import { createThState } from './state.js';
import type { ThApp, ThState } from './types.js';
import { registerThreadsWebhooks } from './webhooks/control.js';
import { advanceWorld } from './world.js';

export type { ThApp as ThreadsApp } from './types.js';

/** The Threads app the emulator knows out of the box (configure the adapter's app id/secret with these). */
export const DEFAULT_THREADS_APP: ThApp = {
  id: '990000000000002',
  secret: 'emulator-threads-app-secret',
  name: 'Herald',
};

/** Registered Threads apps (app id, secret, name); default: DEFAULT_THREADS_APP. */
export interface ThreadsOptions extends NetworkOptions<ThApp> {
  /** Send the Threads app's webhooks (replies, mentions, deletions) to this callback from the start. */
  webhook?: WebhookOptions;
}

/**
 * Threads: the authorization window under `/threads/www` (threads.net), the Graph API under
 * `/threads/graph` (graph.threads.net; the `v1.0` segment is optional).
 */
export function threadsNetwork(options: ThreadsOptions = {}): NetworkFactory {
  return defineNetwork<ThState>({
    name: 'threads',
    create: (seed, now) => createThState(seed, now, options.apps ?? [DEFAULT_THREADS_APP]),
    hosts: [
      { base: 'www', path: '/www', register: registerAuthorize },
      { base: 'graph', path: '/graph', versioned: true, register: registerGraph },
    ],
    advance: advanceWorld,
    control: (app, rt) => {
      registerThreadsControl(app, rt);
      registerThreadsWebhooks(app, rt, options.webhook);
    },
  });
}

import type { NetworkFactory } from '../../core/network.js';
import { registerThreadsControl } from './control.js';
import { registerGraph } from './graph.js';
import { registerAuthorize } from './oauth.js';
import type { ThRuntime } from './routing.js';
import { createThState } from './state.js';
import type { ThApp } from './types.js';

export type { ThApp as ThreadsApp } from './types.js';

/** The Threads app the emulator knows out of the box (configure the adapter's app id/secret with these). */
export const DEFAULT_THREADS_APP: ThApp = {
  id: '990000000000002',
  secret: 'emulator-threads-app-secret',
  name: 'Herald',
};

export interface ThreadsOptions {
  /** Registered Threads apps (app id, secret, name); default: DEFAULT_THREADS_APP. */
  apps?: ThApp[];
}

const VERSIONED = /^\/threads\/graph\/v\d+(?:\.\d+)?(?=\/|\?|$)/;

/**
 * Threads: the authorization window under `/threads/www` (threads.net), the Graph API under
 * `/threads/graph` (graph.threads.net; the `v1.0` segment is optional).
 */
export function threadsNetwork(options: ThreadsOptions = {}): NetworkFactory {
  return (context) => {
    const build = () =>
      createThState(context.seed(), context.clock.now(), options.apps ?? [DEFAULT_THREADS_APP]);
    const rt: ThRuntime = { state: build(), context };
    return {
      name: 'threads',
      prefix: '/threads',
      bases: { www: '/threads/www', graph: '/threads/graph' },
      rewriteUrl: (url) => (VERSIONED.test(url) ? url.replace(VERSIONED, '/threads/graph') : undefined),
      register: async (app) => {
        await app.register(async (www) => registerAuthorize(www, rt), { prefix: '/www' });
        await app.register(async (graph) => registerGraph(graph, rt), { prefix: '/graph' });
      },
      registerControl: (app) => registerThreadsControl(app, rt),
      reset: () => {
        rt.state = build();
      },
    };
  };
}

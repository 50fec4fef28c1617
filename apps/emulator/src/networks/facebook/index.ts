import type { NetworkFactory } from '../../core/network.js';
import { registerFacebookControl } from './control.js';
import { registerGraph } from './graph.js';
import { registerDialog } from './oauth.js';
import type { FbRuntime } from './routing.js';
import { createFbState } from './state.js';
import type { FbApp } from './types.js';

/** The app the emulator knows out of the box (configure the adapter's client id/secret with these). */
export const DEFAULT_FACEBOOK_APP: FbApp = {
  id: '990000000000001',
  secret: 'emulator-facebook-app-secret',
  name: 'Herald',
};

export interface FacebookOptions {
  /** Registered apps (client id, secret, name); default: DEFAULT_FACEBOOK_APP. */
  apps?: FbApp[];
  /** How many Pages the emulated user administers (default 3). */
  pageCount?: number;
}

const VERSIONED = /^\/facebook\/(www|graph)\/v\d+(?:\.\d+)?(?=\/|\?|$)/;

/** Facebook Pages: Login dialog under `/facebook/www`, Graph API under `/facebook/graph`. */
export function facebookNetwork(options: FacebookOptions = {}): NetworkFactory {
  return (context) => {
    const build = () =>
      createFbState(context.seed(), context.clock.now(), {
        apps: options.apps ?? [DEFAULT_FACEBOOK_APP],
        pageCount: options.pageCount ?? 3,
      });
    const rt: FbRuntime = { state: build(), context };
    return {
      name: 'facebook',
      prefix: '/facebook',
      bases: { www: '/facebook/www', graph: '/facebook/graph' },
      rewriteUrl: (url) => (VERSIONED.test(url) ? url.replace(VERSIONED, '/facebook/$1') : undefined),
      register: async (app) => {
        await app.register(async (www) => registerDialog(www, rt), { prefix: '/www' });
        await app.register(async (graph) => registerGraph(graph, rt), { prefix: '/graph' });
      },
      registerControl: (app) => registerFacebookControl(app, rt),
      reset: () => {
        rt.state = build();
      },
    };
  };
}

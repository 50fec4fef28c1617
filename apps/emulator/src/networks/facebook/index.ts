import { defineNetwork, type NetworkFactory, type NetworkOptions } from '../../core/network.js';
import { registerFacebookControl } from './control.js';
import { registerGraph } from './graph.js';
import { registerDialog } from './oauth.js';
import { createFbState } from './state.js';
import type { FbApp, FbState } from './types.js';
import { registerWebhookControl, type WebhookOptions } from './webhooks/control.js';
import { advanceWorld } from './world.js';

/** The app the emulator knows out of the box (configure the adapter's client id/secret with these). */
export const DEFAULT_FACEBOOK_APP: FbApp = {
  id: '990000000000001',
  secret: 'emulator-facebook-app-secret',
  name: 'Herald',
};

export interface FacebookOptions extends NetworkOptions<FbApp> {
  /** How many Pages the emulated user administers (default 3). */
  pageCount?: number;
  /** Send the app's webhooks (Page feed, Messenger, Instagram) to this callback from the start. */
  webhook?: WebhookOptions;
}

/** Facebook Pages: Login dialog under `/facebook/www`, Graph API under `/facebook/graph`. */
export function facebookNetwork(options: FacebookOptions = {}): NetworkFactory {
  const apps = options.apps ?? [DEFAULT_FACEBOOK_APP];
  return defineNetwork<FbState>({
    name: 'facebook',
    create: (seed, now, context) =>
      createFbState(seed, now, { apps, pageCount: options.pageCount ?? 3, volume: context.listening }),
    hosts: [
      { base: 'www', path: '/www', versioned: true, register: registerDialog },
      { base: 'graph', path: '/graph', versioned: true, register: registerGraph },
    ],
    advance: advanceWorld,
    control: (app, rt) => {
      registerFacebookControl(app, rt);
      registerWebhookControl(app, rt, options.webhook);
    },
  });
}

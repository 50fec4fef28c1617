import type { NetworkFactory } from '../../core/network.js';
import { COMMENT_METHODS } from './comments.js';
import { COMMUNITY_METHODS } from './community.js';
import { registerVkControl } from './control.js';
import { MEDIA_METHODS, registerUploads } from './media.js';
import { MESSAGE_METHODS } from './messages.js';
import { registerAuthorize } from './oauth.js';
import { POLL_METHODS } from './polls.js';
import { registerMethods, type VkRuntime } from './routing.js';
import { SEARCH_METHODS } from './search.js';
import { createVkState } from './state.js';
import { registerTokenEndpoint } from './token-endpoint.js';
import type { VkApp } from './types.js';
import { WALL_METHODS } from './wall.js';

export type { VkApp } from './types.js';

/** The VK app the emulator knows out of the box (configure the adapter's app id and secret with these). */
export const DEFAULT_VK_APP: VkApp = { id: '51000001', secret: 'emulator-vk-secret', name: 'Herald' };

export interface VkOptions {
  /** Registered VK apps (id, protected key, name); default: DEFAULT_VK_APP. */
  apps?: VkApp[];
}

const METHODS = [
  ...WALL_METHODS,
  ...COMMENT_METHODS,
  ...MEDIA_METHODS,
  ...POLL_METHODS,
  ...COMMUNITY_METHODS,
  ...SEARCH_METHODS,
  ...MESSAGE_METHODS,
];

/**
 * VK (platforms/vk.md): the legacy OAuth under `/vk/oauth` (oauth.vk.com), the API under `/vk/api`
 * (api.vk.com, `/method/<name>`), and the upload servers under `/vk/upload`.
 */
export function vkNetwork(options: VkOptions = {}): NetworkFactory {
  return (context) => {
    const build = () => createVkState(context.seed(), context.clock.now(), options.apps ?? [DEFAULT_VK_APP]);
    const rt: VkRuntime = { state: build(), context };
    return {
      name: 'vk',
      prefix: '/vk',
      bases: { oauth: '/vk/oauth', api: '/vk/api', upload: '/vk/upload' },
      register: async (app) => {
        await app.register(
          async (oauth) => {
            registerAuthorize(oauth, rt);
            registerTokenEndpoint(oauth, rt);
          },
          { prefix: '/oauth' },
        );
        await app.register(async (api) => registerMethods(api, rt, METHODS), { prefix: '/api' });
        await app.register(async (upload) => registerUploads(upload, rt), { prefix: '/upload' });
      },
      registerControl: (app) => registerVkControl(app, rt),
      reset: () => {
        rt.state = build();
      },
    };
  };
}

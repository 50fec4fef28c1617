import type { FastifyInstance } from 'fastify';
import { defineNetwork, type NetworkFactory, type NetworkOptions } from '../../core/network.js';
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
import type { VkApp, VkState } from './types.js';
import { WALL_METHODS } from './wall.js';
import { advanceWorld } from './world.js';

export type { VkApp } from './types.js';

/** The VK app the emulator knows out of the box (configure the adapter's app id and secret with these). */
export const DEFAULT_VK_APP: VkApp = { id: '51000001', secret: 'emulator-vk-secret', name: 'Herald' };

/** Registered VK apps (id, protected key, name); default: DEFAULT_VK_APP. */
export type VkOptions = NetworkOptions<VkApp>;

const METHODS = [
  ...WALL_METHODS,
  ...COMMENT_METHODS,
  ...MEDIA_METHODS,
  ...POLL_METHODS,
  ...COMMUNITY_METHODS,
  ...SEARCH_METHODS,
  ...MESSAGE_METHODS,
];

function registerOauth(app: FastifyInstance, rt: VkRuntime): void {
  registerAuthorize(app, rt);
  registerTokenEndpoint(app, rt);
}

/**
 * VK (platforms/vk.md): the legacy OAuth under `/vk/oauth` (oauth.vk.com), the API under `/vk/api`
 * (api.vk.com, `/method/<name>`), and the upload servers under `/vk/upload`.
 */
export function vkNetwork(options: VkOptions = {}): NetworkFactory {
  return defineNetwork<VkState>({
    name: 'vk',
    create: (seed, now) => createVkState(seed, now, options.apps ?? [DEFAULT_VK_APP]),
    hosts: [
      { base: 'oauth', path: '/oauth', register: registerOauth },
      { base: 'api', path: '/api', register: (api, rt) => registerMethods(api, rt, METHODS) },
      { base: 'upload', path: '/upload', register: registerUploads },
    ],
    advance: advanceWorld,
    control: registerVkControl,
  });
}

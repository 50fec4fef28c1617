import type { NetworkModule } from '../wiring.js';
import { pair } from '../wiring.js';
import { VkAdapter } from './adapter.js';

export const vkModule: NetworkModule<'vk'> = {
  network: 'vk',
  credentials: (config) => pair(config.VK_APP_ID, config.VK_APP_SECRET),
  emulatorApp: { id: '51000001', secret: 'emulator-vk-secret' },
  create: (wiring) =>
    new VkAdapter({
      appId: wiring.app.id,
      appSecret: wiring.app.secret,
      version: wiring.config.VK_API_VERSION,
      authorizeBase: wiring.browser('https://oauth.vk.com', '/vk/oauth'),
      oauthBase: wiring.server('https://oauth.vk.com', '/vk/oauth'),
      apiBase: wiring.server('https://api.vk.com', '/vk/api'),
      emulated: wiring.emulated,
      timeoutMs: wiring.timeoutMs,
    }),
};

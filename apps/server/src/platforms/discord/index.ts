import type { NetworkModule } from '../wiring.js';
import { pair } from '../wiring.js';
import { DiscordAdapter } from './adapter.js';

export const discordModule: NetworkModule<'discord'> = {
  network: 'discord',
  /** The application's client id and secret install the bot; its bot token does the rest. */
  credentials: (config) => {
    const app = pair(config.DISCORD_CLIENT_ID, config.DISCORD_CLIENT_SECRET);
    return app && config.DISCORD_BOT_TOKEN ? { ...app, botToken: config.DISCORD_BOT_TOKEN } : undefined;
  },
  emulatorApp: {
    id: '1200000000000000001',
    secret: 'emulator-discord-secret',
    botToken: 'emulator-discord-bot-token',
  },
  create: (wiring) =>
    new DiscordAdapter({
      clientId: wiring.app.id,
      clientSecret: wiring.app.secret,
      // `credentials` and `emulatorApp` always carry one; without it every bot call answers 401.
      botToken: wiring.app.botToken ?? '',
      wwwBase: wiring.browser('https://discord.com', '/discord/www'),
      apiBase: wiring.server('https://discord.com/api', '/discord/api'),
      emulated: wiring.emulated,
      timeoutMs: wiring.timeoutMs,
    }),
};

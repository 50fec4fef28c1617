import {
  createEmulator,
  DEFAULT_DISCORD_APP,
  DEFAULT_FACEBOOK_APP,
  DEFAULT_GOOGLE_APP,
  DEFAULT_REDDIT_APP,
  DEFAULT_THREADS_APP,
  DEFAULT_TIKTOK_APP,
  DEFAULT_TWITCH_APP,
  DEFAULT_VK_APP,
  DEFAULT_X_APP,
} from './index.js';

const port = Number(process.env.PORT ?? process.env.EMULATOR_PORT ?? 4400);
const host = process.env.HOST ?? '127.0.0.1';
const seed = Number(process.env.SEED ?? process.env.EMULATOR_SEED ?? 1);
const facebookApp = {
  ...DEFAULT_FACEBOOK_APP,
  id: process.env.FACEBOOK_APP_ID ?? DEFAULT_FACEBOOK_APP.id,
  secret: process.env.FACEBOOK_APP_SECRET ?? DEFAULT_FACEBOOK_APP.secret,
};
const xApp = {
  ...DEFAULT_X_APP,
  clientId: process.env.X_CLIENT_ID ?? DEFAULT_X_APP.clientId,
  clientSecret: process.env.X_CLIENT_SECRET ?? DEFAULT_X_APP.clientSecret,
};
const threadsApp = {
  ...DEFAULT_THREADS_APP,
  id: process.env.THREADS_APP_ID ?? DEFAULT_THREADS_APP.id,
  secret: process.env.THREADS_APP_SECRET ?? DEFAULT_THREADS_APP.secret,
};
const googleApp = {
  ...DEFAULT_GOOGLE_APP,
  clientId: process.env.GOOGLE_CLIENT_ID ?? DEFAULT_GOOGLE_APP.clientId,
  clientSecret: process.env.GOOGLE_CLIENT_SECRET ?? DEFAULT_GOOGLE_APP.clientSecret,
};

const tiktokApp = {
  ...DEFAULT_TIKTOK_APP,
  clientKey: process.env.TIKTOK_CLIENT_KEY ?? DEFAULT_TIKTOK_APP.clientKey,
  clientSecret: process.env.TIKTOK_CLIENT_SECRET ?? DEFAULT_TIKTOK_APP.clientSecret,
};

const redditApp = {
  ...DEFAULT_REDDIT_APP,
  clientId: process.env.REDDIT_CLIENT_ID ?? DEFAULT_REDDIT_APP.clientId,
  clientSecret: process.env.REDDIT_CLIENT_SECRET ?? DEFAULT_REDDIT_APP.clientSecret,
};

const vkApp = {
  ...DEFAULT_VK_APP,
  id: process.env.VK_APP_ID ?? DEFAULT_VK_APP.id,
  secret: process.env.VK_APP_SECRET ?? DEFAULT_VK_APP.secret,
};

const discordApp = {
  ...DEFAULT_DISCORD_APP,
  clientId: process.env.DISCORD_CLIENT_ID ?? DEFAULT_DISCORD_APP.clientId,
  clientSecret: process.env.DISCORD_CLIENT_SECRET ?? DEFAULT_DISCORD_APP.clientSecret,
  botToken: process.env.DISCORD_BOT_TOKEN ?? DEFAULT_DISCORD_APP.botToken,
};

const twitchApp = {
  ...DEFAULT_TWITCH_APP,
  clientId: process.env.TWITCH_CLIENT_ID ?? DEFAULT_TWITCH_APP.clientId,
  clientSecret: process.env.TWITCH_CLIENT_SECRET ?? DEFAULT_TWITCH_APP.clientSecret,
};

const app = createEmulator({
  seed,
  facebook: { apps: [facebookApp] },
  x: { apps: [xApp] },
  threads: { apps: [threadsApp] },
  youtube: { apps: [googleApp] },
  tiktok: { apps: [tiktokApp] },
  reddit: { apps: [redditApp] },
  vk: { apps: [vkApp] },
  discord: { apps: [discordApp] },
  twitch: { apps: [twitchApp] },
});
const address = await app.listen({ host, port });
process.stdout.write(
  `Herald emulator listening at ${address} (seed ${seed})\n` +
    `  facebook: dialog ${address}/facebook/www  graph ${address}/facebook/graph  app ${facebookApp.id}\n` +
    `  x:        www ${address}/x/www  api ${address}/x/api  client ${xApp.clientId}\n` +
    `  threads:  www ${address}/threads/www  graph ${address}/threads/graph  app ${threadsApp.id}\n` +
    `  youtube:  accounts ${address}/youtube/accounts  oauth2 ${address}/youtube/oauth2  api ${address}/youtube/api  client ${googleApp.clientId}\n` +
    `  tiktok:   www ${address}/tiktok/www  open ${address}/tiktok/open  upload ${address}/tiktok/upload  client ${tiktokApp.clientKey}\n` +
    `  reddit:   www ${address}/reddit/www  oauth ${address}/reddit/oauth  media ${address}/reddit/media  client ${redditApp.clientId}\n` +
    `  vk:       oauth ${address}/vk/oauth  api ${address}/vk/api  upload ${address}/vk/upload  app ${vkApp.id}\n` +
    `  discord:  www ${address}/discord/www  api ${address}/discord/api  client ${discordApp.clientId}\n` +
    `  twitch:   id ${address}/twitch/id  helix ${address}/twitch/api/helix  client ${twitchApp.clientId}\n` +
    `  control:  ${address}/_emulator\n`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

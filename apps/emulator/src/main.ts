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

/** `app` with the fields `env` names taken from the environment where it sets them. */
function fromEnv<A extends object>(app: A, env: Partial<Record<keyof A, string>>): A {
  const set = Object.entries(env).flatMap(([field, name]) => {
    const value = typeof name === 'string' ? process.env[name] : undefined;
    return value === undefined ? [] : [[field, value]];
  });
  return { ...app, ...Object.fromEntries(set) };
}

const facebookApp = fromEnv(DEFAULT_FACEBOOK_APP, { id: 'FACEBOOK_APP_ID', secret: 'FACEBOOK_APP_SECRET' });
const xApp = fromEnv(DEFAULT_X_APP, { clientId: 'X_CLIENT_ID', clientSecret: 'X_CLIENT_SECRET' });
const threadsApp = fromEnv(DEFAULT_THREADS_APP, { id: 'THREADS_APP_ID', secret: 'THREADS_APP_SECRET' });
const googleApp = fromEnv(DEFAULT_GOOGLE_APP, {
  clientId: 'GOOGLE_CLIENT_ID',
  clientSecret: 'GOOGLE_CLIENT_SECRET',
});
const tiktokApp = fromEnv(DEFAULT_TIKTOK_APP, {
  clientKey: 'TIKTOK_CLIENT_KEY',
  clientSecret: 'TIKTOK_CLIENT_SECRET',
});
const redditApp = fromEnv(DEFAULT_REDDIT_APP, {
  clientId: 'REDDIT_CLIENT_ID',
  clientSecret: 'REDDIT_CLIENT_SECRET',
});
const vkApp = fromEnv(DEFAULT_VK_APP, { id: 'VK_APP_ID', secret: 'VK_APP_SECRET' });
const discordApp = fromEnv(DEFAULT_DISCORD_APP, {
  clientId: 'DISCORD_CLIENT_ID',
  clientSecret: 'DISCORD_CLIENT_SECRET',
  botToken: 'DISCORD_BOT_TOKEN',
});
const twitchApp = fromEnv(DEFAULT_TWITCH_APP, {
  clientId: 'TWITCH_CLIENT_ID',
  clientSecret: 'TWITCH_CLIENT_SECRET',
});

// The app's webhook callback (the App Dashboard's): Page feed, Messenger and Instagram deliveries go there.
const webhookUrl = process.env.FACEBOOK_WEBHOOK_URL;
// The Threads app's webhook callback: replies, mentions and deletions go there.
const threadsWebhookUrl = process.env.THREADS_WEBHOOK_URL;
// Where browsers reach the emulator (for the profile pictures it serves), when not at its own address.
const publicUrl = process.env.EMULATOR_PUBLIC_URL;
const app = createEmulator({
  seed,
  ...(publicUrl ? { publicUrl } : {}),
  facebook: { apps: [facebookApp], ...(webhookUrl ? { webhook: { callbackUrl: webhookUrl } } : {}) },
  x: { apps: [xApp] },
  threads: {
    apps: [threadsApp],
    ...(threadsWebhookUrl ? { webhook: { callbackUrl: threadsWebhookUrl } } : {}),
  },
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
    `  steam:    store ${address}/steam (appreviews/{appid}?json=1)\n` +
    `  twitch:   id ${address}/twitch/id  helix ${address}/twitch/api/helix  client ${twitchApp.clientId}\n` +
    `  control:  ${address}/_emulator\n`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

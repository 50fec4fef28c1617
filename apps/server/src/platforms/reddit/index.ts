import type { NetworkModule } from '../wiring.js';
import { pair } from '../wiring.js';
import { RedditAdapter } from './adapter.js';

export const redditModule: NetworkModule<'reddit'> = {
  network: 'reddit',
  credentials: (config) => pair(config.REDDIT_CLIENT_ID, config.REDDIT_CLIENT_SECRET),
  emulatorApp: { id: 'emulator-reddit-client', secret: 'emulator-reddit-secret' },
  create: (wiring) =>
    new RedditAdapter({
      clientId: wiring.app.id,
      clientSecret: wiring.app.secret,
      wwwBase: wiring.browser('https://www.reddit.com', '/reddit/www'),
      tokenBase: wiring.server('https://www.reddit.com', '/reddit/www'),
      apiBase: wiring.server('https://oauth.reddit.com', '/reddit/oauth'),
      userAgent: wiring.config.REDDIT_USER_AGENT,
      emulated: wiring.emulated,
      timeoutMs: wiring.timeoutMs,
    }),
};

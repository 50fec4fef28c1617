import type { NetworkModule } from '../wiring.js';
import { pair } from '../wiring.js';
import { ThreadsAdapter } from './adapter.js';

export { threadsAuthor } from './reading.js';

export const threadsModule: NetworkModule<'threads'> = {
  network: 'threads',
  credentials: (config) => pair(config.THREADS_APP_ID, config.THREADS_APP_SECRET),
  emulatorApp: { id: '990000000000002', secret: 'emulator-threads-app-secret' },
  create: (wiring) =>
    new ThreadsAdapter({
      appId: wiring.app.id,
      appSecret: wiring.app.secret,
      version: 'v1.0',
      wwwBase: wiring.browser('https://threads.net', '/threads/www'),
      graphBase: wiring.server('https://graph.threads.net', '/threads/graph'),
      emulated: wiring.emulated,
      timeoutMs: wiring.timeoutMs,
    }),
};

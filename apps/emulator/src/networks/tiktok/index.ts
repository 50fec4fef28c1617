import type { FastifyInstance } from 'fastify';
import type { NetworkFactory } from '../../core/network.js';
import { registerTiktokControl } from './control.js';
import { registerDisplay } from './display.js';
import { sendApiError, TiktokApiError } from './errors.js';
import { registerAuthorize } from './oauth.js';
import { registerPublishing, UPLOAD_BASE } from './publish.js';
import type { TiktokRuntime } from './routing.js';
import { createTiktokState } from './state.js';
import { registerTokenEndpoints } from './token-endpoints.js';
import type { TiktokApp } from './types.js';
import { registerUpload } from './upload.js';

export type { TiktokApp } from './types.js';

/** The Login Kit app the emulator knows out of the box. */
export const DEFAULT_TIKTOK_APP: TiktokApp = {
  clientKey: 'emulatortiktokkey',
  clientSecret: 'emulator-tiktok-client-secret',
  name: 'Herald',
};

export interface TiktokOptions {
  /** Registered apps; default: DEFAULT_TIKTOK_APP. */
  apps?: TiktokApp[];
}

function registerOpen(app: FastifyInstance, rt: TiktokRuntime): void {
  registerTokenEndpoints(app, rt);
  registerDisplay(app, rt);
  registerPublishing(app, rt);
  app.setNotFoundHandler(async (_request, reply) =>
    sendApiError(
      reply,
      rt.state,
      rt.context.clock.now(),
      new TiktokApiError(404, 'invalid_params', 'The API path does not exist.'),
    ),
  );
}

/**
 * TikTok: Login Kit's consent page under `/tiktok/www` (www.tiktok.com), the Open API under
 * `/tiktok/open` (open.tiktokapis.com) and the upload host under `/tiktok/upload`.
 */
export function tiktokNetwork(options: TiktokOptions = {}): NetworkFactory {
  return (context) => {
    const build = () =>
      createTiktokState(context.seed(), context.clock.now(), options.apps ?? [DEFAULT_TIKTOK_APP]);
    const rt: TiktokRuntime = { state: build(), context };
    return {
      name: 'tiktok',
      prefix: '/tiktok',
      bases: { www: '/tiktok/www', open: '/tiktok/open', upload: UPLOAD_BASE },
      register: async (app) => {
        await app.register(async (www) => registerAuthorize(www, rt), { prefix: '/www' });
        await app.register(async (open) => registerOpen(open, rt), { prefix: '/open' });
        await app.register(async (upload) => registerUpload(upload, rt), { prefix: '/upload' });
      },
      registerControl: (app) => registerTiktokControl(app, rt),
      reset: () => {
        rt.state = build();
      },
    };
  };
}

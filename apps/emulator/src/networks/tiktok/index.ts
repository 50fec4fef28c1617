import type { FastifyInstance } from 'fastify';
import { defineNetwork, type NetworkFactory, type NetworkOptions } from '../../core/network.js';
import { registerTiktokControl } from './control.js';
import { registerDisplay } from './display.js';
import { sendApiError, TiktokApiError } from './errors.js';
import { settlePublishes } from './lifecycle.js';
import { registerAuthorize } from './oauth.js';
import { registerPublishing } from './publish.js';
import type { TiktokRuntime } from './routing.js';
import { createTiktokState } from './state.js';
import { registerTokenEndpoints } from './token-endpoints.js';
import type { TiktokApp, TiktokState } from './types.js';
import { registerUpload } from './upload.js';

export type { TiktokApp } from './types.js';

/** The Login Kit app the emulator knows out of the box. */
export const DEFAULT_TIKTOK_APP: TiktokApp = {
  clientKey: 'emulatortiktokkey',
  clientSecret: 'emulator-tiktok-client-secret',
  name: 'Herald',
};

/** Registered apps; default: DEFAULT_TIKTOK_APP. */
export type TiktokOptions = NetworkOptions<TiktokApp>;

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
  return defineNetwork<TiktokState>({
    name: 'tiktok',
    create: (seed, now) => createTiktokState(seed, now, options.apps ?? [DEFAULT_TIKTOK_APP]),
    hosts: [
      { base: 'www', path: '/www', register: registerAuthorize },
      { base: 'open', path: '/open', register: registerOpen },
      { base: 'upload', path: '/upload', register: registerUpload },
    ],
    advance: settlePublishes,
    control: registerTiktokControl,
  });
}

import type { FastifyInstance } from 'fastify';
import { defineNetwork, type NetworkFactory, type NetworkOptions } from '../../core/network.js';
import { registerXControl } from './control.js';
import { registerDms } from './dms.js';
import { registerLikes } from './likes.js';
import { registerMedia } from './media.js';
import { registerAuthorize } from './oauth.js';
import type { XRuntime } from './routing.js';
import { registerSearch } from './search.js';
import { createXState } from './state.js';
import { registerTimelines } from './timelines.js';
import { registerTokenEndpoints } from './token-endpoints.js';
import { registerTweets } from './tweets.js';
import type { XApp, XState } from './types.js';
import { registerUsers } from './users.js';
import { advanceWorld } from './world.js';

export type { XApp } from './types.js';

/** The OAuth 2.0 client the emulator knows out of the box: a confidential client (Basic auth). */
export const DEFAULT_X_APP: XApp = {
  clientId: 'emulator-x-client-id',
  clientSecret: 'emulator-x-client-secret',
  name: 'Herald',
};

/** Registered OAuth 2.0 clients; default: DEFAULT_X_APP. A client without a secret is public. */
export type XOptions = NetworkOptions<XApp>;

function registerApi(app: FastifyInstance, rt: XRuntime): void {
  registerTokenEndpoints(app, rt);
  registerUsers(app, rt);
  registerTweets(app, rt);
  registerSearch(app, rt);
  registerTimelines(app, rt);
  registerLikes(app, rt);
  registerMedia(app, rt);
  registerDms(app, rt);
  app.setNotFoundHandler(async (_request, reply) =>
    reply.code(404).send({ errors: [{ message: 'Sorry, that page does not exist', code: 34 }] }),
  );
}

/** X API v2: the consent page under `/x/www` (x.com), the API under `/x/api` (api.x.com). */
export function xNetwork(options: XOptions = {}): NetworkFactory {
  return defineNetwork<XState>({
    name: 'x',
    create: (seed, now) => createXState(seed, now, options.apps ?? [DEFAULT_X_APP]),
    hosts: [
      { base: 'www', path: '/www', register: registerAuthorize },
      { base: 'api', path: '/api', register: registerApi },
    ],
    advance: advanceWorld,
    control: registerXControl,
  });
}

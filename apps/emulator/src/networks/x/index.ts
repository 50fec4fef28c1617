import type { FastifyInstance } from 'fastify';
import type { NetworkFactory } from '../../core/network.js';
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
import type { XApp } from './types.js';
import { registerUsers } from './users.js';

export type { XApp } from './types.js';

/** The OAuth 2.0 client the emulator knows out of the box: a confidential client (Basic auth). */
export const DEFAULT_X_APP: XApp = {
  clientId: 'emulator-x-client-id',
  clientSecret: 'emulator-x-client-secret',
  name: 'Herald',
};

export interface XOptions {
  /** Registered OAuth 2.0 clients; default: DEFAULT_X_APP. A client without a secret is public. */
  apps?: XApp[];
}

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
  return (context) => {
    const build = () => createXState(context.seed(), context.clock.now(), options.apps ?? [DEFAULT_X_APP]);
    const rt: XRuntime = { state: build(), context };
    return {
      name: 'x',
      prefix: '/x',
      bases: { www: '/x/www', api: '/x/api' },
      register: async (app) => {
        await app.register(async (www) => registerAuthorize(www, rt), { prefix: '/www' });
        await app.register(async (api) => registerApi(api, rt), { prefix: '/api' });
      },
      registerControl: (app) => registerXControl(app, rt),
      reset: () => {
        rt.state = build();
      },
    };
  };
}

import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { NetworkFactory } from '../../core/network.js';
import { registerChannels } from './channels.js';
import { registerComments } from './comments.js';
import { registerYoutubeControl } from './control.js';
import { GoogleError, sendGoogleError } from './errors.js';
import { registerAuthorize } from './oauth.js';
import type { YtRuntime } from './routing.js';
import { registerSearch } from './search.js';
import { createYoutubeState } from './state.js';
import { registerTokenEndpoints } from './token-endpoints.js';
import type { GoogleApp } from './types.js';
import { registerUploads } from './upload.js';
import { registerVideos } from './videos.js';

export type { GoogleApp } from './types.js';

/** The Google Cloud OAuth client the emulator knows out of the box (a web application). */
export const DEFAULT_GOOGLE_APP: GoogleApp = {
  clientId: 'emulator-google-client-id.apps.googleusercontent.com',
  clientSecret: 'emulator-google-client-secret',
  name: 'Herald',
};

export interface YoutubeOptions {
  /** Registered OAuth clients; default: DEFAULT_GOOGLE_APP. */
  apps?: GoogleApp[];
}

async function registerApi(app: FastifyInstance, rt: YtRuntime): Promise<void> {
  registerChannels(app, rt);
  registerVideos(app, rt);
  registerComments(app, rt);
  registerSearch(app, rt);
  // The upload endpoint reads raw video bytes: its own body parser, in its own scope.
  const uploads: FastifyPluginAsync = async (scoped) => {
    registerUploads(scoped, rt);
  };
  await app.register(uploads);
  app.setNotFoundHandler(async (_request, reply) =>
    sendGoogleError(reply, new GoogleError(404, 'notFound', 'Not Found', 'global')),
  );
}

/**
 * YouTube Data API v3 with Google OAuth 2.0: the consent page under `/youtube/accounts`
 * (accounts.google.com), the token endpoints under `/youtube/oauth2` (oauth2.googleapis.com), the API
 * and the upload endpoint under `/youtube/api` (www.googleapis.com).
 */
export function youtubeNetwork(options: YoutubeOptions = {}): NetworkFactory {
  return (context) => {
    const build = () =>
      createYoutubeState(context.seed(), context.clock.now(), options.apps ?? [DEFAULT_GOOGLE_APP]);
    const rt: YtRuntime = { state: build(), context };
    return {
      name: 'youtube',
      prefix: '/youtube',
      bases: { accounts: '/youtube/accounts', oauth2: '/youtube/oauth2', api: '/youtube/api' },
      register: async (app) => {
        await app.register(async (accounts) => registerAuthorize(accounts, rt), { prefix: '/accounts' });
        await app.register(async (oauth2) => registerTokenEndpoints(oauth2, rt), { prefix: '/oauth2' });
        await app.register(async (api) => registerApi(api, rt), { prefix: '/api' });
      },
      registerControl: (app) => registerYoutubeControl(app, rt),
      reset: () => {
        rt.state = build();
      },
    };
  };
}

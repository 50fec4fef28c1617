import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { defineNetwork, type NetworkFactory, type NetworkOptions } from '../../core/network.js';
import { registerChannels } from './channels.js';
import { registerComments } from './comments.js';
import { registerYoutubeControl } from './control.js';
import { GoogleError, sendGoogleError } from './errors.js';
import { registerAuthorize } from './oauth.js';
import type { YtRuntime } from './routing.js';
import { registerSearch } from './search.js';
import { createYoutubeState } from './state.js';
import { registerTokenEndpoints } from './token-endpoints.js';
import type { GoogleApp, YtState } from './types.js';
import { registerUploads } from './upload.js';
import { registerVideos } from './videos.js';
import { advanceWorld } from './world.js';

export type { GoogleApp } from './types.js';

/** The Google Cloud OAuth client the emulator knows out of the box (a web application). */
export const DEFAULT_GOOGLE_APP: GoogleApp = {
  clientId: 'emulator-google-client-id.apps.googleusercontent.com',
  clientSecret: 'emulator-google-client-secret',
  name: 'Herald',
};

/** Registered OAuth clients; default: DEFAULT_GOOGLE_APP. */
export type YoutubeOptions = NetworkOptions<GoogleApp>;

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
  return defineNetwork<YtState>({
    name: 'youtube',
    create: (seed, now) => createYoutubeState(seed, now, options.apps ?? [DEFAULT_GOOGLE_APP]),
    hosts: [
      { base: 'accounts', path: '/accounts', register: registerAuthorize },
      { base: 'oauth2', path: '/oauth2', register: registerTokenEndpoints },
      { base: 'api', path: '/api', register: registerApi },
    ],
    advance: advanceWorld,
    control: registerYoutubeControl,
  });
}

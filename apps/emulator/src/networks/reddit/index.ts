import type { FastifyInstance } from 'fastify';
import { defineNetwork, type NetworkFactory, type NetworkOptions } from '../../core/network.js';
import { registerAccount } from './account.js';
import { registerComments } from './comments.js';
import { registerRedditControl } from './control.js';
import { registerEngagement } from './engagement.js';
import { registerBucket, registerLease } from './media.js';
import { registerMessages } from './messages.js';
import { registerAuthorize } from './oauth.js';
import type { RedditRuntime } from './routing.js';
import { registerSearch } from './search.js';
import { registerSubmit } from './submit.js';
import { registerSubreddits } from './subreddits.js';
import { registerTokenEndpoints } from './token-endpoints.js';
import type { RedditApp, RedditState } from './types.js';
import { advanceWorld } from './world.js';
import { createRedditState } from './world-seed.js';

export type { RedditApp } from './types.js';

/** The "web app" the emulator knows out of the box (confidential: HTTP Basic on the token endpoint). */
export const DEFAULT_REDDIT_APP: RedditApp = {
  clientId: 'emulator-reddit-client',
  clientSecret: 'emulator-reddit-secret',
  name: 'Herald',
};

/** Registered apps; default: DEFAULT_REDDIT_APP. */
export type RedditOptions = NetworkOptions<RedditApp>;

function registerOauthHost(app: FastifyInstance, rt: RedditRuntime): void {
  registerAccount(app, rt);
  registerSubreddits(app, rt);
  registerSubmit(app, rt);
  registerLease(app, rt);
  registerComments(app, rt);
  registerEngagement(app, rt);
  registerSearch(app, rt);
  registerMessages(app, rt);
  app.setNotFoundHandler(async (_request, reply) =>
    reply.code(404).send({ message: 'Not Found', error: 404 }),
  );
}

function registerWww(app: FastifyInstance, rt: RedditRuntime): void {
  registerAuthorize(app, rt);
  registerTokenEndpoints(app, rt);
}

/**
 * Reddit's Data API: www.reddit.com under `/reddit/www` (consent, token, revoke), oauth.reddit.com under
 * `/reddit/oauth`, and the media bucket upload leases point at under `/reddit/media`.
 */
export function redditNetwork(options: RedditOptions = {}): NetworkFactory {
  return defineNetwork<RedditState>({
    name: 'reddit',
    create: (seed, now) => createRedditState(seed, now, options.apps ?? [DEFAULT_REDDIT_APP]),
    hosts: [
      { base: 'www', path: '/www', register: registerWww },
      { base: 'oauth', path: '/oauth', register: registerOauthHost },
      { base: 'media', path: '/media', register: registerBucket },
    ],
    advance: advanceWorld,
    control: registerRedditControl,
  });
}

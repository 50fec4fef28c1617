import type { FastifyInstance } from 'fastify';
import type { NetworkFactory } from '../../core/network.js';
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
import type { RedditApp } from './types.js';
import { createRedditState } from './world-seed.js';

export type { RedditApp } from './types.js';

/** The "web app" the emulator knows out of the box (confidential: HTTP Basic on the token endpoint). */
export const DEFAULT_REDDIT_APP: RedditApp = {
  clientId: 'emulator-reddit-client',
  clientSecret: 'emulator-reddit-secret',
  name: 'Herald',
};

export interface RedditOptions {
  /** Registered apps; default: DEFAULT_REDDIT_APP. */
  apps?: RedditApp[];
}

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

/**
 * Reddit's Data API: www.reddit.com under `/reddit/www` (consent, token, revoke), oauth.reddit.com under
 * `/reddit/oauth`, and the media bucket upload leases point at under `/reddit/media`.
 */
export function redditNetwork(options: RedditOptions = {}): NetworkFactory {
  return (context) => {
    const build = () =>
      createRedditState(context.seed(), context.clock.now(), options.apps ?? [DEFAULT_REDDIT_APP]);
    const rt: RedditRuntime = { state: build(), context };
    return {
      name: 'reddit',
      prefix: '/reddit',
      bases: { www: '/reddit/www', oauth: '/reddit/oauth', media: '/reddit/media' },
      register: async (app) => {
        await app.register(
          async (www) => {
            registerAuthorize(www, rt);
            registerTokenEndpoints(www, rt);
          },
          { prefix: '/www' },
        );
        await app.register(async (oauth) => registerOauthHost(oauth, rt), { prefix: '/oauth' });
        await app.register(async (media) => registerBucket(media, rt), { prefix: '/media' });
      },
      registerControl: (app) => registerRedditControl(app, rt),
      reset: () => {
        rt.state = build();
      },
    };
  };
}

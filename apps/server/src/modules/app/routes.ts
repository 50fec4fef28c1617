import { appEndpoints } from '@herald/contract';
import { type Binding, bind } from '../../http/bind.js';
import type { AppDeps } from './deps.js';
import { appPostView, listAppPosts, ownAppPost, publisherOf } from './posts.js';
import { mobilePublishers } from './publishers.js';
import { linkAppPost, shareAppPost } from './share.js';

/** The app shell (SPEC §7 app/post) and the Web Push subscriptions that tell publishers. */
export function appRoutes(deps: AppDeps): Binding[] {
  const { db, push } = deps;
  return [
    bind(appEndpoints.postList, (input, ctx) => listAppPosts(deps, publisherOf(ctx), input)),
    bind(appEndpoints.postDetail, async (input, ctx) =>
      appPostView(deps, db, await ownAppPost(db, publisherOf(ctx), input.id)),
    ),
    bind(appEndpoints.postShare, (input, ctx) => shareAppPost(deps, publisherOf(ctx), input.id)),
    bind(appEndpoints.postLink, (input, ctx) => linkAppPost(deps, publisherOf(ctx), input.id)),
    bind(appEndpoints.publishers, (_input, ctx) => mobilePublishers(db, push, ctx.tenant.gameId)),
    bind(appEndpoints.pushKey, async () => ({ public_key: (await push.vapid()).publicKey })),
    bind(appEndpoints.pushSubscribe, async (input, ctx) => {
      await push.subscribe(ctx.user.id, input.subscription);
      return null;
    }),
    bind(appEndpoints.pushUnsubscribe, async (input, ctx) => {
      await push.unsubscribe(ctx.user.id, input.endpoint);
      return null;
    }),
  ];
}

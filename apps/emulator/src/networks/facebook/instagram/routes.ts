import type { FastifyInstance } from 'fastify';
import { project } from '../fields.js';
import { paginate } from '../paging.js';
import { type AuthedCall, type FbRuntime, graphRoute } from '../routing.js';
import { type IgScope, igUserFor } from './access.js';
import { createReply, readReplies } from './comments.js';
import { createContainer } from './containers.js';
import { registerHashtags } from './hashtags.js';
import { publishContainer, publishingLimit } from './publish.js';
import { isFeed, isLiveStory, ownMedia } from './state.js';
import type { IgAccount, IgMedia } from './types.js';
import { igMediaSpec } from './views.js';

/** A paged list of media (`limit`, `after`, `before`) rendered with the call's `fields`. */
function mediaList(call: AuthedCall, scope: IgScope, select: (account: IgAccount) => IgMedia[]) {
  const items = select(igUserFor(call, scope));
  const { data, paging } = paginate(items, (media) => media.id, call.params, call.request);
  return {
    data: data.map((media) => project(igMediaSpec(call.state, media, call.now), call.fields)),
    paging,
  };
}

const taggedIn = (call: AuthedCall, account: IgAccount): IgMedia[] =>
  [...call.state.ig.media.values()]
    .filter((media) => media.taggedAccountIds.includes(account.id))
    .sort((a, b) => b.createdAt - a.createdAt);

/** The Instagram-only edges (IG User and IG Comment); node reads and writes go through the shared routes. */
export function registerInstagram(app: FastifyInstance, rt: FbRuntime): void {
  graphRoute(app, rt, {
    method: 'GET',
    url: '/:id/media',
    operation: 'ig.media.read',
    handler: (call) =>
      mediaList(call, 'instagram_basic', (account) => ownMedia(call.state.ig, account.id, isFeed)),
  });
  graphRoute(app, rt, {
    method: 'POST',
    url: '/:id/media',
    operation: 'ig.media.create',
    handler: createContainer,
  });
  graphRoute(app, rt, {
    method: 'POST',
    url: '/:id/media_publish',
    operation: 'ig.media_publish',
    aliases: ['publish'],
    handler: publishContainer,
  });
  graphRoute(app, rt, {
    method: 'GET',
    url: '/:id/content_publishing_limit',
    operation: 'ig.content_publishing_limit',
    handler: publishingLimit,
  });
  graphRoute(app, rt, {
    method: 'GET',
    url: '/:id/stories',
    operation: 'ig.stories.read',
    handler: (call) =>
      mediaList(call, 'instagram_basic', (account) =>
        ownMedia(call.state.ig, account.id, (media) => isLiveStory(media, call.now)),
      ),
  });
  graphRoute(app, rt, {
    method: 'GET',
    url: '/:id/tags',
    operation: 'ig.tags.read',
    handler: (call) => mediaList(call, 'instagram_manage_comments', (account) => taggedIn(call, account)),
  });
  graphRoute(app, rt, {
    method: 'GET',
    url: '/:id/replies',
    operation: 'ig.replies.read',
    handler: readReplies,
  });
  graphRoute(app, rt, {
    method: 'POST',
    url: '/:id/replies',
    operation: 'ig.replies.create',
    handler: createReply,
  });
  registerHashtags(app, rt);
}

import type { FastifyInstance } from 'fastify';
import { DAY } from '../../core/clock.js';
import { str } from '../../core/params.js';
import { type NodeSpec, project } from '../facebook/fields.js';
import { createContainer } from './containers.js';
import { GraphError, invalidParam, mediaNotFound, publishingLimit, unsupportedRequest } from './errors.js';
import { resolveId, type ThAuthedCall, type ThRuntime, threadsRoute } from './routing.js';
import { addPost, containerError, containerStatus } from './state.js';
import { PUBLISH } from './tokens.js';
import type { ContainerType, PostType, ThContainer, ThPost, ThState } from './types.js';

const POST_TYPES: Record<ContainerType, PostType> = {
  TEXT: 'TEXT_POST',
  IMAGE: 'IMAGE',
  VIDEO: 'VIDEO',
  CAROUSEL: 'CAROUSEL_ALBUM',
};

const inWindow = (times: number[], now: number): number => times.filter((at) => at > now - DAY).length;

function checkQuota(state: ThState, container: ThContainer, now: number): void {
  const reply = container.replyToId !== undefined;
  const used = inWindow(reply ? state.quota.replies : state.quota.posts, now);
  const total = reply ? state.limits.repliesPerDay : state.limits.postsPerDay;
  if (used >= total) throw publishingLimit(reply ? 'replies' : 'posts', total);
}

function postOf(state: ThState, container: ThContainer, now: number, childIds: string[] = []): ThPost {
  const post = addPost(state, {
    ownerId: container.ownerId,
    type: POST_TYPES[container.type],
    text: container.text,
    createdAt: now,
    mediaUrl: container.imageUrl ?? container.videoUrl,
    childIds,
    isCarouselItem: container.isCarouselItem,
    linkAttachment: container.linkAttachment,
    replyToId: container.replyToId,
    quotePostId: container.quotePostId,
    replyControl: container.replyControl,
    poll: container.poll ? { options: container.poll, expiresAt: now + DAY } : undefined,
    locationId: container.locationId,
    altText: container.altText,
    origin: 'api',
    containerId: container.id,
  });
  container.publishedId = post.id;
  return post;
}

/** Publishes a FINISHED container once (carousels with their items), within the 24-hour quotas. */
export function publishContainer(call: ThAuthedCall, container: ThContainer): ThPost {
  const { state, now } = call;
  const status = containerStatus(state, container, now);
  if (status === 'PUBLISHED') throw invalidParam('This media container has already been published');
  if (status === 'EXPIRED')
    throw invalidParam('The media container has expired: containers must be published within 24 hours');
  if (status === 'ERROR')
    throw new GraphError({
      code: 100,
      message: `(#100) The media could not be processed: ${containerError(state, container) ?? 'UNKNOWN'}`,
    });
  if (status === 'IN_PROGRESS') throw mediaNotFound();
  checkQuota(state, container, now);
  const items = container.children.flatMap((id) => state.containers.get(id) ?? []);
  const childIds = items.map((item) => postOf(state, item, now).id);
  const post = postOf(state, container, now, childIds);
  (post.replyToId ? state.quota.replies : state.quota.posts).push(now);
  return post;
}

function publish(call: ThAuthedCall) {
  if (resolveId(call) !== call.user.id) throw unsupportedRequest('POST', resolveId(call));
  const creationId = str(call.params, 'creation_id');
  if (!creationId) throw invalidParam('The parameter creation_id is required');
  const container = call.state.containers.get(creationId);
  if (!container || container.ownerId !== call.user.id) throw mediaNotFound();
  if (container.isCarouselItem) throw invalidParam('A carousel item is published with its carousel');
  return { id: publishContainer(call, container).id };
}

function create(call: ThAuthedCall) {
  const container = createContainer(call);
  const auto = str(call.params, 'auto_publish_text') === 'true';
  if (auto && container.type !== 'TEXT') throw invalidParam('auto_publish_text applies to TEXT posts only');
  return { id: auto ? publishContainer(call, container).id : container.id };
}

function limitSpec(state: ThState, now: number): NodeSpec {
  const config = (total: number) => ({ quota_total: total, quota_duration: DAY / 1000 });
  return {
    type: 'ThreadsPublishingLimit',
    defaults: ['quota_usage', 'config'],
    resolvers: {
      quota_usage: () => inWindow(state.quota.posts, now),
      config: () => config(state.limits.postsPerDay),
      reply_quota_usage: () => inWindow(state.quota.replies, now),
      reply_config: () => config(state.limits.repliesPerDay),
      delete_quota_usage: () => inWindow(state.quota.deletes, now),
      delete_config: () => config(state.limits.deletesPerDay),
    },
  };
}

/** The container flow: create, (check status with GET /{id}), publish; and the quota endpoint. */
export function registerPublishing(app: FastifyInstance, rt: ThRuntime): void {
  threadsRoute(app, rt, {
    method: 'POST',
    url: '/:id/threads',
    operation: 'threads.create',
    scopes: PUBLISH,
    handler: create,
  });
  threadsRoute(app, rt, {
    method: 'POST',
    url: '/:id/threads_publish',
    operation: 'threads.publish',
    aliases: ['publish'],
    scopes: PUBLISH,
    handler: publish,
  });
  threadsRoute(app, rt, {
    method: 'GET',
    url: '/:id/threads_publishing_limit',
    operation: 'threads.publishing_limit',
    scopes: PUBLISH,
    handler: (call) => {
      if (resolveId(call) !== call.user.id) throw unsupportedRequest('GET', resolveId(call));
      return { data: [project(limitSpec(call.state, call.now), call.fields)] };
    },
  });
}

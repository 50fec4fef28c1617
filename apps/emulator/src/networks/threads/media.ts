import type { FastifyInstance } from 'fastify';
import { DAY } from '../../core/clock.js';
import { bool, str, timeParam } from '../../core/params.js';
import { paginate } from '../facebook/paging.js';
import { invalidParam, permissionError, publishingLimit, unsupportedRequest } from './errors.js';
import { resolveId, type ThAuthedCall, type ThRuntime, threadsRoute } from './routing.js';
import { isOwnThread, livePost, postsWhere } from './state.js';
import type { ThPost } from './types.js';
import { containerSpec, locationSpec, nodeView, postSpec, userSpec } from './views.js';

/** Posts by others that anyone may read: what search finds and what mentions the account. */
const PUBLIC_ORIGINS: ReadonlySet<ThPost['origin']> = new Set(['public', 'mention']);

/** A post the token's user may read: their own, a reply in one of their conversations, or a public one. */
function readablePost(call: ThAuthedCall, id: string): ThPost {
  const post = livePost(call.state, id, call.now);
  const root = post ? call.state.posts.get(post.rootId) : undefined;
  if (
    !post ||
    (post.ownerId !== call.user.id && root?.ownerId !== call.user.id && !PUBLIC_ORIGINS.has(post.origin))
  )
    throw unsupportedRequest(call.request.method, id);
  return post;
}

function readNode(call: ThAuthedCall) {
  const { state, now, fields, user } = call;
  const id = resolveId(call);
  if (id === user.id) return nodeView(userSpec(user), fields, id);
  const container = state.containers.get(id);
  if (container && container.ownerId === user.id)
    return nodeView(containerSpec(state, container, now), fields, id);
  const location = state.locations.get(id);
  if (location) return nodeView(locationSpec(location), fields, id);
  return nodeView(postSpec(state, readablePost(call, id), user, now), fields, id);
}

/** A list of posts with Graph paging; `since` / `until` bound it, `limit` at most 100. */
export function listOf(call: ThAuthedCall, posts: ThPost[]) {
  const since = timeParam(call.params, 'since');
  const until = timeParam(call.params, 'until');
  if (Number.isNaN(since) || Number.isNaN(until))
    throw invalidParam('since and until must be unix timestamps or dates');
  const inRange = posts.filter(
    (post) =>
      (since === undefined || post.createdAt >= since) && (until === undefined || post.createdAt <= until),
  );
  const { data, paging } = paginate(inRange, (post) => post.id, call.params, call.request);
  const fields = call.fields;
  const view = (post: ThPost) => nodeView(postSpec(call.state, post, call.user, call.now), fields, post.id);
  return { data: data.map(view), paging };
}

function threads(call: ThAuthedCall) {
  if (resolveId(call) !== call.user.id) throw unsupportedRequest('GET', resolveId(call));
  return listOf(
    call,
    postsWhere(call.state, call.now, (post) => isOwnThread(call.state, post)),
  );
}

/** Top-level replies of a post (newest first unless `reverse=false`), or the user's own replies. */
function replies(call: ThAuthedCall) {
  const id = resolveId(call);
  if (id === call.user.id) {
    return listOf(
      call,
      postsWhere(call.state, call.now, (post) => post.ownerId === id && !!post.replyToId),
    );
  }
  const post = readablePost(call, id);
  const list = postsWhere(call.state, call.now, (other) => other.replyToId === post.id);
  return listOf(call, bool(call.params, 'reverse') === false ? list.reverse() : list);
}

function conversation(call: ThAuthedCall) {
  const post = readablePost(call, resolveId(call));
  const list = postsWhere(
    call.state,
    call.now,
    (other) => other.rootId === post.rootId && other.id !== post.id,
  );
  return listOf(call, bool(call.params, 'reverse') === false ? list.reverse() : list);
}

function manageReply(call: ThAuthedCall) {
  const reply = readablePost(call, resolveId(call));
  const root = call.state.posts.get(reply.rootId);
  if (!reply.replyToId || root?.ownerId !== call.user.id)
    throw permissionError('Only replies to your own threads can be hidden', 10);
  const hide = str(call.params, 'hide');
  if (hide !== 'true' && hide !== 'false') throw invalidParam('Param hide must be a boolean');
  reply.hidden = hide === 'true';
  return { success: true };
}

function deletePost(call: ThAuthedCall) {
  const id = resolveId(call);
  const post = livePost(call.state, id, call.now);
  if (!post || post.isCarouselItem) throw unsupportedRequest('DELETE', id);
  if (post.ownerId !== call.user.id) throw permissionError('You can only delete your own posts', 10);
  const deletes = call.state.quota.deletes;
  if (deletes.filter((at) => at > call.now - DAY).length >= call.state.limits.deletesPerDay)
    throw publishingLimit('deletions', call.state.limits.deletesPerDay);
  post.deleted = true;
  for (const childId of post.childIds) {
    const child = call.state.posts.get(childId);
    if (child) child.deleted = true;
  }
  deletes.push(call.now);
  return { success: true, deleted_id: post.id };
}

/** Reading posts, containers and the user; replies, conversations, hiding replies, deleting posts. */
export function registerMedia(app: FastifyInstance, rt: ThRuntime): void {
  const replyScopes = ['threads_read_replies'];
  threadsRoute(app, rt, { method: 'GET', url: '/:id', operation: 'node.read', handler: readNode });
  threadsRoute(app, rt, { method: 'GET', url: '/:id/threads', operation: 'threads.read', handler: threads });
  threadsRoute(app, rt, {
    method: 'GET',
    url: '/:id/replies',
    operation: 'replies.read',
    scopes: replyScopes,
    handler: replies,
  });
  threadsRoute(app, rt, {
    method: 'GET',
    url: '/:id/conversation',
    operation: 'conversation.read',
    scopes: replyScopes,
    handler: conversation,
  });
  threadsRoute(app, rt, {
    method: 'POST',
    url: '/:id/manage_reply',
    operation: 'replies.manage',
    scopes: ['threads_manage_replies'],
    handler: manageReply,
  });
  threadsRoute(app, rt, {
    method: 'DELETE',
    url: '/:id',
    operation: 'threads.delete',
    scopes: ['threads_delete'],
    handler: deletePost,
  });
}

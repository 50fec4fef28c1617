import type { FastifyInstance } from 'fastify';
import { bool, str } from '../../core/params.js';
import { commentQuery, commentSpec, listComments } from './comment-views.js';
import { invalidParam, unsupportedRequest } from './errors.js';
import { project } from './fields.js';
import { createIgComment, readIgComments } from './instagram/comments.js';
import { withInstagram } from './instagram/nodes.js';
import { postMetricsAt } from './metrics.js';
import { paginate } from './paging.js';
import { validateMessage } from './publish.js';
import { type AuthedCall, type FbRuntime, graphRoute, resolveId } from './routing.js';
import { findNode, isLive } from './state.js';
import { requirePageActor, requireRead } from './tokens.js';
import type { FbComment, FbPost } from './types.js';
import { addComment } from './world.js';

interface Target {
  post: FbPost;
  comment?: FbComment;
  pageId: string;
}

/** Comments and likes hang off a post, a photo (its story) or a comment. */
function targetOf(call: AuthedCall, method: string): Target {
  const { state } = call;
  const id = resolveId(call);
  const node = findNode(state, id);
  let post: FbPost | undefined;
  let comment: FbComment | undefined;
  if (node?.kind === 'post') post = node.post;
  else if (node?.kind === 'photo') post = node.photo.postId ? state.posts.get(node.photo.postId) : undefined;
  else if (node?.kind === 'comment') {
    comment = node.comment;
    post = state.posts.get(node.comment.postId);
  }
  if (!post || !isLive(post)) throw unsupportedRequest(method, id);
  return { post, comment, pageId: post.pageId };
}

function readComments(call: AuthedCall) {
  const { state, auth, params } = call;
  const target = targetOf(call, 'GET');
  requireRead(state, auth, target.pageId, 'pages_read_engagement');
  const query = commentQuery(params);
  const items = listComments(state, target.comment ?? target.post.id, query, auth);
  const { data, paging } = paginate(items, (comment) => comment.id, params, call.request);
  return {
    data: data.map((comment) => project(commentSpec(state, comment, auth), call.fields)),
    paging,
    ...(bool(params, 'summary')
      ? { summary: { order: query.order ?? 'chronological', total_count: items.length, can_comment: true } }
      : {}),
  };
}

function createComment(call: AuthedCall) {
  const { state, auth, params, now } = call;
  const target = targetOf(call, 'POST');
  requirePageActor(auth, target.pageId, 'pages_manage_engagement');
  const message = str(params, 'message') ?? '';
  const attachmentId = str(params, 'attachment_id');
  const attachmentPhoto = attachmentId ? state.photos.get(attachmentId) : undefined;
  if (attachmentId && !attachmentPhoto)
    throw invalidParam(`attachment_id ${attachmentId} is not a photo of this Page`);
  const attachmentUrl = str(params, 'attachment_url') ?? attachmentPhoto?.url;
  if (!message && !attachmentUrl && !attachmentPhoto) throw invalidParam('Missing message or attachment');
  validateMessage(message);
  const page = state.pages.get(target.pageId);
  const comment = addComment(state, {
    postId: target.post.id,
    parentId: target.comment ? (target.comment.parentId ?? target.comment.id) : undefined,
    from: { id: target.pageId, name: page?.name ?? target.pageId },
    message,
    attachmentUrl:
      attachmentUrl ??
      (attachmentPhoto ? `https://www.facebook.com/photo.php?fbid=${attachmentPhoto.id}` : undefined),
    createdAt: now,
    organicLikes: 0,
    byVisitor: false,
  });
  return { id: comment.id };
}

function likes(target: Target): Set<string> {
  return target.comment ? target.comment.likes : target.post.likes;
}

function setLike(call: AuthedCall, liked: boolean) {
  const target = targetOf(call, call.request.method);
  requirePageActor(call.auth, target.pageId, 'pages_manage_engagement');
  if (liked) likes(target).add(target.pageId);
  else likes(target).delete(target.pageId);
  return { success: true };
}

function readLikes(call: AuthedCall) {
  const { state, auth, params, now } = call;
  const target = targetOf(call, 'GET');
  requireRead(state, auth, target.pageId, 'pages_read_engagement');
  const likers = [...likes(target)].map((id) => ({ id, name: state.pages.get(id)?.name ?? id }));
  const total = target.comment
    ? target.comment.likes.size + target.comment.organicLikes
    : (postMetricsAt(state, target.post, now).reactions.like ?? 0);
  const { data, paging } = paginate(likers, (liker) => liker.id, params, call.request);
  const viewer = auth.kind === 'page' ? auth.token?.pageId : undefined;
  return {
    data,
    paging,
    ...(bool(params, 'summary')
      ? {
          summary: {
            total_count: total,
            can_like: viewer === target.pageId,
            has_liked: viewer ? likes(target).has(viewer) : false,
          },
        }
      : {}),
  };
}

export function registerEngagement(app: FastifyInstance, rt: FbRuntime): void {
  const read = {
    method: 'GET',
    url: '/:id/comments',
    operation: 'comments.read',
    handler: readComments,
  } as const;
  graphRoute(app, rt, withInstagram(read, 'ig.comments.read', readIgComments));
  const create = {
    method: 'POST',
    url: '/:id/comments',
    operation: 'comments.create',
    handler: createComment,
  } as const;
  graphRoute(app, rt, withInstagram(create, 'ig.comments.create', createIgComment));
  graphRoute(app, rt, { method: 'GET', url: '/:id/likes', operation: 'likes.read', handler: readLikes });
  graphRoute(app, rt, {
    method: 'POST',
    url: '/:id/likes',
    operation: 'likes.create',
    handler: (call) => setLike(call, true),
  });
  graphRoute(app, rt, {
    method: 'DELETE',
    url: '/:id/likes',
    operation: 'likes.delete',
    handler: (call) => setLike(call, false),
  });
}

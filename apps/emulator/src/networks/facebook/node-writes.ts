import type { FastifyInstance } from 'fastify';
import { bool, str } from '../../core/params.js';
import { invalidParam, permissionError, unsupportedRequest } from './errors.js';
import { deleteIgNode, updateIgNode, withInstagram } from './instagram/nodes.js';
import { validateMessage } from './publish.js';
import { type AuthedCall, type FbRuntime, graphRoute, resolveId } from './routing.js';
import { findNode } from './state.js';
import { requirePageActor } from './tokens.js';
import type { FbComment, FbPost, FbState } from './types.js';

function publishNow(state: FbState, post: FbPost, now: number): void {
  post.publishedAt = now;
  post.scheduledAt = undefined;
  for (const photoId of post.photoIds) {
    const photo = state.photos.get(photoId);
    if (photo) photo.published = true;
  }
}

function updatePost(call: AuthedCall, post: FbPost) {
  requirePageActor(call.auth, post.pageId, 'pages_manage_posts');
  const message = str(call.params, 'message');
  const publish = bool(call.params, 'is_published');
  if (message === undefined && publish === undefined)
    throw invalidParam('No fields to update: pass message or is_published');
  if (message !== undefined) {
    validateMessage(message);
    post.message = message;
  }
  if (publish === true && post.publishedAt === undefined) publishNow(call.state, post, call.now);
  post.updatedAt = call.now;
  return { success: true };
}

function updateComment(call: AuthedCall, comment: FbComment) {
  const pageId = call.state.posts.get(comment.postId)?.pageId ?? '';
  requirePageActor(call.auth, pageId, 'pages_manage_engagement');
  const hidden = bool(call.params, 'is_hidden');
  const message = str(call.params, 'message');
  if (hidden === undefined && message === undefined)
    throw invalidParam('No fields to update: pass message or is_hidden');
  if (hidden !== undefined) {
    if (comment.from.id === pageId) throw invalidParam('Cannot hide or unhide comments made by the Page');
    comment.hidden = hidden;
  }
  if (message !== undefined) {
    if (comment.from.id !== pageId)
      throw permissionError('Permissions error: only the author can edit a comment');
    validateMessage(message);
    comment.message = message;
  }
  return { success: true };
}

function updateNode(call: AuthedCall) {
  const id = resolveId(call);
  const node = findNode(call.state, id);
  if (node?.kind === 'post') return updatePost(call, node.post);
  if (node?.kind === 'comment') return updateComment(call, node.comment);
  throw unsupportedRequest('POST', id);
}

function deleteComment(state: FbState, comment: FbComment): void {
  comment.deleted = true;
  for (const reply of state.comments.values()) if (reply.parentId === comment.id) reply.deleted = true;
}

function deleteNode(call: AuthedCall) {
  const { state, auth } = call;
  const id = resolveId(call);
  const node = findNode(state, id);
  if (node?.kind === 'post') {
    requirePageActor(auth, node.post.pageId, 'pages_manage_posts');
    node.post.deleted = true;
    for (const photoId of node.post.photoIds) {
      const photo = state.photos.get(photoId);
      if (photo) photo.deleted = true;
    }
    for (const comment of state.comments.values())
      if (comment.postId === node.post.id) comment.deleted = true;
    return { success: true };
  }
  if (node?.kind === 'comment') {
    requirePageActor(auth, state.posts.get(node.comment.postId)?.pageId ?? '', 'pages_manage_engagement');
    deleteComment(state, node.comment);
    return { success: true };
  }
  if (node?.kind === 'photo') {
    requirePageActor(auth, node.photo.pageId, 'pages_manage_posts');
    node.photo.deleted = true;
    const post = node.photo.postId ? state.posts.get(node.photo.postId) : undefined;
    if (post && post.photoIds.length === 1) post.deleted = true;
    return { success: true };
  }
  throw unsupportedRequest('DELETE', id);
}

export function registerNodeWrites(app: FastifyInstance, rt: FbRuntime): void {
  const update = { method: 'POST', url: '/:id', operation: 'node.update', handler: updateNode } as const;
  graphRoute(app, rt, withInstagram(update, 'ig.node.update', updateIgNode));
  const remove = { method: 'DELETE', url: '/:id', operation: 'node.delete', handler: deleteNode } as const;
  graphRoute(app, rt, withInstagram(remove, 'ig.node.delete', deleteIgNode));
}

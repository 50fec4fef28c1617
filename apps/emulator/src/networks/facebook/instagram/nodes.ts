import { unsupportedRequest } from '../errors.js';
import { project } from '../fields.js';
import { type AuthedCall, dispatchTo, type RouteDef } from '../routing.js';
import { ownerAccount, requireIg, viewerAccount } from './access.js';
import { igCommentSpec } from './comment-views.js';
import { deleteIgComment, updateIgComment, updateIgMedia } from './comments.js';
import { findIgNode, type IgNode } from './state.js';
import { containerSpec, igMediaSpec, igUserSpec } from './views.js';

export type IgHandler = (call: AuthedCall, node: IgNode) => unknown;

/**
 * A Facebook route whose `:id` may name an Instagram object instead (both live on graph.facebook.com):
 * such calls go to `ig`, and faults can also match them by `operation` (e.g. `ig.comments.create`).
 */
export function withInstagram(
  def: RouteDef<AuthedCall>,
  operation: string,
  ig: IgHandler,
): RouteDef<AuthedCall> {
  return dispatchTo(def, findIgNode, operation, ig);
}

function accountOf(call: AuthedCall, igUserId: string, objectId: string) {
  const account = call.state.ig.accounts.get(igUserId);
  if (!account) throw unsupportedRequest(call.request.method, objectId);
  return account;
}

/** `GET /{ig-user-id | ig-media-id | ig-container-id | ig-comment-id}?fields=…`. */
export function readIgNode(call: AuthedCall, node: IgNode) {
  const { state, now, fields } = call;
  switch (node.kind) {
    case 'ig_user':
      requireIg(call, node.account, 'instagram_basic');
      return project(igUserSpec(state, node.account, now), fields);
    case 'ig_media':
      requireIg(call, viewerAccount(call, node.media), 'instagram_basic', node.media.id);
      return project(igMediaSpec(state, node.media, now), fields);
    case 'ig_container': {
      const { container } = node;
      requireIg(
        call,
        accountOf(call, container.igUserId, container.id),
        'instagram_content_publish',
        container.id,
      );
      return project(containerSpec(container, now), fields);
    }
    case 'ig_comment': {
      const media = state.ig.media.get(node.comment.mediaId);
      const account = media ? ownerAccount(call, media) : undefined;
      if (!account) throw unsupportedRequest('GET', node.comment.id);
      requireIg(call, account, 'instagram_manage_comments', node.comment.id);
      return project(igCommentSpec(state.ig, node.comment), fields);
    }
  }
}

/** `POST /{ig-comment-id}?hide=…`, `POST /{ig-media-id}?comment_enabled=…`. */
export function updateIgNode(call: AuthedCall, node: IgNode) {
  if (node.kind === 'ig_comment') return updateIgComment(call, node.comment);
  if (node.kind === 'ig_media') return updateIgMedia(call, node.media);
  throw unsupportedRequest('POST', call.id);
}

/** `DELETE /{ig-comment-id}` (media cannot be deleted through the API). */
export function deleteIgNode(call: AuthedCall, node: IgNode) {
  if (node.kind === 'ig_comment') return deleteIgComment(call, node.comment);
  throw unsupportedRequest('DELETE', call.id);
}

import { bool, str } from '../../../core/params.js';
import { invalidParam, unsupportedRequest } from '../errors.js';
import { project } from '../fields.js';
import { paginate } from '../paging.js';
import type { AuthedCall } from '../routing.js';
import { ownerAccount, requireIg } from './access.js';
import { igCommentSpec, repliesOf, topLevelComments } from './comment-views.js';
import { addIgComment, type IgNode } from './state.js';
import type { IgAccount, IgComment, IgMedia } from './types.js';
import { validateCaption } from './validate.js';

interface Target {
  media: IgMedia;
  account: IgAccount;
}

/** The media a comment call is about, owned by an account the caller manages (`instagram_manage_comments`). */
function ownedMedia(call: AuthedCall, media: IgMedia | undefined, objectId: string): Target {
  const account = media ? ownerAccount(call, media) : undefined;
  if (!media || !account) throw unsupportedRequest(call.request.method, objectId);
  requireIg(call, account, 'instagram_manage_comments', objectId);
  return { media, account };
}

const mediaOfComment = (call: AuthedCall, comment: IgComment) => call.state.ig.media.get(comment.mediaId);

function listPage(call: AuthedCall, items: IgComment[]) {
  const { data, paging } = paginate(items, (comment) => comment.id, call.params, call.request);
  return { data: data.map((comment) => project(igCommentSpec(call.state.ig, comment), call.fields)), paging };
}

function addOwnerComment(call: AuthedCall, target: Target, parentId?: string) {
  const text = str(call.params, 'message') ?? '';
  if (!text.trim()) throw invalidParam('The parameter message is required.');
  validateCaption(text, 'comment');
  if (!target.media.commentsEnabled) throw invalidParam('Comments are disabled for this media');
  const { account } = target;
  const comment = addIgComment(call.state.ig, {
    mediaId: target.media.id,
    parentId,
    from: { id: account.id, username: account.username },
    text,
    createdAt: call.now,
    organicLikes: 0,
    byOwner: true,
  });
  return { id: comment.id };
}

/** `GET /{ig-media-id}/comments`: top-level comments, newest first. */
export function readIgComments(call: AuthedCall, node: IgNode) {
  if (node.kind !== 'ig_media') throw unsupportedRequest('GET', call.id);
  const { media } = ownedMedia(call, node.media, call.id);
  return listPage(call, topLevelComments(call.state.ig, media.id));
}

/** `POST /{ig-media-id}/comments?message=…` — e.g. the "first comment" under a new post. */
export function createIgComment(call: AuthedCall, node: IgNode) {
  if (node.kind !== 'ig_media' || node.media.parentId !== undefined || node.media.productType === 'STORY')
    throw unsupportedRequest('POST', call.id);
  return addOwnerComment(call, ownedMedia(call, node.media, call.id));
}

function commentFor(call: AuthedCall): IgComment {
  const comment = call.state.ig.comments.get(call.id);
  if (!comment || comment.deleted) throw unsupportedRequest(call.request.method, call.id);
  return comment;
}

/** `GET /{ig-comment-id}/replies`. */
export function readReplies(call: AuthedCall) {
  const comment = commentFor(call);
  ownedMedia(call, mediaOfComment(call, comment), comment.id);
  return listPage(call, repliesOf(call.state.ig, comment));
}

/** `POST /{ig-comment-id}/replies?message=…`: only top-level comments take replies. */
export function createReply(call: AuthedCall) {
  const comment = commentFor(call);
  const target = ownedMedia(call, mediaOfComment(call, comment), comment.id);
  if (comment.parentId !== undefined) throw invalidParam('Replies can only be made to top-level comments');
  return addOwnerComment(call, target, comment.id);
}

/** `POST /{ig-comment-id}?hide=true|false`. */
export function updateIgComment(call: AuthedCall, comment: IgComment) {
  ownedMedia(call, mediaOfComment(call, comment), comment.id);
  const hide = bool(call.params, 'hide');
  if (hide === undefined) throw invalidParam('The parameter hide is required.');
  if (comment.byOwner) throw invalidParam('Comments made by the media owner cannot be hidden');
  comment.hidden = hide;
  return { success: true };
}

/** `DELETE /{ig-comment-id}`: the comment and its replies. */
export function deleteIgComment(call: AuthedCall, comment: IgComment) {
  ownedMedia(call, mediaOfComment(call, comment), comment.id);
  comment.deleted = true;
  for (const reply of repliesOf(call.state.ig, comment)) reply.deleted = true;
  return { success: true };
}

/** `POST /{ig-media-id}?comment_enabled=false`. */
export function updateIgMedia(call: AuthedCall, media: IgMedia) {
  ownedMedia(call, media, media.id);
  const enabled = bool(call.params, 'comment_enabled');
  if (enabled === undefined) throw invalidParam('The parameter comment_enabled is required.');
  media.commentsEnabled = enabled;
  return { success: true };
}

import { grantView } from '../../core/grants.js';
import { countersAt, membersAt } from './metrics.js';
import { scopeNames } from './scopes.js';
import { postComments } from './state.js';
import type { VkComment, VkGroup, VkPost, VkState, VkToken } from './types.js';

const iso = (ms: number): string => new Date(ms).toISOString();

export function controlComment(comment: VkComment) {
  return {
    id: comment.id,
    post_id: comment.postId,
    from_id: comment.fromId,
    text: comment.text,
    date: iso(comment.date),
    reply_to_comment: comment.replyTo ?? null,
    thread_of: comment.threadOf ?? null,
    origin: comment.origin,
    deleted: comment.deleted,
    liked_by: [...comment.likes],
  };
}

export function controlPost(state: VkState, post: VkPost, now: number) {
  return {
    id: `${post.ownerId}_${post.id}`,
    post_id: post.id,
    owner_id: post.ownerId,
    from_id: post.fromId,
    created_by: post.createdBy,
    text: post.text,
    date: iso(post.date),
    created_at: iso(post.createdAt),
    postponed: post.postponed,
    deleted: post.deleted,
    origin: post.origin,
    attachments: post.attachments,
    signed: post.signed,
    close_comments: post.closeComments,
    marked_as_ads: post.markedAsAds,
    liked_by: [...post.likes],
    counters: countersAt(state, post, now),
  };
}

export function controlPostWithComments(state: VkState, post: VkPost, now: number) {
  return { ...controlPost(state, post, now), comments: postComments(state, post).map(controlComment) };
}

export function controlGroup(state: VkState, group: VkGroup, now: number) {
  return {
    id: group.id,
    name: group.name,
    screen_name: group.screenName,
    members: membersAt(state, group, now),
    admin_ids: group.adminIds,
    administered: group.adminIds.includes(state.user.id),
    links_forbidden: group.linksForbidden,
  };
}

export function controlToken(token: VkToken, now: number) {
  return {
    ...grantView(token, now),
    app_id: token.appId,
    user_id: token.userId,
    group_id: token.groupId ?? null,
    scope: token.scope,
    scopes: scopeNames(token.scope, token.kind),
  };
}

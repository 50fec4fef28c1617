import { bool, int, str } from '../../core/params.js';
import { mayManage, requireManage, viewerId, WALL, wallOwner } from './access.js';
import { accessDenied, commentsDenied, invalidParam } from './errors.js';
import { countersAt } from './metrics.js';
import type { MethodDef, VkCall } from './routing.js';
import { addComment, livePost, postComments } from './state.js';
import { key, type VkComment, type VkPost } from './types.js';
import { commentJson, groupJson, topLevel, userJson } from './views.js';

/** A published post of the wall `owner_id` names. */
function publishedPost(call: VkCall): VkPost {
  const group = wallOwner(call.state, call.params);
  const found = livePost(call.state, -group.id, int(call.params, 'post_id') ?? 0);
  if (!found) throw invalidParam('post_id is invalid');
  return found;
}

function commentOf(call: VkCall, ownerId: number, name: string): VkComment | undefined {
  const id = int(call.params, name);
  if (id === undefined) return undefined;
  const found = call.state.comments.get(key(ownerId, id));
  if (!found || found.deleted) throw invalidParam(`${name} is invalid`);
  return found;
}

/** Who a comment is from: the community (its token, or `from_group` for its admins) or the user. */
function commenter(call: VkCall, post: VkPost): number {
  const { caller } = call;
  const group = call.state.groups.get(-post.ownerId);
  if (!group) throw accessDenied();
  if (caller.token.kind === 'group') {
    if (!mayManage(caller, group)) throw accessDenied();
    return -group.id;
  }
  if ((caller.token.scope & WALL.user) === 0) throw accessDenied('no access to call this method');
  const fromGroup = int(call.params, 'from_group') ?? 0;
  if (fromGroup === 0) return caller.user.id;
  if (fromGroup !== group.id) throw invalidParam('from_group is invalid');
  requireManage(caller, group, WALL, () => accessDenied());
  return -group.id;
}

function createComment(call: VkCall) {
  const post = publishedPost(call);
  if (post.closeComments) throw commentsDenied();
  const fromId = commenter(call, post);
  const text = str(call.params, 'message') ?? '';
  if (!text.trim()) throw invalidParam('message is empty or invalid');
  const replyTo = commentOf(call, post.ownerId, 'reply_to_comment');
  if (replyTo && replyTo.postId !== post.id) throw invalidParam('reply_to_comment is invalid');
  const threadOf = replyTo ? (replyTo.threadOf ?? replyTo.id) : undefined;
  const comment = addComment(call.state, {
    ownerId: post.ownerId,
    postId: post.id,
    fromId,
    date: call.now,
    text,
    replyTo: replyTo?.id,
    threadOf,
    origin: 'api',
  });
  return { comment_id: comment.id, parents_stack: threadOf ? [threadOf] : [] };
}

function getComments(call: VkCall) {
  const { state, params, caller, now } = call;
  const post = publishedPost(call);
  const count = int(params, 'count') ?? 10;
  const offset = int(params, 'offset') ?? 0;
  const threadItems = int(params, 'thread_items_count') ?? 0;
  if (Number.isNaN(count) || count < 0 || count > 100) throw invalidParam('count should be at most 100');
  if (Number.isNaN(offset) || offset < 0) throw invalidParam('offset is invalid');
  if (Number.isNaN(threadItems) || threadItems < 0 || threadItems > 10)
    throw invalidParam('thread_items_count should be at most 10');
  const parent = commentOf(call, post.ownerId, 'comment_id');
  const level = parent
    ? postComments(state, post).filter((comment) => comment.threadOf === parent.id)
    : topLevel(state, post);
  if (str(params, 'sort') === 'desc') level.reverse();
  const items = level
    .slice(offset, offset + count)
    .map((comment) => commentJson(state, comment, viewerId(caller), threadItems));
  const answer = {
    count: postComments(state, post).length,
    current_level_count: level.length,
    can_post: !post.closeComments,
    show_reply_button: true,
    groups_can_post: true,
    items,
  };
  if (bool(params, 'extended') !== true) return answer;
  const authors = new Set(
    items.flatMap((item) => [item.from_id, ...(item.thread?.items ?? []).map((reply) => reply.from_id)]),
  );
  const profiles = [...authors].flatMap((id) => {
    const user = id > 0 ? state.users.get(id) : undefined;
    return user ? [userJson(user)] : [];
  });
  const groups = [...authors].flatMap((id) => {
    const group = id < 0 ? state.groups.get(-id) : undefined;
    return group ? [groupJson(state, group, caller.user.id, now, [])] : [];
  });
  return { ...answer, profiles, groups };
}

function like(call: VkCall) {
  const { state, params, caller } = call;
  const type = str(params, 'type');
  const group = wallOwner(state, params);
  if ((caller.token.scope & WALL.user) === 0) throw accessDenied('no access to call this method');
  if (type === 'post') {
    const post = livePost(state, -group.id, int(params, 'item_id') ?? 0);
    if (!post) throw invalidParam('item_id is invalid');
    post.likes.add(viewerId(caller));
    return { likes: countersAt(state, post, call.now).likes };
  }
  if (type === 'comment') {
    const comment = commentOf(call, -group.id, 'item_id');
    if (!comment) throw invalidParam('item_id is undefined');
    comment.likes.add(viewerId(caller));
    return { likes: comment.likes.size };
  }
  throw invalidParam('type is invalid (post or comment)');
}

export const COMMENT_METHODS: readonly MethodDef[] = [
  { name: 'wall.createComment', aliases: ['comment'], write: true, handler: createComment },
  { name: 'wall.getComments', userAuth: true, handler: getComments },
  { name: 'likes.add', aliases: ['like'], userAuth: true, handler: like },
];

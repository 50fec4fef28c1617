import { namesHandle } from '../../../core/handles.js';
import type { ThPost, ThState } from '../types.js';

/** What the world held when last looked at: every post, and which of the account's own were deleted. */
export interface Seen {
  state: ThState;
  posts: Set<string>;
  deleted: Set<string>;
}

const ownDeleted = (state: ThState) =>
  [...state.posts.values()].filter((post) => post.ownerId === state.user.id && post.deleted);

export function look(state: ThState): Seen {
  return {
    state,
    posts: new Set(state.posts.keys()),
    deleted: new Set(ownDeleted(state).map((post) => post.id)),
  };
}

export type Change =
  | { kind: 'replies'; post: ThPost }
  | { kind: 'mentions'; post: ThPost }
  | { kind: 'delete'; post: ThPost };

/** A reply by someone else in a conversation of one of the account's posts. */
function isReplyToAccount(state: ThState, post: ThPost): boolean {
  if (!post.replyToId || post.ownerId === state.user.id) return false;
  return state.posts.get(post.rootId)?.ownerId === state.user.id;
}

/** A post by someone else naming the account, as the mentions edge lists it. */
const mentionsAccount = (state: ThState, post: ThPost): boolean =>
  post.ownerId !== state.user.id && namesHandle(post.text, ['@'], state.user.username);

/** What happened in the world since `seen` (which is brought up to date), in the order it is found. */
export function changesSince(seen: Seen): Change[] {
  const { state } = seen;
  const changes: Change[] = [];
  for (const post of state.posts.values()) {
    if (seen.posts.has(post.id)) continue;
    seen.posts.add(post.id);
    if (post.deleted || post.isCarouselItem) continue;
    if (isReplyToAccount(state, post)) changes.push({ kind: 'replies', post });
    else if (mentionsAccount(state, post)) changes.push({ kind: 'mentions', post });
  }
  for (const post of ownDeleted(state)) {
    if (seen.deleted.has(post.id)) continue;
    seen.deleted.add(post.id);
    changes.push({ kind: 'delete', post });
  }
  return changes;
}

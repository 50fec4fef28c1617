import type { Params } from '../../core/params.js';
import type { FieldSel, NodeSpec } from './fields.js';
import { project } from './fields.js';
import { fbTime, localPart } from './state.js';
import type { AuthContext } from './tokens.js';
import type { FbComment, FbState } from './types.js';

export const COMMENT_DEFAULTS = ['created_time', 'from', 'message', 'id'] as const;

export interface CommentQuery {
  filter?: string;
  order?: string;
}

/** Comments on a post (top-level, or all with filter=stream) or replies to a comment. */
export function listComments(
  state: FbState,
  target: FbComment | string,
  query: CommentQuery,
  auth: AuthContext,
): FbComment[] {
  const isPageViewer = auth.kind === 'page';
  const items = [...state.comments.values()].filter((comment) => {
    if (comment.deleted || (comment.hidden && !isPageViewer)) return false;
    if (typeof target !== 'string') return comment.parentId === target.id;
    if (comment.postId !== target) return false;
    return query.filter === 'stream' || comment.parentId === undefined;
  });
  items.sort((a, b) => a.createdAt - b.createdAt);
  if (query.order === 'reverse_chronological') items.reverse();
  return items;
}

export function commentQuery(params: Params | Record<string, string>): CommentQuery {
  const filter = params.filter;
  const order = params.order;
  return {
    filter: typeof filter === 'string' ? filter : undefined,
    order: typeof order === 'string' ? order : undefined,
  };
}

function pageIdOf(state: FbState, comment: FbComment): string {
  return state.posts.get(comment.postId)?.pageId ?? '';
}

export function commentSpec(state: FbState, comment: FbComment, auth: AuthContext): NodeSpec {
  const viewer = auth.kind === 'page' ? auth.token?.pageId : undefined;
  const pageId = pageIdOf(state, comment);
  const canSeeAuthor = !comment.byVisitor || auth.scopes.has('pages_read_user_content');
  const replies = () => listComments(state, comment, {}, auth);
  const parent = comment.parentId ? state.comments.get(comment.parentId) : undefined;
  return {
    type: 'Comment',
    defaults: COMMENT_DEFAULTS,
    edges: ['comments', 'parent'],
    resolvers: {
      id: () => comment.id,
      message: () => comment.message,
      created_time: () => fbTime(comment.createdAt),
      from: () => (canSeeAuthor ? { name: comment.from.name, id: comment.from.id } : undefined),
      like_count: () => comment.likes.size + comment.organicLikes,
      comment_count: () => replies().length,
      user_likes: () => (viewer ? comment.likes.has(viewer) : false),
      is_hidden: () => comment.hidden,
      can_hide: () => viewer === pageId && comment.from.id !== pageId,
      can_remove: () => viewer === pageId,
      can_like: () => viewer === pageId,
      can_comment: () => viewer === pageId && comment.parentId === undefined,
      attachment: () => (comment.attachmentUrl ? { type: 'photo', url: comment.attachmentUrl } : undefined),
      permalink_url: () =>
        `https://www.facebook.com/${pageId}/posts/${localPart(comment.postId)}?comment_id=${localPart(comment.id)}`,
      object: () => ({ id: comment.postId }),
      parent: (selection) =>
        parent
          ? project(commentSpec(state, parent, auth), selection.children ?? [{ name: 'id', mods: {} }])
          : undefined,
      comments: (selection) => commentEdge(state, replies(), selection, auth),
    },
  };
}

/** An embedded `comments` field: `{data, summary?}` honouring `.limit(n)` and `.summary(true)`. */
export function commentEdge(state: FbState, items: FbComment[], selection: FieldSel, auth: AuthContext) {
  const limit = selection.mods.limit === undefined ? 25 : Number(selection.mods.limit);
  const ordered = selection.mods.order === 'reverse_chronological' ? [...items].reverse() : items;
  const data = ordered
    .slice(0, Math.max(0, limit))
    .map((comment) => project(commentSpec(state, comment, auth), selection.children));
  return {
    data,
    ...(selection.mods.summary === 'true'
      ? {
          summary: {
            order: selection.mods.order ?? 'chronological',
            total_count: items.length,
            can_comment: true,
          },
        }
      : {}),
  };
}

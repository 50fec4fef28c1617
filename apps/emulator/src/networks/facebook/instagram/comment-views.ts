import { embedded, type NodeSpec } from '../fields.js';
import { fbTime } from '../state.js';
import { mediaComments } from './state.js';
import type { IgComment, IgState } from './types.js';

export const COMMENT_DEFAULTS = ['timestamp', 'text', 'id'] as const;

/** Top-level comments on a media, newest first (hidden ones included: only the owner reads them). */
export function topLevelComments(ig: IgState, mediaId: string): IgComment[] {
  return mediaComments(ig, mediaId)
    .filter((comment) => comment.parentId === undefined)
    .reverse();
}

/** Replies to a comment, oldest first. */
export function repliesOf(ig: IgState, comment: IgComment): IgComment[] {
  return mediaComments(ig, comment.mediaId).filter((reply) => reply.parentId === comment.id);
}

export function igCommentSpec(ig: IgState, comment: IgComment): NodeSpec {
  return {
    type: 'IGComment',
    defaults: COMMENT_DEFAULTS,
    edges: ['replies'],
    resolvers: {
      id: () => comment.id,
      text: () => comment.text,
      timestamp: () => fbTime(comment.createdAt),
      username: () => comment.from.username,
      from: () => ({ id: comment.from.id, username: comment.from.username }),
      like_count: () => comment.organicLikes,
      hidden: () => comment.hidden,
      media: () => ({ id: comment.mediaId }),
      parent_id: () => comment.parentId,
      replies: (selection) =>
        embedded(repliesOf(ig, comment), selection, (reply) => igCommentSpec(ig, reply)),
    },
  };
}

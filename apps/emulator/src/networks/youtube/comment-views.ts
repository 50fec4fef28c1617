import { escapeHtml } from '../../core/html.js';
import { etag } from './ids.js';
import { iso } from './state.js';
import type { YtComment, YtState } from './types.js';
import { channelLink, channelThumbnails } from './views.js';

/** textFormat=html (the default) escapes the text and keeps line breaks; plainText returns it as typed. */
export type TextFormat = 'html' | 'plainText';

export function commentJson(state: YtState, comment: YtComment, viewer: string, format: TextFormat) {
  const author = state.channels.get(comment.authorChannelId);
  const display = format === 'plainText' ? comment.text : escapeHtml(comment.text).replace(/\n/g, '<br>');
  return {
    kind: 'youtube#comment',
    etag: etag([comment.id, comment.text]),
    id: comment.id,
    snippet: {
      channelId: comment.channelId,
      videoId: comment.videoId,
      textDisplay: display,
      // The original text is returned to its author only.
      ...(comment.authorChannelId === viewer ? { textOriginal: comment.text } : {}),
      ...(comment.parentId ? { parentId: comment.parentId } : {}),
      authorDisplayName: author?.customUrl ?? comment.authorName,
      authorProfileImageUrl: channelThumbnails(comment.authorChannelId).default.url,
      authorChannelUrl: author ? channelLink(author) : '',
      authorChannelId: { value: comment.authorChannelId },
      canRate: true,
      viewerRating: 'none',
      likeCount: 0,
      publishedAt: iso(comment.publishedAt),
      updatedAt: iso(comment.publishedAt),
    },
  };
}

/** Replies to a top-level comment, oldest first. */
export function repliesOf(state: YtState, parentId: string, now: number): YtComment[] {
  return [...state.comments.values()]
    .filter((comment) => comment.parentId === parentId && comment.publishedAt <= now)
    .sort((a, b) => a.publishedAt - b.publishedAt);
}

/**
 * The replies a thread's `replies` part carries: YouTube includes at most five (the first ones) and
 * `totalReplyCount` counts them all; the rest are read with `comments.list parentId=`.
 */
export const THREAD_REPLIES = 5;

export function threadJson(
  state: YtState,
  top: YtComment,
  withReplies: boolean,
  viewer: string,
  format: TextFormat,
  now: number,
) {
  const replies = repliesOf(state, top.id, now);
  return {
    kind: 'youtube#commentThread',
    etag: etag([top.id, replies.length]),
    id: top.id,
    snippet: {
      channelId: top.channelId,
      videoId: top.videoId,
      topLevelComment: commentJson(state, top, viewer, format),
      canReply: true,
      totalReplyCount: replies.length,
      isPublic: true,
    },
    ...(withReplies && replies.length > 0
      ? {
          replies: {
            comments: replies
              .slice(0, THREAD_REPLIES)
              .map((reply) => commentJson(state, reply, viewer, format)),
          },
        }
      : {}),
  };
}

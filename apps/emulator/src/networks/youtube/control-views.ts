import { repliesOf } from './comment-views.js';
import { processingAt, statisticsAt } from './metrics.js';
import { iso } from './state.js';
import type { YtComment, YtState, YtUploadSession, YtVideo } from './types.js';

/** Control-API views: everything a test may want to assert, in snake_case. */

export function videoControlJson(state: YtState, video: YtVideo, now: number) {
  return {
    id: video.id,
    channel_id: video.channelId,
    title: video.title,
    description: video.description,
    tags: video.tags,
    category_id: video.categoryId,
    privacy_status: video.privacyStatus,
    publish_at: video.publishAt === undefined ? null : iso(video.publishAt),
    made_for_kids: video.madeForKids,
    upload_status: processingAt(video, now).uploadStatus,
    size_bytes: video.sizeBytes,
    mime_type: video.mimeType,
    origin: video.origin,
    deleted: video.deleted,
    uploaded_at: iso(video.uploadedAt),
    published_at: iso(video.publishedAt),
    statistics: statisticsAt(state, video, now),
    liked_by: [...video.ratings].filter(([, rating]) => rating === 'like').map(([channel]) => channel),
  };
}

export function commentControlJson(comment: YtComment) {
  return {
    id: comment.id,
    video_id: comment.videoId,
    parent_id: comment.parentId ?? null,
    author_channel_id: comment.authorChannelId,
    author_name: comment.authorName,
    text: comment.text,
    published_at: iso(comment.publishedAt),
    origin: comment.origin,
  };
}

/** Top-level comments of a video, newest first, each with its replies. */
export function videoThreads(state: YtState, video: YtVideo, now: number) {
  return [...state.comments.values()]
    .filter((comment) => comment.videoId === video.id && !comment.parentId && comment.publishedAt <= now)
    .sort((a, b) => b.publishedAt - a.publishedAt)
    .map((top) => ({
      ...commentControlJson(top),
      replies: repliesOf(state, top.id, now).map(commentControlJson),
    }));
}

export function sessionControlJson(session: YtUploadSession) {
  return {
    id: session.id,
    channel_id: session.channelId,
    title: session.input.title,
    total_bytes: session.totalBytes,
    received: session.received,
    content_type: session.contentType,
    video_id: session.videoId ?? null,
    created_at: iso(session.createdAt),
    expires_at: iso(session.expiresAt),
  };
}

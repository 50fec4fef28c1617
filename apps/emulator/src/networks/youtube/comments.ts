import type { FastifyInstance } from 'fastify';
import { asRecord, list, type Params, str } from '../../core/params.js';
import { commentJson, repliesOf, type TextFormat, threadJson } from './comment-views.js';
import { badRequest, forbidden, notFound } from './errors.js';
import { listOf, pageOf, partsOf } from './paging.js';
import { type YtAuthedCall, type YtRuntime, ytRoute } from './routing.js';
import { liveVideo, visibleTo } from './state.js';
import { NEEDS } from './tokens.js';
import type { YtComment, YtVideo } from './types.js';
import { visibleVideo } from './videos.js';
import { addComment } from './world.js';

const MAX_COMMENT = 10_000;

const formatOf = (query: Params): TextFormat =>
  str(query, 'textFormat') === 'plainText' ? 'plainText' : 'html';

function commentsOpen(video: YtVideo): void {
  if (video.madeForKids) {
    throw forbidden(
      'commentsDisabled',
      'The video identified by the videoId parameter has disabled comments.',
    );
  }
}

function textOf(snippet: Params, metadataReason: string): string {
  const text = snippet.textOriginal;
  if (typeof text !== 'string' || text.trim() === '')
    throw badRequest(metadataReason, 'The request metadata is invalid.');
  if (text.length > MAX_COMMENT) {
    throw badRequest(
      'commentTextTooLong',
      'The comment resource that is being inserted contains too many characters in the snippet.textOriginal property.',
    );
  }
  return text;
}

/** Top-level comments, newest first: of one video, of every video of a channel, or by id. */
function threadsOf(call: YtAuthedCall): YtComment[] {
  const { state, now } = call;
  const videoId = str(call.query, 'videoId');
  const channelId = str(call.query, 'allThreadsRelatedToChannelId');
  const ids = list(call.query, 'id');
  let filter: (comment: YtComment) => boolean;
  if (videoId) {
    commentsOpen(visibleVideo(call, videoId));
    filter = (comment) => comment.videoId === videoId;
  } else if (channelId) {
    filter = (comment) => comment.channelId === channelId;
  } else if (ids) {
    filter = (comment) => ids.includes(comment.id);
  } else {
    throw badRequest(
      'missingRequiredParameter',
      'No filter selected. Expected one of: allThreadsRelatedToChannelId, id, videoId',
    );
  }
  const terms = str(call.query, 'searchTerms')?.toLowerCase();
  return [...state.comments.values()]
    .filter((comment) => {
      const video = liveVideo(state, comment.videoId, now);
      return (
        !comment.parentId &&
        comment.publishedAt <= now &&
        video !== undefined &&
        visibleTo(video, call.channel.id) &&
        filter(comment) &&
        (!terms || comment.text.toLowerCase().includes(terms))
      );
    })
    .sort((a, b) => b.publishedAt - a.publishedAt || (a.id < b.id ? 1 : -1));
}

function listThreads(call: YtAuthedCall) {
  const parts = partsOf(call.query, ['snippet', 'replies']);
  const format = formatOf(call.query);
  return pageOf(
    'commentThread',
    threadsOf(call),
    call.query,
    (top) => threadJson(call.state, top, parts.has('replies'), call.channel.id, format, call.now),
    { fallback: 20, max: 100 },
  );
}

/** commentThreads.insert: a top-level comment on a video, as the calling channel. */
function insertThread(call: YtAuthedCall) {
  partsOf(call.query, ['snippet', 'replies']);
  const snippet = asRecord(asRecord(call.request.body).snippet);
  const videoId = str(snippet, 'videoId');
  if (!videoId) throw badRequest('channelOrVideoIdMissing', 'The comment thread must be linked to a video.');
  const top = asRecord(asRecord(snippet.topLevelComment).snippet);
  const text = textOf(top, 'invalidCommentThreadMetadata');
  const video = visibleVideo(call, videoId);
  commentsOpen(video);
  const comment = addComment(call.state, { video, author: call.channel, text, at: call.now, origin: 'api' });
  return threadJson(call.state, comment, false, call.channel.id, 'html', call.now);
}

/** comments.insert: a reply to a top-level comment (`snippet.parentId`). */
function insertReply(call: YtAuthedCall) {
  partsOf(call.query, ['snippet']);
  const snippet = asRecord(asRecord(call.request.body).snippet);
  const parentId = str(snippet, 'parentId');
  if (!parentId)
    throw badRequest(
      'parentIdMissing',
      'The comment that is being inserted must be linked to a parent comment.',
    );
  const text = textOf(snippet, 'invalidCommentMetadata');
  const parent = call.state.comments.get(parentId);
  const video = parent ? liveVideo(call.state, parent.videoId, call.now) : undefined;
  if (!parent || !video || !visibleTo(video, call.channel.id)) {
    throw notFound(
      'parentCommentNotFound',
      'The parent comment specified for the comment could not be found.',
    );
  }
  if (parent.parentId) {
    throw badRequest('operationNotSupported', 'Replies can only be made to top-level comments.');
  }
  const reply = addComment(call.state, {
    video,
    author: call.channel,
    text,
    at: call.now,
    origin: 'api',
    parent,
  });
  return commentJson(call.state, reply, call.channel.id, 'html');
}

/** comments.list: replies to a comment (`parentId`) or comments by `id`. */
function listComments(call: YtAuthedCall) {
  partsOf(call.query, ['snippet']);
  const parentId = str(call.query, 'parentId');
  const ids = list(call.query, 'id');
  const format = formatOf(call.query);
  if (parentId) {
    return pageOf(
      'comment',
      repliesOf(call.state, parentId, call.now),
      call.query,
      (comment) => commentJson(call.state, comment, call.channel.id, format),
      { fallback: 20, max: 100 },
    );
  }
  if (!ids) throw badRequest('missingRequiredParameter', 'No filter selected. Expected one of: id, parentId');
  const found = ids.flatMap((id) => call.state.comments.get(id) ?? []);
  return listOf(
    'comment',
    found.map((comment) => commentJson(call.state, comment, call.channel.id, format)),
  );
}

export function registerComments(app: FastifyInstance, rt: YtRuntime): void {
  const read = { method: 'GET', scopes: NEEDS.read, cost: 1 } as const;
  const write = { method: 'POST', scopes: NEEDS.comment, cost: 50, aliases: ['comment'] } as const;
  ytRoute(app, rt, {
    ...read,
    url: '/youtube/v3/commentThreads',
    operation: 'commentThreads.list',
    handler: listThreads,
  });
  ytRoute(app, rt, {
    ...write,
    url: '/youtube/v3/commentThreads',
    operation: 'commentThreads.insert',
    handler: insertThread,
  });
  ytRoute(app, rt, {
    ...read,
    url: '/youtube/v3/comments',
    operation: 'comments.list',
    handler: listComments,
  });
  ytRoute(app, rt, {
    ...write,
    url: '/youtube/v3/comments',
    operation: 'comments.insert',
    handler: insertReply,
  });
}

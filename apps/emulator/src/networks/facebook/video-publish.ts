import type { FastifyInstance } from 'fastify';
import { str } from '../../core/params.js';
import { GraphError, invalidParam } from './errors.js';
import { isHttpUrl, scheduling, targetPage, validateMessage } from './publish.js';
import { type AuthedCall, type FbRuntime, graphRoute } from './routing.js';
import { addPost } from './state.js';

/** Page videos: up to 10 GB (platforms/facebook.md); the emulator takes the declared size at its word. */
const MAX_VIDEO_BYTES = 10 * 1024 ** 3;

/**
 * `POST /{page-id}/videos` on graph-video: a Page video post from `file_url` (fetched by Facebook) or a
 * multipart `source`, with `description`, `title` and the usual scheduling. Answers the new video's id;
 * the emulator gives the video the id of the Page post that carries it, so reading it back
 * (`?fields=permalink_url`) finds that post.
 */
function createVideo(call: AuthedCall) {
  const { state, params, now } = call;
  const page = targetPage(call);
  const url = str(params, 'file_url');
  const source = params.source;
  if (!url && !source) throw new GraphError({ code: 100, message: '(#100) Requires file_url or source' });
  if (url && !isHttpUrl(url)) throw invalidParam('file_url should represent a valid URL', 1363030);
  if (source && typeof source === 'object' && !Array.isArray(source)) {
    const upload = source as { contentType?: string; size?: number };
    if (!upload.contentType?.startsWith('video/') || (upload.size ?? 0) > MAX_VIDEO_BYTES) {
      throw invalidParam('The video file you selected is in a format that we don’t support.', 1363024);
    }
  }
  const description = str(params, 'description') || undefined;
  if (description) validateMessage(description);
  const { published, scheduledAt } = scheduling(params, now);
  const post = addPost(state, {
    pageId: page.id,
    type: 'video',
    message: description,
    photoIds: [],
    createdAt: now,
    publishedAt: published ? now : undefined,
    scheduledAt,
    origin: 'api',
  });
  return { id: post.id };
}

export function registerVideoPublishing(app: FastifyInstance, rt: FbRuntime): void {
  graphRoute(app, rt, {
    method: 'POST',
    url: '/:id/videos',
    operation: 'videos.create',
    aliases: ['publish'],
    handler: createVideo,
  });
}

import type { FastifyInstance } from 'fastify';
import { list, str } from '../../core/params.js';
import { Answer, badRequest, forbidden, missingParameter, notFound } from './errors.js';
import { listOf, partsOf } from './paging.js';
import { type YtAuthedCall, type YtRuntime, ytRoute } from './routing.js';
import { liveVideo, visibleTo } from './state.js';
import { NEEDS } from './tokens.js';
import type { YtVideo } from './types.js';
import { VIDEO_PARTS, videoJson } from './views.js';

const videoNotFound = () =>
  notFound(
    'videoNotFound',
    'The video identified by the <code><a href="/youtube/v3/docs/videos/rate#id">id</a></code> parameter could not be found.',
    'youtube.video',
  );

/** A video the calling channel can see, or 404 videoNotFound. */
export function visibleVideo(call: YtAuthedCall, id: string | undefined): YtVideo {
  const video = id ? liveVideo(call.state, id, call.now) : undefined;
  if (!video || !visibleTo(video, call.channel.id)) throw videoNotFound();
  return video;
}

function requiredId(call: YtAuthedCall): string {
  const id = str(call.query, 'id');
  if (!id) throw missingParameter('id');
  return id;
}

/** videos.list by `id` (up to 50) or `myRated`. */
function listVideos(call: YtAuthedCall) {
  const parts = partsOf(call.query, VIDEO_PARTS);
  const ids = list(call.query, 'id');
  const myRated = str(call.query, 'myRated');
  let videos: YtVideo[];
  if (ids) {
    if (ids.length > 50)
      throw badRequest('badRequest', 'The request specifies too many video ids (at most 50).');
    videos = ids.flatMap((id) => {
      const video = liveVideo(call.state, id, call.now);
      return video && visibleTo(video, call.channel.id) ? [video] : [];
    });
  } else if (myRated === 'like' || myRated === 'dislike') {
    videos = [...call.state.videos.values()].filter(
      (video) => !video.deleted && video.ratings.get(call.channel.id) === myRated,
    );
  } else {
    throw badRequest('missingRequiredParameter', 'No filter selected. Expected one of: id, myRated, chart');
  }
  return listOf(
    'video',
    videos.map((video) => videoJson(call.state, video, parts, call.channel.id, call.now)),
  );
}

function deleteVideo(call: YtAuthedCall): Answer {
  const video = visibleVideo(call, requiredId(call));
  if (video.channelId !== call.channel.id) {
    throw forbidden(
      'forbidden',
      'The video that you are trying to delete cannot be deleted. The request might not be properly authorized.',
      'youtube.video',
    );
  }
  video.deleted = true;
  return new Answer(204);
}

function rate(call: YtAuthedCall): Answer {
  const rating = str(call.query, 'rating');
  if (rating !== 'like' && rating !== 'dislike' && rating !== 'none') {
    throw badRequest('invalidRating', 'The request contained an unexpected value for the rating parameter.');
  }
  const video = visibleVideo(call, requiredId(call));
  if (rating === 'none') video.ratings.delete(call.channel.id);
  else video.ratings.set(call.channel.id, rating);
  return new Answer(204);
}

function getRating(call: YtAuthedCall) {
  const items = (list(call.query, 'id') ?? []).flatMap((id) => {
    const video = liveVideo(call.state, id, call.now);
    return video ? [{ videoId: id, rating: video.ratings.get(call.channel.id) ?? 'none' }] : [];
  });
  return { kind: 'youtube#videoGetRatingResponse', etag: 'rating', items };
}

export function registerVideos(app: FastifyInstance, rt: YtRuntime): void {
  const base = '/youtube/v3/videos';
  ytRoute(app, rt, {
    method: 'GET',
    url: base,
    operation: 'videos.list',
    scopes: NEEDS.read,
    cost: 1,
    handler: listVideos,
  });
  ytRoute(app, rt, {
    method: 'DELETE',
    url: base,
    operation: 'videos.delete',
    scopes: NEEDS.manage,
    cost: 50,
    handler: deleteVideo,
  });
  ytRoute(app, rt, {
    method: 'POST',
    url: `${base}/rate`,
    operation: 'videos.rate',
    aliases: ['like'],
    scopes: NEEDS.manage,
    cost: 50,
    handler: rate,
  });
  ytRoute(app, rt, {
    method: 'GET',
    url: `${base}/getRating`,
    operation: 'videos.getRating',
    scopes: NEEDS.manage,
    cost: 1,
    handler: getRating,
  });
}

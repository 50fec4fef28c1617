import type { FastifyInstance } from 'fastify';
import { bool, list, str } from '../../core/params.js';
import { badRequest, notFound } from './errors.js';
import { etag } from './ids.js';
import { listOf, pageOf, partsOf } from './paging.js';
import { type YtAuthedCall, type YtRuntime, ytRoute } from './routing.js';
import { VIDEO_CATEGORIES, YOUTUBE_CHANNEL_ID } from './seed-data.js';
import { channelVideos, iso, visibleTo } from './state.js';
import { NEEDS } from './tokens.js';
import type { YtChannel, YtVideo } from './types.js';
import { CHANNEL_PARTS, channelJson, videoThumbnails } from './views.js';

/** channels.list by `mine`, `id` or `forHandle` (platforms/youtube.md §1). */
function listChannels(call: YtAuthedCall) {
  const parts = partsOf(call.query, CHANNEL_PARTS);
  const { channels } = call.state;
  let found: YtChannel[];
  const ids = list(call.query, 'id');
  const handle = str(call.query, 'forHandle');
  if (bool(call.query, 'mine')) found = [call.channel];
  else if (ids) found = ids.flatMap((id) => channels.get(id) ?? []);
  else if (handle) {
    const wanted = `@${handle.replace(/^@/, '').toLowerCase()}`;
    found = [...channels.values()].filter((channel) => channel.customUrl === wanted);
  } else {
    throw badRequest(
      'missingRequiredParameter',
      'No filter selected. Expected one of: forUsername, managedByMe, categoryId, mine, mySubscribers, id, idParam, forHandle',
    );
  }
  return listOf(
    'channel',
    found.map((channel) => channelJson(call.state, channel, parts, call.now)),
  );
}

function playlistItemJson(channel: YtChannel, video: YtVideo, position: number, parts: ReadonlySet<string>) {
  const published = iso(video.publishedAt);
  return {
    kind: 'youtube#playlistItem',
    etag: etag([channel.uploadsPlaylistId, video.id, video.title]),
    id: Buffer.from(`${channel.uploadsPlaylistId}.${video.id}`).toString('base64'),
    ...(parts.has('snippet')
      ? {
          snippet: {
            publishedAt: iso(video.uploadedAt),
            channelId: channel.id,
            title: video.title,
            description: video.description,
            thumbnails: videoThumbnails(video.id),
            channelTitle: channel.title,
            playlistId: channel.uploadsPlaylistId,
            position,
            resourceId: { kind: 'youtube#video', videoId: video.id },
            videoOwnerChannelTitle: channel.title,
            videoOwnerChannelId: channel.id,
          },
        }
      : {}),
    ...(parts.has('contentDetails')
      ? {
          contentDetails: {
            videoId: video.id,
            ...(video.privacyStatus !== 'private' ? { videoPublishedAt: published } : {}),
          },
        }
      : {}),
    ...(parts.has('status') ? { status: { privacyStatus: video.privacyStatus } } : {}),
  };
}

/** playlistItems.list of a channel's uploads playlist: its videos, newest first. */
function listPlaylistItems(call: YtAuthedCall) {
  const parts = partsOf(call.query, ['snippet', 'contentDetails', 'status']);
  const playlistId = str(call.query, 'playlistId');
  const channel = [...call.state.channels.values()].find(
    (candidate) => candidate.uploadsPlaylistId === playlistId,
  );
  if (!channel) {
    throw notFound(
      'playlistNotFound',
      "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
    );
  }
  const videos = channelVideos(call.state, channel.id, call.now).filter((video) =>
    visibleTo(video, call.channel.id),
  );
  return pageOf(
    'playlistItem',
    videos,
    call.query,
    (video) => playlistItemJson(channel, video, videos.indexOf(video), parts),
    { fallback: 5, max: 50 },
  );
}

function listCategories(call: YtAuthedCall) {
  partsOf(call.query, ['snippet']);
  const ids = list(call.query, 'id');
  if (!ids && !str(call.query, 'regionCode')) {
    throw badRequest('missingRequiredParameter', 'No filter selected. Expected one of: id, regionCode');
  }
  const items = VIDEO_CATEGORIES.filter(([id]) => !ids || ids.includes(id)).map(
    ([id, title, assignable]) => ({
      kind: 'youtube#videoCategory',
      etag: etag(['category', id]),
      id,
      snippet: { title, assignable, channelId: YOUTUBE_CHANNEL_ID },
    }),
  );
  return listOf('videoCategory', items);
}

export function registerChannels(app: FastifyInstance, rt: YtRuntime): void {
  const read = { method: 'GET', scopes: NEEDS.read, cost: 1 } as const;
  ytRoute(app, rt, {
    ...read,
    url: '/youtube/v3/channels',
    operation: 'channels.list',
    handler: listChannels,
  });
  ytRoute(app, rt, {
    ...read,
    url: '/youtube/v3/playlistItems',
    operation: 'playlistItems.list',
    handler: listPlaylistItems,
  });
  ytRoute(app, rt, {
    ...read,
    url: '/youtube/v3/videoCategories',
    operation: 'videoCategories.list',
    handler: listCategories,
  });
}

import { pictureUrl } from '../../core/pictures.js';
import { etag } from './ids.js';
import { channelStatistics, processingAt, statisticsAt } from './metrics.js';
import { iso } from './state.js';
import type { YtChannel, YtState, YtVideo } from './types.js';

export const VIDEO_PARTS = [
  'snippet',
  'status',
  'statistics',
  'processingDetails',
  'contentDetails',
] as const;
export const CHANNEL_PARTS = ['snippet', 'statistics', 'contentDetails'] as const;

/** Emulated bit rate (~2 Mbit/s) to derive a duration from the file size. */
const BYTES_PER_SECOND = 250_000;

export function videoThumbnails(id: string) {
  const at = (name: string, width: number, height: number) => ({
    url: `https://i.ytimg.com/vi/${id}/${name}.jpg`,
    width,
    height,
  });
  return {
    default: at('default', 120, 90),
    medium: at('mqdefault', 320, 180),
    high: at('hqdefault', 480, 360),
  };
}

export function channelThumbnails(id: string) {
  const at = (size: number) => ({
    url: pictureUrl('youtube', id),
    width: size,
    height: size,
  });
  return { default: at(88), medium: at(240), high: at(800) };
}

export const channelLink = (channel: YtChannel): string => `https://www.youtube.com/${channel.customUrl}`;

function duration(video: YtVideo): string {
  const seconds = Math.max(1, Math.round(video.sizeBytes / BYTES_PER_SECOND));
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
}

function videoSnippet(state: YtState, video: YtVideo) {
  const channel = state.channels.get(video.channelId);
  return {
    publishedAt: iso(video.publishedAt),
    channelId: video.channelId,
    title: video.title,
    description: video.description,
    thumbnails: videoThumbnails(video.id),
    channelTitle: channel?.title ?? '',
    ...(video.tags.length > 0 ? { tags: video.tags } : {}),
    categoryId: video.categoryId,
    liveBroadcastContent: 'none',
    ...(video.defaultLanguage ? { defaultLanguage: video.defaultLanguage } : {}),
    localized: { title: video.title, description: video.description },
  };
}

function videoStatus(video: YtVideo, owner: boolean, now: number) {
  return {
    uploadStatus: processingAt(video, now).uploadStatus,
    privacyStatus: video.privacyStatus,
    ...(video.publishAt !== undefined ? { publishAt: iso(video.publishAt) } : {}),
    license: video.license,
    embeddable: video.embeddable,
    publicStatsViewable: video.publicStatsViewable,
    madeForKids: video.madeForKids,
    ...(owner ? { selfDeclaredMadeForKids: video.madeForKids } : {}),
  };
}

function processingDetails(video: YtVideo, now: number) {
  const { processingStatus, partsTotal, partsProcessed, timeLeftMs } = processingAt(video, now);
  return {
    processingStatus,
    ...(partsTotal !== undefined
      ? {
          processingProgress: {
            partsTotal: String(partsTotal),
            partsProcessed: String(partsProcessed),
            timeLeftMs: String(timeLeftMs),
          },
        }
      : {}),
    fileDetailsAvailability: 'available',
    processingIssuesAvailability: 'available',
    tagSuggestionsAvailability: 'available',
    editorSuggestionsAvailability: 'available',
    thumbnailsAvailability: processingStatus === 'succeeded' ? 'available' : 'inProgress',
  };
}

/** A video resource with the requested parts; owner-only parts only for the video's channel. */
export function videoJson(
  state: YtState,
  video: YtVideo,
  parts: ReadonlySet<string>,
  viewer: string,
  now: number,
) {
  const owner = video.channelId === viewer;
  const stats = statisticsAt(state, video, now);
  return {
    kind: 'youtube#video',
    etag: etag([video.id, video.title, video.privacyStatus, stats]),
    id: video.id,
    ...(parts.has('snippet') ? { snippet: videoSnippet(state, video) } : {}),
    ...(parts.has('contentDetails')
      ? {
          contentDetails: {
            duration: duration(video),
            dimension: '2d',
            definition: 'hd',
            caption: 'false',
            licensedContent: false,
            projection: 'rectangular',
          },
        }
      : {}),
    ...(parts.has('status') ? { status: videoStatus(video, owner, now) } : {}),
    ...(parts.has('statistics')
      ? {
          statistics: {
            viewCount: String(stats.viewCount),
            likeCount: String(stats.likeCount),
            favoriteCount: '0',
            commentCount: String(stats.commentCount),
          },
        }
      : {}),
    ...(parts.has('processingDetails') && owner ? { processingDetails: processingDetails(video, now) } : {}),
  };
}

export function channelJson(state: YtState, channel: YtChannel, parts: ReadonlySet<string>, now: number) {
  return {
    kind: 'youtube#channel',
    etag: etag([channel.id, channel.title]),
    id: channel.id,
    ...(parts.has('snippet')
      ? {
          snippet: {
            title: channel.title,
            description: channel.description,
            customUrl: channel.customUrl,
            publishedAt: iso(channel.createdAt),
            thumbnails: channelThumbnails(channel.id),
            localized: { title: channel.title, description: channel.description },
            country: channel.country,
          },
        }
      : {}),
    ...(parts.has('contentDetails')
      ? { contentDetails: { relatedPlaylists: { likes: '', uploads: channel.uploadsPlaylistId } } }
      : {}),
    ...(parts.has('statistics') ? { statistics: channelStatistics(state, channel, now) } : {}),
  };
}

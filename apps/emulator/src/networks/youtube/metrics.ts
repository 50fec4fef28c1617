import { grown, saturating } from '../../core/growth.js';
import { streamRng } from '../../core/prng.js';
import { HOUR } from './state.js';
import type { YtChannel, YtState, YtVideo } from './types.js';

export interface VideoStatistics {
  viewCount: number;
  likeCount: number;
  commentCount: number;
}

/** Subscribers grow slowly (~0.2 %/day) from the seeded count. */
export function subscribersAt(state: YtState, channel: YtChannel, at: number): number {
  return grown(channel.subscribers, at - state.createdAt, 0.002);
}

/** The API rounds subscriber counts down to three significant figures. */
export function threeSignificant(value: number): number {
  if (value < 1000) return value;
  const scale = 10 ** (Math.floor(Math.log10(value)) - 2);
  return Math.floor(value / scale) * scale;
}

export function commentCount(state: YtState, video: YtVideo, at: number): number {
  let count = 0;
  for (const comment of state.comments.values()) {
    if (comment.videoId === video.id && comment.publishedAt <= at) count += 1;
  }
  return count;
}

/**
 * A video's counts at emulator time `at`: views grow towards a peak fixed by (seed, video id) and the
 * channel's audience from the moment it went public; likes follow as a rate of views.
 */
export function statisticsAt(state: YtState, video: YtVideo, at: number): VideoStatistics {
  const rng = streamRng(state.seed, 'youtube', 'statistics', video.id);
  const reach = rng.float(0.05, 0.8);
  const tau = rng.float(12, 72) * HOUR;
  const likeRate = rng.float(0.02, 0.06);
  const channel = state.channels.get(video.channelId);
  const audience = channel ? subscribersAt(state, channel, at) : 100;
  const live = video.privacyStatus !== 'private' && !video.deleted;
  const views = live ? saturating(Math.max(40, audience * reach), at - video.publishedAt, tau) : 0;
  const apiLikes = [...video.ratings.values()].filter((rating) => rating === 'like').length;
  return {
    viewCount: views,
    likeCount: Math.round(views * likeRate) + apiLikes,
    commentCount: commentCount(state, video, at),
  };
}

export type UploadStatus = 'uploaded' | 'processed';

/** Processing after the upload: `uploaded` (processing) until `processingMs` have passed, then `processed`. */
export function processingAt(video: YtVideo, at: number) {
  const elapsed = at - video.uploadedAt;
  if (elapsed >= video.processingMs) {
    return { uploadStatus: 'processed' as UploadStatus, processingStatus: 'succeeded', timeLeftMs: 0 };
  }
  return {
    uploadStatus: 'uploaded' as UploadStatus,
    processingStatus: 'processing',
    timeLeftMs: Math.max(0, video.processingMs - elapsed),
    partsTotal: 1000,
    partsProcessed: Math.floor((elapsed / video.processingMs) * 1000),
  };
}

export function channelStatistics(state: YtState, channel: YtChannel, at: number) {
  const videos = [...state.videos.values()].filter(
    (video) => video.channelId === channel.id && !video.deleted && video.uploadedAt <= at,
  );
  const views = videos.reduce((sum, video) => sum + statisticsAt(state, video, at).viewCount, 0);
  return {
    viewCount: String(channel.priorViews + views),
    subscriberCount: String(threeSignificant(subscribersAt(state, channel, at))),
    hiddenSubscriberCount: false,
    videoCount: String(videos.filter((video) => video.privacyStatus === 'public').length),
  };
}

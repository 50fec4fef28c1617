import { streamRng } from '../../core/prng.js';
import { personName } from '../../core/seed-text.js';
import { byId, grantStreams, stateBase } from '../../core/state.js';
import { unique, videoId } from './ids.js';
import { freshQuota } from './quota.js';
import { seedStudioChannel, seedVideoText, seedVisitorChannel } from './seed-data.js';
import type { GoogleApp, VideoInput, YtChannel, YtState, YtVideo } from './types.js';

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Data API timestamps: `2026-07-01T12:00:00Z` (second precision). */
export const iso = (ms: number): string =>
  new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

export interface NewVideo {
  channel: YtChannel;
  input: VideoInput;
  uploadedAt: number;
  sizeBytes: number;
  mimeType: string;
  origin: YtVideo['origin'];
}

/** A stored video; a scheduled one (private + publishAt) becomes public at `publishAt`. */
export function addVideo(state: YtState, video: NewVideo): YtVideo {
  const id = unique(
    () => videoId(state.rng.ids),
    (candidate) => state.videos.has(candidate),
  );
  const rng = streamRng(state.seed, 'youtube', 'processing', id);
  const created: YtVideo = {
    ...video.input,
    id,
    channelId: video.channel.id,
    uploadedAt: video.uploadedAt,
    publishedAt: video.uploadedAt,
    processingMs: Math.round(rng.float(3, 8) * SECOND + video.sizeBytes / 50_000),
    sizeBytes: video.sizeBytes,
    mimeType: video.mimeType,
    origin: video.origin,
    ratings: new Map(),
    deleted: false,
  };
  state.videos.set(id, created);
  return created;
}

/** A video that exists (not deleted) at `now`. */
export function liveVideo(state: YtState, id: string, now: number): YtVideo | undefined {
  const video = state.videos.get(id);
  return video && !video.deleted && video.uploadedAt <= now ? video : undefined;
}

/** Whether the viewing channel may see the video (owners see their private and scheduled videos). */
export const visibleTo = (video: YtVideo, viewerChannelId: string | undefined): boolean =>
  video.privacyStatus !== 'private' || video.channelId === viewerChannelId;

/** The channel's live videos, newest upload first. */
export function channelVideos(state: YtState, channelId: string, now: number): YtVideo[] {
  return [...state.videos.values()]
    .filter((video) => video.channelId === channelId && !video.deleted && video.uploadedAt <= now)
    .sort((a, b) => b.uploadedAt - a.uploadedAt || (a.id < b.id ? 1 : -1));
}

export const ownChannels = (state: YtState): YtChannel[] =>
  [...state.channels.values()].filter((channel) => channel.ownerId === state.user.id);

function seedHistory(state: YtState, channel: YtChannel, now: number): void {
  const rng = streamRng(state.seed, 'youtube', 'history', channel.id);
  const ages = Array.from({ length: rng.int(6, 10) }, () => rng.float(0.3, 60) * DAY).sort((a, b) => b - a);
  for (const age of ages) {
    const text = seedVideoText(rng, channel.title);
    addVideo(state, {
      channel,
      input: {
        ...text,
        tags: [channel.title, 'gaming'],
        categoryId: '20',
        privacyStatus: 'public',
        madeForKids: false,
        embeddable: true,
        license: 'youtube',
        publicStatsViewable: true,
      },
      uploadedAt: Math.round(now - age),
      sizeBytes: rng.int(20, 900) * 1_000_000,
      mimeType: 'video/mp4',
      origin: 'seed',
    });
  }
}

export function createYoutubeState(seed: number, now: number, apps: readonly GoogleApp[]): YtState {
  const world = streamRng(seed, 'youtube', 'world');
  const name = personName(world);
  const user = {
    id: world.digits(21),
    name,
    email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@studio.example.com`,
  };
  const first = seedStudioChannel(world, user.id);
  const owned = world.chance(0.5) ? [first, seedStudioChannel(world, user.id, ' Dev Diaries')] : [first];
  const visitors = Array.from({ length: 36 }, () => seedVisitorChannel(world));
  const state: YtState = {
    ...stateBase(seed, now, apps, (app) => app.clientId),
    user,
    channels: byId([...owned, ...visitors]),
    visitors,
    videos: new Map(),
    comments: new Map(),
    tokens: new Map(),
    codes: new Map(),
    sessions: new Map(),
    grants: new Map(),
    quota: freshQuota(now),
    arrived: new Map(),
    rng: grantStreams(seed, 'youtube'),
  };
  for (const channel of owned) seedHistory(state, channel, now);
  return state;
}

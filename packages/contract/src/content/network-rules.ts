import type { SocialNetwork } from '../enums.js';
import { networkProfiles } from '../platforms.js';

const MB = 1024 * 1024;

/**
 * What one network takes in a post, from the platform reference (../platforms/<network>.md). Hard
 * limits refuse the post; recommended values only warn that publishing may fail (SPEC §5).
 */
export interface NetworkComposeRules {
  /** Longest text; 0 when the network has no text (never for networks that publish). */
  textMax: number;
  /** X counts characters by weight (CJK 2, every link 23). */
  weightedText: boolean;
  /** A title the network requires (YouTube, Reddit), and its longest length. */
  titleMax: number | null;
  maxImages: number;
  maxVideos: number;
  /** Images and media together, where the network counts attachments as one (VK). */
  maxAttachments: number | null;
  /** A GIF must be the post's only image (Facebook, X). */
  gifAlone: boolean;
  /** Images and a video cannot be in the same post. */
  imagesOrVideo: boolean;
  /** Media the post must carry: none, any image or video, or a video. */
  requiresMedia: 'none' | 'any' | 'video';
  /** Image types refused outright (TikTok takes no PNG). */
  refusedImageTypes: readonly string[];
  /** Image types the network often rejects (Instagram and PNG): a warning. */
  riskyImageTypes: readonly string[];
  imageMaxBytes: number;
  videoMaxBytes: number;
  /** File sizes are only the usual limit (Discord: boosted servers take more), so they warn. */
  sizeIsRecommended: boolean;
  /** Longest video the network takes for most accounts (a warning: some accounts may post longer). */
  videoRecommendedMaxSec: number | null;
  poll: PollRules | null;
  link: boolean;
  location: boolean;
  tagPeople: number;
  collaborators: number;
  /**
   * The most accounts of the network one post can go to, when limited: a Discord post names one
   * channel, and a channel belongs to one server.
   */
  maxAccounts: number | null;
}

export interface PollRules {
  maxOptions: number;
  optionMax: number;
  /** Threads polls always run 24 hours. */
  fixedHours: number | null;
  minMinutes: number;
  maxMinutes: number;
  withMedia: boolean;
}

const DAY_MINUTES = 24 * 60;

const none: NetworkComposeRules = {
  textMax: 0,
  weightedText: false,
  titleMax: null,
  maxImages: 0,
  maxVideos: 0,
  maxAttachments: null,
  gifAlone: false,
  imagesOrVideo: true,
  requiresMedia: 'none',
  refusedImageTypes: [],
  riskyImageTypes: [],
  imageMaxBytes: 0,
  videoMaxBytes: 0,
  sizeIsRecommended: false,
  videoRecommendedMaxSec: null,
  poll: null,
  link: false,
  location: false,
  tagPeople: 0,
  collaborators: 0,
  maxAccounts: null,
};

function rules(network: SocialNetwork, own: Partial<NetworkComposeRules>): NetworkComposeRules {
  const profile = networkProfiles[network];
  return { ...none, maxImages: profile.maxImages, maxVideos: profile.maxVideos, ...own };
}

export const networkComposeRules: Readonly<Record<SocialNetwork, NetworkComposeRules>> = {
  facebook: rules('facebook', {
    textMax: 63_206,
    gifAlone: true,
    imageMaxBytes: 10 * MB,
    videoMaxBytes: 4096 * MB,
    link: true,
    location: true,
    tagPeople: 20,
  }),
  instagram: rules('instagram', {
    textMax: 2200,
    requiresMedia: 'any',
    riskyImageTypes: ['image/png', 'image/gif', 'image/webp'],
    imageMaxBytes: 8 * MB,
    videoMaxBytes: 300 * MB,
    videoRecommendedMaxSec: 15 * 60,
    location: true,
    tagPeople: 20,
    collaborators: 3,
  }),
  threads: rules('threads', {
    textMax: 500,
    imagesOrVideo: false,
    imageMaxBytes: 8 * MB,
    videoMaxBytes: 1024 * MB,
    videoRecommendedMaxSec: 5 * 60,
    poll: {
      maxOptions: 4,
      optionMax: 25,
      fixedHours: 24,
      minMinutes: DAY_MINUTES,
      maxMinutes: DAY_MINUTES,
      withMedia: false,
    },
    link: true,
    location: true,
  }),
  twitter: rules('twitter', {
    textMax: 280,
    weightedText: true,
    gifAlone: true,
    imageMaxBytes: 5 * MB,
    videoMaxBytes: 512 * MB,
    videoRecommendedMaxSec: 140,
    poll: {
      maxOptions: 4,
      optionMax: 25,
      fixedHours: null,
      minMinutes: 5,
      maxMinutes: 7 * DAY_MINUTES,
      withMedia: false,
    },
    link: true,
  }),
  youtube: rules('youtube', {
    textMax: 5000,
    titleMax: 100,
    requiresMedia: 'video',
    videoMaxBytes: 256 * 1024 * MB,
    videoRecommendedMaxSec: 15 * 60,
  }),
  tiktok: rules('tiktok', {
    textMax: 2200,
    requiresMedia: 'any',
    refusedImageTypes: ['image/png', 'image/gif'],
    imageMaxBytes: 20 * MB,
    videoMaxBytes: 4096 * MB,
  }),
  reddit: rules('reddit', {
    textMax: 40_000,
    titleMax: 300,
    imageMaxBytes: 20 * MB,
    videoMaxBytes: 1024 * MB,
    videoRecommendedMaxSec: 15 * 60,
    link: true,
  }),
  vk: rules('vk', {
    textMax: 16_384,
    maxAttachments: 10,
    imagesOrVideo: false,
    imageMaxBytes: 50 * MB,
    videoMaxBytes: 5120 * MB,
    poll: {
      maxOptions: 10,
      optionMax: 100,
      fixedHours: null,
      minMinutes: 60,
      maxMinutes: 365 * DAY_MINUTES,
      withMedia: true,
    },
    link: true,
  }),
  discord: rules('discord', {
    textMax: 2000,
    maxAccounts: 1,
    maxAttachments: 10,
    imagesOrVideo: false,
    imageMaxBytes: 10 * MB,
    videoMaxBytes: 10 * MB,
    sizeIsRecommended: true,
    poll: {
      maxOptions: 10,
      optionMax: 55,
      fixedHours: null,
      minMinutes: 60,
      maxMinutes: 768 * 60,
      withMedia: false,
    },
    link: true,
  }),
  whatsapp: rules('whatsapp', {
    textMax: 4096,
    imageMaxBytes: 5 * MB,
    videoMaxBytes: 16 * MB,
    link: true,
  }),
  facebook_group: none,
  naver_lounge: none,
  /**
   * A chat announcement (platforms/twitch.md): text only and required, 500 characters; no media (so no
   * media pairing to report), no poll, no link preview.
   */
  twitch: rules('twitch', { textMax: 500, imagesOrVideo: false }),
};

/** Whether the network's API lets Herald publish at all (Facebook Groups and Naver Lounge: by hand). */
export function canPublishTo(network: SocialNetwork): boolean {
  const { capabilities } = networkProfiles[network];
  return (['publish_text', 'publish_image', 'publish_video'] as const).some(
    (key) => capabilities[key] !== 'no',
  );
}

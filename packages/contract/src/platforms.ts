import { z } from 'zod';
import type { SocialNetwork } from './enums.js';

/**
 * What each network's official API allows today (the capability matrix of the platform reference).
 * The server's adapters declare these, refuse a "no" before any call, and the console shows them.
 */
export const capabilityKeys = [
  'connect',
  'publish_text',
  'publish_image',
  'publish_video',
  'publish_link',
  'publish_poll',
  'native_schedule',
  'comment',
  'like',
  'message',
  'read_comments',
  'read_mentions',
  'read_messages',
  'account_metrics',
  'post_metrics',
  'search',
] as const;
export const capabilityKeySchema = z.enum(capabilityKeys);
export type CapabilityKey = z.infer<typeof capabilityKeySchema>;

/** yes: supported; partial: restricted, paid or undocumented; no: the official API does not allow it. */
export const supportLevels = ['yes', 'partial', 'no'] as const;
export const supportLevelSchema = z.enum(supportLevels);
export type SupportLevel = z.infer<typeof supportLevelSchema>;

/** How an account of the network is connected. */
export const connectKinds = ['oauth', 'bot_install', 'embedded_signup', 'none'] as const;
export type ConnectKind = (typeof connectKinds)[number];

/** What one authorization lets the user pick from when binding. */
export const connectableKinds = [
  'page',
  'profile',
  'channel',
  'community',
  'server',
  'phone_number',
] as const;
export type ConnectableKind = (typeof connectableKinds)[number];

export interface NetworkProfile {
  network: SocialNetwork;
  connect: ConnectKind;
  connectable: ConnectableKind;
  capabilities: Readonly<Record<CapabilityKey, SupportLevel>>;
  /** Media limits of one post (0 = none allowed). */
  maxImages: number;
  maxVideos: number;
}

type Row = readonly [SupportLevel, ...SupportLevel[]];

/** Builds a capability record from one row of the matrix, in `capabilityKeys` order. */
function row(...levels: Row): Record<CapabilityKey, SupportLevel> {
  if (levels.length !== capabilityKeys.length) throw new Error('capability row has the wrong length');
  return Object.fromEntries(capabilityKeys.map((key, index) => [key, levels[index]])) as Record<
    CapabilityKey,
    SupportLevel
  >;
}

const y = 'yes';
const p = 'partial';
const n = 'no';

// connect, text, image, video, link, poll, schedule, comment, like, message, read comments, read mentions,
// read messages, account metrics, post metrics, search
export const networkProfiles: Readonly<Record<SocialNetwork, NetworkProfile>> = {
  facebook: {
    network: 'facebook',
    connect: 'oauth',
    connectable: 'page',
    capabilities: row(y, y, y, y, y, n, y, y, y, y, y, p, y, y, y, n),
    maxImages: 10,
    maxVideos: 1,
  },
  facebook_group: {
    network: 'facebook_group',
    connect: 'none',
    connectable: 'community',
    capabilities: row(n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n),
    maxImages: 0,
    maxVideos: 0,
  },
  instagram: {
    network: 'instagram',
    connect: 'oauth',
    connectable: 'profile',
    capabilities: row(y, n, y, y, n, n, n, y, n, y, y, y, y, y, y, p),
    maxImages: 10,
    maxVideos: 1,
  },
  threads: {
    network: 'threads',
    connect: 'oauth',
    connectable: 'profile',
    capabilities: row(y, y, y, y, y, y, n, y, n, n, y, y, n, y, y, y),
    maxImages: 20,
    maxVideos: 1,
  },
  twitter: {
    network: 'twitter',
    connect: 'oauth',
    connectable: 'profile',
    capabilities: row(y, y, y, y, y, y, n, y, y, y, y, y, y, p, y, y),
    maxImages: 4,
    maxVideos: 1,
  },
  youtube: {
    network: 'youtube',
    connect: 'oauth',
    connectable: 'channel',
    capabilities: row(y, n, n, y, n, n, y, y, y, n, y, n, n, y, y, y),
    maxImages: 0,
    maxVideos: 1,
  },
  tiktok: {
    network: 'tiktok',
    connect: 'oauth',
    connectable: 'profile',
    capabilities: row(y, n, y, y, n, n, n, p, n, p, p, p, p, p, y, n),
    maxImages: 35,
    maxVideos: 1,
  },
  reddit: {
    network: 'reddit',
    connect: 'oauth',
    connectable: 'profile',
    capabilities: row(p, y, p, p, y, p, n, y, p, y, y, y, y, p, p, y),
    maxImages: 20,
    maxVideos: 1,
  },
  vk: {
    network: 'vk',
    connect: 'oauth',
    connectable: 'community',
    capabilities: row(y, y, y, y, y, y, y, y, y, y, y, p, y, y, y, y),
    maxImages: 10,
    maxVideos: 10,
  },
  discord: {
    network: 'discord',
    connect: 'bot_install',
    connectable: 'server',
    capabilities: row(y, y, y, y, y, y, n, y, y, p, y, y, y, p, p, n),
    maxImages: 10,
    maxVideos: 10,
  },
  whatsapp: {
    network: 'whatsapp',
    connect: 'embedded_signup',
    connectable: 'phone_number',
    capabilities: row(y, y, y, y, y, n, n, y, y, y, n, n, y, p, p, n),
    maxImages: 1,
    maxVideos: 1,
  },
  naver_lounge: {
    network: 'naver_lounge',
    connect: 'none',
    connectable: 'community',
    capabilities: row(n, n, n, n, n, n, n, n, n, n, n, n, n, n, n, n),
    maxImages: 0,
    maxVideos: 0,
  },
  /**
   * Optional channel (platforms/twitch.md): a post is a chat announcement in the connected channel
   * (text only, 500 characters). Polls exist only while live, whispers are restricted, chat cannot be
   * read back or searched through Helix; account metrics are the follower total and live viewers.
   */
  twitch: {
    network: 'twitch',
    connect: 'oauth',
    connectable: 'channel',
    capabilities: row(y, y, n, n, n, n, n, n, n, n, n, n, n, p, n, n),
    maxImages: 0,
    maxVideos: 0,
  },
};

/** Each network's own name (the same in every UI language). */
export const networkNames: Readonly<Record<SocialNetwork, string>> = {
  facebook: 'Facebook',
  facebook_group: 'Facebook Groups',
  instagram: 'Instagram',
  threads: 'Threads',
  twitter: 'X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  reddit: 'Reddit',
  vk: 'VK',
  discord: 'Discord',
  whatsapp: 'WhatsApp',
  naver_lounge: 'Naver Lounge',
  twitch: 'Twitch',
};

/**
 * Networks offered as optional channels: connectable, but with a narrow API (Twitch: chat
 * announcements and channel counters only). Lists show them last.
 */
export const optionalNetworks = ['twitch'] as const satisfies readonly SocialNetwork[];
export type OptionalNetwork = (typeof optionalNetworks)[number];

/** Whether the network is an optional channel (see `optionalNetworks`). */
export function isOptionalNetwork(network: SocialNetwork): network is OptionalNetwork {
  return (optionalNetworks as readonly SocialNetwork[]).includes(network);
}

/**
 * Where a community of a network without a usable API lives: its address must match, and the captured
 * part identifies it (the group id or name, the lounge name).
 */
export const manualAddresses: Readonly<Partial<Record<SocialNetwork, RegExp>>> = {
  facebook_group: /^https:\/\/(?:www\.|m\.)?facebook\.com\/groups\/([A-Za-z0-9._-]+)\/?(?:[?#].*)?$/,
  naver_lounge: /^https:\/\/game\.naver\.com\/lounge\/([A-Za-z0-9._-]+)(?:\/.*)?$/,
};

/** Whether accounts of the network are worked by hand (no API to connect through). */
export function isManualNetwork(network: SocialNetwork): boolean {
  return networkProfiles[network].connect === 'none';
}

/** Networks whose accounts can be connected through their API (the others are worked by hand). */
export function canConnect(network: SocialNetwork): boolean {
  return networkProfiles[network].capabilities.connect !== 'no';
}

export const networkProfileSchema = z.object({
  network: z.string(),
  connect: z.enum(connectKinds),
  connectable: z.enum(connectableKinds),
  capabilities: z.record(capabilityKeySchema, supportLevelSchema),
  maxImages: z.number().int(),
  maxVideos: z.number().int(),
  /** Whether this server talks to the local emulator for the network instead of the real one. */
  emulated: z.boolean(),
  /** Whether the network can be connected on this server (credentials or emulator present). */
  configured: z.boolean(),
});
export type NetworkProfileView = z.infer<typeof networkProfileSchema>;

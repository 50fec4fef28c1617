import type { ClientCode, ClientToken, ConfidentialApp, GrantState } from '../../core/grants.js';

/** An application registered in the Twitch developer console (a confidential client). */
export type TwitchApp = ConfidentialApp;

/** A Twitch user; every user has a channel of the same id. */
export interface TwitchUser {
  id: string;
  login: string;
  displayName: string;
  description: string;
  broadcasterType: '' | 'affiliate' | 'partner';
  createdAt: number;
  /** Follower total when the world was seeded; it grows slowly from there. */
  followers: number;
  /** Users who moderate this user's channel (they may send announcements there). */
  moderators: string[];
}

/** The channel's live stream, if it is live. */
export interface TwitchStream {
  id: string;
  title: string;
  gameName: string;
  viewerCount: number;
  startedAt: number;
}

export type TwitchCode = ClientCode;

/** Access tokens expire (~4 h); refresh tokens of a confidential client do not. */
export type TwitchToken = ClientToken;

export const ANNOUNCEMENT_COLORS = ['blue', 'green', 'orange', 'purple', 'primary'] as const;
export type AnnouncementColor = (typeof ANNOUNCEMENT_COLORS)[number];

/** An announcement sent to a channel's chat (Helix answers 204 and no id; the emulator numbers them). */
export interface TwitchAnnouncement {
  id: string;
  broadcasterId: string;
  moderatorId: string;
  clientId: string;
  message: string;
  color: AnnouncementColor;
  createdAt: number;
}

/** One token's rate-limit bucket: `points` left, refilled continuously up to the limit each minute. */
export interface Bucket {
  points: number;
  at: number;
}

export interface TwitchLimits {
  /** Points a user token's bucket holds, refilled over a minute (Twitch: 800). */
  pointsPerMinute: number;
  /** Least time between two announcements to the same channel (Twitch: one every 2 seconds). */
  announcementIntervalMs: number;
}

export interface TwitchState extends GrantState<TwitchApp, TwitchCode, TwitchToken> {
  /** The user who signs in on the consent page. */
  user: TwitchUser;
  /** Every user the emulator knows, the signed-in one included. */
  users: Map<string, TwitchUser>;
  /** Live streams by user id. */
  streams: Map<string, TwitchStream>;
  announcements: TwitchAnnouncement[];
  limits: TwitchLimits;
  /** Rate-limit buckets by `<client_id>:<user_id>`. */
  buckets: Map<string, Bucket>;
  /** When each channel last got an announcement. */
  lastAnnouncement: Map<string, number>;
}

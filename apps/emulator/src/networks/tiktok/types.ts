import type { GrantState, IssuedCode, RevocableGrant } from '../../core/grants.js';
import type { Rng } from '../../core/prng.js';

/** A registered TikTok for Developers app (Login Kit + Content Posting API). */
export interface TiktokApp {
  clientKey: string;
  clientSecret: string;
  name: string;
  /** When set, the authorize page accepts only these redirect URIs (exact match). */
  redirectUris?: string[];
}

export const PRIVACY_LEVELS = [
  'PUBLIC_TO_EVERYONE',
  'MUTUAL_FOLLOW_FRIENDS',
  'FOLLOWER_OF_CREATOR',
  'SELF_ONLY',
] as const;
export type PrivacyLevel = (typeof PRIVACY_LEVELS)[number];

/** The creator's own settings, as creator_info reports them (changed through the control API). */
export interface CreatorSettings {
  privacyLevels: PrivacyLevel[];
  commentDisabled: boolean;
  duetDisabled: boolean;
  stitchDisabled: boolean;
  maxVideoSeconds: number;
  /** TikTok banned the account from posting (spam_risk_user_banned_from_posting). */
  bannedFromPosting: boolean;
}

/** The account that signs in on the consent page. */
export interface TiktokCreator {
  /** Internal id; apps see it as a per-app `open_id`. */
  id: string;
  unionId: string;
  username: string;
  displayName: string;
  bio: string;
  verified: boolean;
  /** Counts when the world was seeded; followers grow slowly from here. */
  followers: number;
  following: number;
  likes: number;
  settings: CreatorSettings;
}

/** What a Direct Post asked for (the post_info of video/init or content/init). */
export interface PostInfo {
  title: string;
  description: string;
  privacyLevel: PrivacyLevel;
  disableComment: boolean;
  disableDuet: boolean;
  disableStitch: boolean;
  brandContent: boolean;
  brandOrganic: boolean;
  isAigc: boolean;
  autoAddMusic: boolean;
  coverTimestampMs: number;
}

/** A video or photo post on the creator's profile. */
export interface TiktokPost {
  id: string;
  kind: 'video' | 'photo';
  info: PostInfo;
  createdAt: number;
  durationSec: number;
  imageCount: number;
  origin: 'seed' | 'api';
  publishId?: string;
}

export type PublishStatus =
  | 'PROCESSING_UPLOAD'
  | 'PROCESSING_DOWNLOAD'
  | 'SEND_TO_USER_INBOX'
  | 'PUBLISH_COMPLETE'
  | 'FAILED';

/** One Content Posting API publish, from init to its post (or failure). */
export interface TiktokPublish {
  id: string;
  creatorId: string;
  clientKey: string;
  kind: 'video' | 'photo';
  source: 'FILE_UPLOAD' | 'PULL_FROM_URL';
  /** DIRECT_POST publishes; MEDIA_UPLOAD sends the media to the creator's inbox. */
  mode: 'DIRECT_POST' | 'MEDIA_UPLOAD';
  info: PostInfo;
  createdAt: number;
  /** FILE_UPLOAD: the announced sizes and what has arrived. */
  videoSize: number;
  chunkSize: number;
  totalChunks: number;
  receivedBytes: number;
  uploadToken: string;
  /** Whether the first chunk looked like a video container (MP4/MOV `ftyp` or WebM). */
  validFormat: boolean;
  /** When every byte had arrived (FILE_UPLOAD) or the pull started (PULL_FROM_URL). */
  transferredAt?: number;
  /** How long TikTok takes to download (PULL_FROM_URL) and then process the media. */
  downloadMs: number;
  processingMs: number;
  mediaUrls: string[];
  status: PublishStatus;
  failReason?: string;
  postId?: string;
}

/** Both kinds of token expire: access tokens after a day, refresh tokens a year after the consent. */
export interface TiktokToken extends RevocableGrant {
  kind: 'access' | 'refresh';
  clientKey: string;
  creatorId: string;
  scopes: string[];
  expiresAt: number;
}

export interface TiktokCode extends IssuedCode {
  clientKey: string;
  creatorId: string;
  scopes: string[];
  /** PKCE challenge (S256), when the authorize request carried one. */
  challenge?: string;
}

/** A fixed one-minute window of one endpoint for one token. */
export interface Window {
  start: number;
  count: number;
}

export interface TiktokLimits {
  /** Requests per minute per token, by operation. */
  perMinute: Record<string, number>;
  /** Direct posts per creator per 24 hours (TikTok says about 15, shared by every app). */
  postsPerDay: number;
}

export interface TiktokState extends GrantState<TiktokApp, TiktokCode, TiktokToken> {
  creator: TiktokCreator;
  posts: Map<string, TiktokPost>;
  publishes: Map<string, TiktokPublish>;
  limits: TiktokLimits;
  windows: Map<string, Window>;
  /** The consent page answers as it does from a mainland China network. */
  mainlandChina: boolean;
  /** The app has not passed the Content Posting audit: only SELF_ONLY posts. */
  unaudited: boolean;
  /** URL prefixes (or bare domains) verified in the developer portal for PULL_FROM_URL. */
  verifiedDomains: string[];
  rng: { ids: Rng; tokens: Rng; logs: Rng };
}

import type { ClientCode, ClientToken, ConfidentialApp, GrantState, Pkce } from '../../core/grants.js';
import type { ArrivingWorld } from '../../core/state.js';

/** A Google Cloud OAuth 2.0 client (web application: id and secret). */
export type GoogleApp = ConfidentialApp;

/** The Google account that signs in on the consent page. */
export interface GoogleUser {
  id: string;
  name: string;
  email: string;
}

export interface YtChannel {
  id: string;
  /** The Google account owning the channel; null for visitors' channels. */
  ownerId: string | null;
  title: string;
  description: string;
  /** `@handle`. */
  customUrl: string;
  createdAt: number;
  country: string;
  uploadsPlaylistId: string;
  /** Subscribers when the world was seeded; they grow slowly from here. */
  subscribers: number;
  /** Views of videos older than the seeded history. */
  priorViews: number;
}

export type PrivacyStatus = 'public' | 'unlisted' | 'private';

/** What an upload asked for (validated), applied when its bytes are complete. */
export interface VideoInput {
  title: string;
  description: string;
  tags: string[];
  categoryId: string;
  defaultLanguage?: string;
  privacyStatus: PrivacyStatus;
  publishAt?: number;
  madeForKids: boolean;
  embeddable: boolean;
  license: 'youtube' | 'creativeCommon';
  publicStatsViewable: boolean;
}

export interface YtVideo extends VideoInput {
  id: string;
  channelId: string;
  /** When the upload completed. */
  uploadedAt: number;
  /** When the video became public (the upload, or its scheduled `publishAt`). */
  publishedAt: number;
  /** Server-side processing after the upload (emulated seconds). */
  processingMs: number;
  sizeBytes: number;
  mimeType: string;
  /** `search`: another creator's video that a search found (materialised when first found). */
  origin: 'seed' | 'api' | 'search';
  /** What a search-found video is about: its viewers' comments talk about it. */
  topic?: string;
  /** Ratings made through the API, by the rating channel's id. */
  ratings: Map<string, 'like' | 'dislike'>;
  deleted: boolean;
}

export interface YtComment {
  id: string;
  videoId: string;
  /** The channel of the video commented on. */
  channelId: string;
  /** Top-level comment this one replies to. */
  parentId?: string;
  authorChannelId: string;
  authorName: string;
  text: string;
  publishedAt: number;
  origin: 'seed' | 'api' | 'visitor';
}

export interface YtToken extends ClientToken {
  /** The channel picked on the consent page: every call of the grant acts as it. */
  channelId: string;
  /** The refresh token the access token was issued under (revoking it revokes them all). */
  grant: string;
}

/** The PKCE challenge is optional (sent by the authorize request or not). */
export interface YtCode extends ClientCode, Partial<Pkce> {
  channelId: string;
  /** access_type=offline and (first consent or prompt=consent): the exchange issues a refresh token. */
  offline: boolean;
}

/** A resumable upload session (the `upload_id` of its session URL). */
export interface YtUploadSession {
  id: string;
  channelId: string;
  userId: string;
  input: VideoInput;
  parts: string[];
  /** X-Upload-Content-Length, or learned from the first Content-Range with a total. */
  totalBytes: number | null;
  contentType: string;
  /** Bytes persisted so far (always a prefix of the file). */
  received: number;
  createdAt: number;
  expiresAt: number;
  /** Set when the last byte arrived: the video it created. */
  videoId?: string;
}

/** Daily quota of the Cloud project, reset at midnight Pacific time. */
export interface YtQuota {
  /** The Pacific date (YYYY-MM-DD) the counters belong to. */
  day: string;
  units: number;
  inserts: number;
  searches: number;
  limits: { units: number; inserts: number; searches: number };
}

export interface YtState extends GrantState<GoogleApp, YtCode, YtToken>, ArrivingWorld {
  user: GoogleUser;
  /** Channels of `user` (one or two) and of the visitors who comment. */
  channels: Map<string, YtChannel>;
  visitors: YtChannel[];
  videos: Map<string, YtVideo>;
  comments: Map<string, YtComment>;
  sessions: Map<string, YtUploadSession>;
  /** Scopes granted so far, by `${clientId}:${userId}` (include_granted_scopes, first-consent refresh). */
  grants: Map<string, Set<string>>;
  quota: YtQuota;
}

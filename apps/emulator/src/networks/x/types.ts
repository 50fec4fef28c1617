import type { ClientCode, ClientToken, GrantState, Pkce, RegisteredApp } from '../../core/grants.js';
import type { ArrivingWorld, People } from '../../core/state.js';

/** A registered OAuth 2.0 client; without a secret it is a public client (no Basic auth). */
export interface XApp extends RegisteredApp {
  clientSecret?: string;
}

export interface XUser {
  id: string;
  name: string;
  username: string;
  description: string;
  location: string;
  createdAt: number;
  verified: boolean;
  /** Counts when the world was seeded; followers grow slowly from here. */
  followers: number;
  following: number;
  listed: number;
  likes: number;
  /** Posts made before the emulator started (API posts are added to this). */
  priorTweets: number;
  acceptsDms: boolean;
}

export type TweetOrigin = 'seed' | 'api' | 'visitor' | 'public';

export interface XTweet {
  id: string;
  authorId: string;
  /** As returned: links replaced by t.co links. */
  text: string;
  /** The t.co links in `text` and what they expand to. */
  urls: Array<{ url: string; expanded: string }>;
  createdAt: number;
  conversationId: string;
  inReplyToTweetId?: string;
  inReplyToUserId?: string;
  quoteTweetId?: string;
  mediaKeys: string[];
  pollId?: string;
  lang: string;
  origin: TweetOrigin;
  /** Users who liked the post through the API. */
  likes: Set<string>;
  deleted: boolean;
}

export interface XPoll {
  id: string;
  tweetId: string;
  options: string[];
  durationMinutes: number;
  createdAt: number;
}

export type MediaType = 'photo' | 'animated_gif' | 'video';

export interface XMedia {
  id: string;
  key: string;
  ownerId: string;
  type: MediaType;
  mimeType: string;
  category: string;
  totalBytes: number;
  /** Bytes received per APPEND segment. */
  segments: Map<number, number>;
  createdAt: number;
  /** Set by FINALIZE (or at once for a simple upload). */
  finalizedAt?: number;
  /** How long server-side processing takes after FINALIZE (videos and GIFs). */
  processingMs: number;
  expiresAt: number;
  width: number;
  height: number;
  durationMs?: number;
  /** The post the media was attached to (media ids are single-use). */
  tweetId?: string;
}

export interface XDmEvent {
  id: string;
  conversationId: string;
  senderId: string;
  recipientId: string;
  text: string;
  mediaKeys: string[];
  createdAt: number;
}

export type XToken = ClientToken;

/** Codes always carry a PKCE challenge: X requires one. */
export type XCode = ClientCode & Pkce;

/** A fixed rate-limit window of one endpoint for one user. */
export interface XWindow {
  start: number;
  count: number;
}

/** X's world: visitors reply, mention, like and send DMs. */
export interface XState extends GrantState<XApp, XCode, XToken>, People<XUser>, ArrivingWorld {
  tweets: Map<string, XTweet>;
  polls: Map<string, XPoll>;
  media: Map<string, XMedia>;
  dms: Map<string, XDmEvent>;
  /** Requests per 15-minute window and user, by operation. */
  limits: Record<string, number>;
  windows: Map<string, XWindow>;
  /** Post reads this calendar month (UTC) by app client id, against the pay-per-use monthly cap. */
  /** Post reads this month against the monthly cap; `depleted`: the app's credits are spent (402). */
  usage: { cap: number; month: string; reads: Map<string, number>; depleted: boolean };
}

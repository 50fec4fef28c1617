import type { AppCode, GrantState, KeyedApp } from '../../core/grants.js';
import type { ListeningVolume } from '../../core/listening.js';
import type { Rng } from '../../core/prng.js';
import type { IgState } from './instagram/types.js';
import type { MsgState } from './messenger/types.js';
import type { WaState } from './whatsapp/types.js';

export type FbApp = KeyedApp;

export interface FbActor {
  id: string;
  name: string;
}

export interface FbPage extends FbActor {
  category: string;
  about: string;
  username: string;
  /** Followers when the world was seeded; page_follows grows from here. */
  followers: number;
  tasks: string[];
  /** A public Page's subject (what its search asked for): its posts talk about it. */
  topic?: string;
}

export type TokenInvalidation = { subcode: number; message: string };

export interface FbToken {
  value: string;
  kind: 'user' | 'page';
  appId: string;
  userId: string;
  pageId?: string;
  scopes: string[];
  declined: string[];
  /** Pages chosen in the dialog (granular scopes' target ids). */
  pageIds: string[];
  issuedAt: number;
  /** ms since the epoch; null = never expires. */
  expiresAt: number | null;
  dataAccessExpiresAt: number;
  longLived: boolean;
  /** For page tokens: the user token they were derived from. */
  parent?: string;
  invalidated?: TokenInvalidation;
}

export interface FbCode extends AppCode {
  userId: string;
  scopes: string[];
  declined: string[];
  pageIds: string[];
}

export interface FbPhoto {
  id: string;
  pageId: string;
  url?: string;
  upload?: { filename: string; size: number };
  caption?: string;
  createdAt: number;
  published: boolean;
  /** The post that shows this photo (its own story, or the multi-photo post it was attached to). */
  postId?: string;
  width: number;
  height: number;
  deleted: boolean;
}

export type PostType = 'status' | 'link' | 'photo' | 'video';

export interface FbPost {
  id: string;
  pageId: string;
  type: PostType;
  message?: string;
  link?: string;
  photoIds: string[];
  createdAt: number;
  updatedAt: number;
  /** When the post went (or goes) live; undefined while unpublished. */
  publishedAt?: number;
  scheduledAt?: number;
  deleted: boolean;
  /** Actors (the page) who liked the post through the API. */
  likes: Set<string>;
  /** `public`: a post of another public Page (what Page Public Content Access reads). */
  origin: 'seed' | 'api' | 'public';
}

export interface FbComment {
  id: string;
  postId: string;
  /** Top-level comment this one replies to. */
  parentId?: string;
  from: FbActor;
  message: string;
  attachmentUrl?: string;
  createdAt: number;
  likes: Set<string>;
  /** Likes from visitors (generated). */
  organicLikes: number;
  hidden: boolean;
  deleted: boolean;
  byVisitor: boolean;
}

export interface FbLimits {
  appCallsPerHour: number;
  pageCallsPerDay: number;
}

export interface FbState extends GrantState<FbApp, FbCode, FbToken> {
  user: FbActor;
  visitors: FbActor[];
  pages: Map<string, FbPage>;
  /**
   * Other public Pages the app can read with Page Public Content Access: those `/pages/search` found.
   * They post as the clock moves (their posts and comments live in `posts` and `comments`).
   */
  publicPages: Map<string, FbPage>;
  /** How many of each public Page's planned posts have arrived, by `{page}:{day}`. */
  publicArrivals: Map<string, number>;
  /** Whether the app holds the Page Public Content Access feature (default true). */
  publicContentAccess: boolean;
  /** How much the public Pages post (the emulator's listening volume). */
  volume: ListeningVolume;
  /** `${userToken}:${pageId}` → page token value. */
  pageTokens: Map<string, string>;
  posts: Map<string, FbPost>;
  photos: Map<string, FbPhoto>;
  comments: Map<string, FbComment>;
  /** Ids of the planned visitor comments that have arrived, per post. */
  visitorArrivals: Map<string, string[]>;
  /**
   * Insights metrics Meta has removed since the emulator started (as it retires metrics between API
   * versions): a call naming one fails as a whole with (#100), like any invalid metric.
   */
  retiredMetrics: Set<string>;
  limits: FbLimits;
  usage: { app: Map<string, number[]>; page: Map<string, number[]> };
  rng: { ids: Rng; tokens: Rng; trace: Rng };
  /** Instagram professional accounts linked to the Pages (Instagram API with Facebook Login). */
  ig: IgState;
  /** WhatsApp Business Accounts of the user, their numbers, templates and conversations (Cloud API). */
  wa: WaState;
  /** The Pages' Messenger conversations and their Instagram accounts' Direct ones. */
  msg: MsgState;
}

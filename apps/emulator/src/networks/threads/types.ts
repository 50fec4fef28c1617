import type { AppCode, GrantState, KeyedApp } from '../../core/grants.js';
import type { Rng } from '../../core/prng.js';
import type { ArrivingWorld, People } from '../../core/state.js';
import type { TokenInvalidation } from '../facebook/types.js';

/** A Meta app with the Threads use case: its Threads app id and secret. */
export type ThApp = KeyedApp;

export interface ThUser {
  id: string;
  username: string;
  name: string;
  biography: string;
  /** Followers when the world was seeded; followers_count grows from here. */
  followers: number;
  verified: boolean;
}

/** `media_type` of a container, as sent to `POST /{user-id}/threads`. */
export type ContainerType = 'TEXT' | 'IMAGE' | 'VIDEO' | 'CAROUSEL';
/** `media_type` of a published post, as the read endpoints answer it. */
export type PostType = 'TEXT_POST' | 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';

export const REPLY_CONTROLS = [
  'everyone',
  'accounts_you_follow',
  'mentioned_only',
  'parent_post_author_only',
  'followers_only',
] as const;
export type ReplyControl = (typeof REPLY_CONTROLS)[number];

/** A media container: created by the API, processed (videos take a few seconds), then published once. */
export interface ThContainer {
  id: string;
  ownerId: string;
  type: ContainerType;
  text?: string;
  imageUrl?: string;
  videoUrl?: string;
  isCarouselItem: boolean;
  /** Item container ids (CAROUSEL only). */
  children: string[];
  linkAttachment?: string;
  replyToId?: string;
  quotePostId?: string;
  replyControl: ReplyControl;
  /** Poll options a–d (TEXT only). */
  poll?: string[];
  locationId?: string;
  altText?: string;
  createdAt: number;
  /** Processing ends here: FINISHED, or ERROR when `errorMessage` is set. */
  readyAt: number;
  errorMessage?: string;
  /** The media this container became (set by threads_publish; for items, by their carousel). */
  publishedId?: string;
  /** The carousel container this item belongs to. */
  carouselId?: string;
}

export interface ThPoll {
  options: string[];
  expiresAt: number;
}

export interface ThPost {
  id: string;
  ownerId: string;
  type: PostType;
  text?: string;
  shortcode: string;
  createdAt: number;
  mediaUrl?: string;
  /** Media ids of the carousel's items. */
  childIds: string[];
  isCarouselItem: boolean;
  linkAttachment?: string;
  replyToId?: string;
  /** The top-level post of the conversation (itself for a top-level post). */
  rootId: string;
  quotePostId?: string;
  replyControl: ReplyControl;
  poll?: ThPoll;
  locationId?: string;
  altText?: string;
  hidden: boolean;
  deleted: boolean;
  /** seed, api: the account's; visitor: a reply to it; public: what search finds; mention: a post naming it. */
  origin: 'seed' | 'api' | 'visitor' | 'public' | 'mention';
  containerId?: string;
}

export interface ThLocation {
  id: string;
  name: string;
  address: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  postalCode: string;
}

export interface ThToken {
  value: string;
  appId: string;
  userId: string;
  scopes: string[];
  issuedAt: number;
  expiresAt: number;
  longLived: boolean;
  invalidated?: TokenInvalidation;
}

export interface ThCode extends AppCode {
  userId: string;
  scopes: string[];
}

export interface ThLimits {
  /** API-published posts per rolling 24 h (carousels count once). */
  postsPerDay: number;
  repliesPerDay: number;
  deletesPerDay: number;
  /** Calls per app-user pair per rolling 24 h; null: 4800 × impressions (at least 10), as documented. */
  callsPerDay: number | null;
  /** Keyword and topic-tag searches per user per rolling 24 h, across apps (2,200 documented). */
  keywordSearchesPerDay: number;
}

/** Threads' world: visitors reply to the account's posts, mention it and post what search finds. */
export interface ThState extends GrantState<ThApp, ThCode, ThToken>, People<ThUser>, ArrivingWorld {
  posts: Map<string, ThPost>;
  containers: Map<string, ThContainer>;
  locations: Map<string, ThLocation>;
  limits: ThLimits;
  /** When the account published posts, replies and deletions through the API (quota windows). */
  quota: { posts: number[]; replies: number[]; deletes: number[] };
  /** API call times per app-user pair (`{app}:{user}`). */
  calls: Map<string, number[]>;
  /** Media ids of keyword-search results, by query key (materialised as the clock reaches them). */
  searches: Map<string, string[]>;
  /** When each user's keyword searches that found something were made (the 24-hour quota window). */
  keywordSearches: Map<string, number[]>;
  rng: { ids: Rng; tokens: Rng; trace: Rng };
}

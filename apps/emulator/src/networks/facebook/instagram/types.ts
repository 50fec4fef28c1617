import type { Rng } from '../../../core/prng.js';

/** An Instagram professional account linked to one of the emulated Facebook Pages. */
export interface IgAccount {
  id: string;
  /** The legacy Instagram id (`ig_id`). */
  igId: string;
  pageId: string;
  username: string;
  name: string;
  biography: string;
  website: string;
  /** Followers when the world was seeded; followers_count grows from here. */
  followers: number;
  follows: number;
}

/** Someone who comments on, or tags, the accounts' media. */
export interface IgVisitor {
  id: string;
  username: string;
}

export interface IgUserTag {
  username: string;
  x?: number;
  y?: number;
}

/** The `media_type` of a container (IMAGE when only `image_url` is given). */
export type ContainerType = 'IMAGE' | 'VIDEO' | 'REELS' | 'STORIES' | 'CAROUSEL';

export interface IgContainer {
  id: string;
  igUserId: string;
  type: ContainerType;
  isCarouselItem: boolean;
  imageUrl?: string;
  videoUrl?: string;
  caption?: string;
  locationId?: string;
  userTags: IgUserTag[];
  altText?: string;
  shareToFeed?: boolean;
  coverUrl?: string;
  thumbOffset?: number;
  /** Carousel item container ids (CAROUSEL only). */
  children: string[];
  createdAt: number;
  /** Processing ends here (videos take a few seconds): FINISHED, or ERROR when `failed`. */
  readyAt: number;
  failed: boolean;
  /** The IG Media this container became (set by media_publish; for items, by their carousel). */
  mediaId?: string;
  publishedAt?: number;
}

export type IgMediaType = 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
export type IgProductType = 'FEED' | 'REELS' | 'STORY';

export interface IgMedia {
  id: string;
  /** The account that posted it (for tagged media: a visitor's id). */
  ownerId: string;
  ownerUsername: string;
  mediaType: IgMediaType;
  productType: IgProductType;
  caption?: string;
  mediaUrl: string;
  thumbnailUrl?: string;
  shortcode: string;
  /** Carousel children (media ids), in order. */
  children: string[];
  /** The carousel this media is an item of. */
  parentId?: string;
  altText?: string;
  locationId?: string;
  userTags: IgUserTag[];
  /** Emulated accounts tagged in it (their `/tags` edge lists it). */
  taggedAccountIds: string[];
  sharedToFeed?: boolean;
  createdAt: number;
  commentsEnabled: boolean;
  /** The container it was published from (undefined for seeded media). */
  containerId?: string;
  /** `app`: posted by a person in the Instagram app (not through the API). */
  origin: 'seed' | 'api' | 'tagged' | 'app';
}

export interface IgComment {
  id: string;
  mediaId: string;
  /** The top-level comment this one replies to. */
  parentId?: string;
  from: IgVisitor;
  text: string;
  createdAt: number;
  /** Likes from visitors (generated). */
  organicLikes: number;
  hidden: boolean;
  deleted: boolean;
  byOwner: boolean;
}

export interface IgState {
  accounts: Map<string, IgAccount>;
  visitors: IgVisitor[];
  containers: Map<string, IgContainer>;
  media: Map<string, IgMedia>;
  comments: Map<string, IgComment>;
  /** Ids of the planned visitor comments that have arrived, per media. */
  arrivals: Map<string, string[]>;
  /** Content Publishing API posts allowed per rolling 24 hours and account. */
  publishLimit: number;
  /** Hashtags by their global id, once someone searched them (`ig_hashtag_search`). */
  hashtags: Map<string, string>;
  /** When each account first queried each hashtag (id) within the rolling 7 days, by account id. */
  hashtagQueries: Map<string, Map<string, number>>;
  /** Unique hashtags an account may query per rolling 7 days (30 documented). */
  hashtagLimit: number;
  rng: { ids: Rng };
}

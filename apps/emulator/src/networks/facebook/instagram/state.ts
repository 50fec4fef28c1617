import { type Rng, streamRng } from '../../../core/prng.js';
import type { FbState } from '../types.js';
import type { IgAccount, IgComment, IgContainer, IgMedia, IgState } from './types.js';

/** Content Publishing API posts per rolling 24 hours (the limit `content_publishing_limit` reports). */
export const DEFAULT_PUBLISH_LIMIT = 100;
/** Unique hashtags an account may query per rolling 7 days (the Hashtag Search API's limit). */
export const DEFAULT_HASHTAG_LIMIT = 30;
const ID_LENGTH = 17;

export function createIgState(seed: number): IgState {
  return {
    accounts: new Map(),
    visitors: [],
    containers: new Map(),
    media: new Map(),
    comments: new Map(),
    arrivals: new Map(),
    publishLimit: DEFAULT_PUBLISH_LIMIT,
    hashtags: new Map(),
    hashtagQueries: new Map(),
    hashtagLimit: DEFAULT_HASHTAG_LIMIT,
    rng: { ids: streamRng(seed, 'ig', 'ids') },
  };
}

function taken(ig: IgState, id: string): boolean {
  return ig.accounts.has(id) || ig.containers.has(id) || ig.media.has(id) || ig.comments.has(id);
}

/** A fresh 17-digit id starting with `prefix` (Instagram ids look like 17841400000000000). */
export function newIgId(ig: IgState, prefix: string, rng: Rng = ig.rng.ids, digits?: string): string {
  let id = digits === undefined ? '' : `${prefix}${digits}`;
  while (id === '' || taken(ig, id)) id = `${prefix}${rng.digits(ID_LENGTH - prefix.length)}`;
  return id;
}

export function shortcode(rng: Rng): string {
  return rng.chars(11, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-');
}

export type IgNode =
  | { kind: 'ig_user'; account: IgAccount }
  | { kind: 'ig_media'; media: IgMedia }
  | { kind: 'ig_container'; container: IgContainer }
  | { kind: 'ig_comment'; comment: IgComment };

/** Any Instagram object by id (deleted comments behave as if they never existed). */
export function findIgNode(state: FbState, id: string): IgNode | undefined {
  const { ig } = state;
  const account = ig.accounts.get(id);
  if (account) return { kind: 'ig_user', account };
  const media = ig.media.get(id);
  if (media) return { kind: 'ig_media', media };
  const container = ig.containers.get(id);
  if (container) return { kind: 'ig_container', container };
  const comment = ig.comments.get(id);
  return comment && !comment.deleted ? { kind: 'ig_comment', comment } : undefined;
}

export function accountOfPage(ig: IgState, pageId: string): IgAccount | undefined {
  return [...ig.accounts.values()].find((account) => account.pageId === pageId);
}

/** The account's own top-level media (no carousel items), newest first. */
export function ownMedia(ig: IgState, accountId: string, filter: (media: IgMedia) => boolean): IgMedia[] {
  return [...ig.media.values()]
    .filter((media) => media.ownerId === accountId && media.parentId === undefined && filter(media))
    .sort((a, b) => b.createdAt - a.createdAt);
}

export const STORY_LIFETIME_MS = 24 * 3_600_000;

export const isFeed = (media: IgMedia): boolean => media.productType !== 'STORY';

export const isLiveStory = (media: IgMedia, now: number): boolean =>
  media.productType === 'STORY' && now - media.createdAt < STORY_LIFETIME_MS;

/** Comments (and replies) on a media that exist at `at`, oldest first. */
export function mediaComments(ig: IgState, mediaId: string, at = Number.POSITIVE_INFINITY): IgComment[] {
  return [...ig.comments.values()]
    .filter((comment) => comment.mediaId === mediaId && !comment.deleted && comment.createdAt <= at)
    .sort((a, b) => a.createdAt - b.createdAt);
}

export function addIgComment(
  ig: IgState,
  input: Omit<IgComment, 'id' | 'hidden' | 'deleted'> & { digits?: string },
): IgComment {
  const { digits, ...rest } = input;
  const comment: IgComment = {
    ...rest,
    id: newIgId(ig, '17', ig.rng.ids, digits),
    hidden: false,
    deleted: false,
  };
  ig.comments.set(comment.id, comment);
  return comment;
}

export function permalink(media: IgMedia): string {
  if (media.productType === 'STORY')
    return `https://www.instagram.com/stories/${media.ownerUsername}/${media.id}/`;
  return `https://www.instagram.com/${media.productType === 'REELS' ? 'reel' : 'p'}/${media.shortcode}/`;
}

export type NewMedia = Omit<
  IgMedia,
  'id' | 'shortcode' | 'children' | 'userTags' | 'taggedAccountIds' | 'commentsEnabled'
> &
  Partial<Pick<IgMedia, 'id' | 'children' | 'userTags' | 'taggedAccountIds'>>;

export function addMedia(ig: IgState, input: NewMedia, rng: Rng = ig.rng.ids): IgMedia {
  const media: IgMedia = {
    children: [],
    userTags: [],
    taggedAccountIds: [],
    ...input,
    id: input.id ?? newIgId(ig, '18', rng),
    shortcode: shortcode(rng),
    commentsEnabled: true,
  };
  ig.media.set(media.id, media);
  return media;
}

/** Where the emulator pretends Instagram's CDN serves a generated picture or video. */
export const cdnUrl = (id: string, ext: 'jpg' | 'mp4'): string =>
  `https://scontent.emulator.invalid/ig/${id}.${ext}`;

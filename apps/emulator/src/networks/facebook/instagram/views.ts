import { pictureUrl } from '../../../core/pictures.js';
import { permissionError } from '../errors.js';
import { embedded, type NodeSpec, project, type Resolver, sel } from '../fields.js';
import { fbTime } from '../state.js';
import { type AuthContext, canAccessPage } from '../tokens.js';
import type { FbPage, FbState } from '../types.js';
import { igCommentSpec, topLevelComments } from './comment-views.js';
import { isVideo, statusCode, statusText } from './lifecycle.js';
import { igFollowersAt, mediaMetricsAt } from './metrics.js';
import { accountOfPage, isFeed, mediaComments, ownMedia, permalink } from './state.js';
import type { IgAccount, IgContainer, IgMedia } from './types.js';

export function igMediaSpec(state: FbState, media: IgMedia, now: number): NodeSpec {
  const { ig } = state;
  const children = () => media.children.flatMap((id) => ig.media.get(id) ?? []);
  const counted = media.parentId === undefined && media.productType !== 'STORY';
  return {
    type: 'ShadowIGMedia',
    defaults: ['id'],
    edges: ['children', 'comments'],
    resolvers: {
      id: () => media.id,
      caption: () => media.caption,
      media_type: () => media.mediaType,
      media_product_type: () => media.productType,
      media_url: () => media.mediaUrl,
      thumbnail_url: () => (media.mediaType === 'VIDEO' ? media.thumbnailUrl : undefined),
      permalink: () => permalink(media),
      shortcode: () => media.shortcode,
      timestamp: () => fbTime(media.createdAt),
      username: () => media.ownerUsername,
      owner: () => ({ id: media.ownerId }),
      like_count: () => (counted ? mediaMetricsAt(state, media, now).likes : undefined),
      comments_count: () => (counted ? mediaComments(ig, media.id).length : undefined),
      is_comment_enabled: () => media.commentsEnabled,
      is_shared_to_feed: () => (media.productType === 'REELS' ? (media.sharedToFeed ?? true) : undefined),
      alt_text: () => media.altText,
      children: (selection) =>
        media.mediaType === 'CAROUSEL_ALBUM'
          ? embedded(children(), selection, (child) => igMediaSpec(state, child, now))
          : undefined,
      comments: (selection) =>
        embedded(topLevelComments(ig, media.id), selection, (comment) => igCommentSpec(ig, comment)),
    },
  };
}

export function igUserSpec(state: FbState, account: IgAccount, now: number): NodeSpec {
  const media = () => ownMedia(state.ig, account.id, isFeed);
  return {
    type: 'ShadowIGUser',
    defaults: ['id'],
    edges: ['media'],
    resolvers: {
      id: () => account.id,
      ig_id: () => Number(account.igId),
      username: () => account.username,
      name: () => account.name,
      biography: () => account.biography,
      website: () => account.website,
      profile_picture_url: () => pictureUrl('instagram', account.id),
      followers_count: () => igFollowersAt(state, account, now),
      follows_count: () => account.follows,
      media_count: () => media().length,
      media: (selection) => embedded(media(), selection, (item) => igMediaSpec(state, item, now)),
    },
  };
}

export function containerSpec(container: IgContainer, now: number): NodeSpec {
  const code = () => statusCode(container, now);
  return {
    type: 'ShadowIGMediaBuilder',
    defaults: ['id'],
    resolvers: {
      id: () => container.id,
      status_code: code,
      status: () => statusText(code()),
      copyright_check_status: () =>
        isVideo(container)
          ? { status: code() === 'IN_PROGRESS' ? 'in_progress' : 'completed', matches_found: false }
          : undefined,
    },
  };
}

export const IG_PAGE_EDGES = ['instagram_business_account', 'connected_instagram_account'];

/**
 * The Page's linked Instagram account: `{id}` for whoever may see the Page; expanding more fields
 * (`instagram_business_account{id,username}`) needs `instagram_basic`.
 */
export function igPageResolvers(
  state: FbState,
  page: FbPage,
  auth: AuthContext,
  now: number,
): Record<string, Resolver> {
  const render: Resolver = (selection) => {
    const account = accountOfPage(state.ig, page.id);
    if (!account || !canAccessPage(state, auth, page.id)) return undefined;
    const children = selection.children ?? [sel('id')];
    if (children.some((child) => child.name !== 'id') && !auth.scopes.has('instagram_basic'))
      throw permissionError("This endpoint requires the 'instagram_basic' permission.", 10);
    return project(igUserSpec(state, account, now), children);
  };
  return { instagram_business_account: render, connected_instagram_account: render };
}

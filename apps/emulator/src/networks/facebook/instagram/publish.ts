import { DAY } from '../../../core/clock.js';
import { str, timeParam } from '../../../core/params.js';
import { invalidParam } from '../errors.js';
import { type NodeSpec, project } from '../fields.js';
import type { AuthedCall } from '../routing.js';
import type { FbState } from '../types.js';
import { igUserFor } from './access.js';
import {
  alreadyPublished,
  containerExpired,
  containerNotFound,
  mediaNotReady,
  publishLimitReached,
} from './errors.js';
import { isVideo, statusCode } from './lifecycle.js';
import { addMedia, cdnUrl, newIgId } from './state.js';
import type { IgAccount, IgContainer, IgMedia, IgMediaType, IgProductType } from './types.js';

/** Posts the account published through the API since `since` (a carousel counts as one). */
export function publishedSince(state: FbState, accountId: string, since: number): IgContainer[] {
  return [...state.ig.containers.values()].filter(
    (container) =>
      container.igUserId === accountId &&
      !container.isCarouselItem &&
      container.publishedAt !== undefined &&
      container.publishedAt > since,
  );
}

function kindOf(container: IgContainer): { mediaType: IgMediaType; productType: IgProductType } {
  const mediaType = isVideo(container) ? 'VIDEO' : 'IMAGE';
  switch (container.type) {
    case 'CAROUSEL':
      return { mediaType: 'CAROUSEL_ALBUM', productType: 'FEED' };
    case 'STORIES':
      return { mediaType, productType: 'STORY' };
    case 'REELS':
      return { mediaType: 'VIDEO', productType: 'REELS' };
    default:
      // Single feed videos are shared as reels (media_type VIDEO only remains for carousel items).
      return {
        mediaType,
        productType: mediaType === 'VIDEO' && !container.isCarouselItem ? 'REELS' : 'FEED',
      };
  }
}

/** Turns a finished container (and a carousel's items) into IG Media, linking container ↔ media. */
function materialize(
  state: FbState,
  container: IgContainer,
  account: IgAccount,
  now: number,
  parentId?: string,
) {
  const { ig } = state;
  const id = newIgId(ig, '18');
  const kind = kindOf(container);
  const usernames = new Set(container.userTags.map((tag) => tag.username));
  const media: IgMedia = addMedia(ig, {
    id,
    ownerId: account.id,
    ownerUsername: account.username,
    ...kind,
    caption: parentId ? undefined : container.caption,
    mediaUrl: container.imageUrl ?? container.videoUrl ?? cdnUrl(id, 'jpg'),
    thumbnailUrl:
      kind.mediaType === 'VIDEO' ? (container.coverUrl ?? cdnUrl(`${id}_cover`, 'jpg')) : undefined,
    parentId,
    altText: container.altText,
    locationId: container.locationId,
    userTags: container.userTags,
    taggedAccountIds: [...ig.accounts.values()]
      .filter((other) => other.id !== account.id && usernames.has(other.username))
      .map((other) => other.id),
    sharedToFeed: kind.productType === 'REELS' ? (container.shareToFeed ?? true) : undefined,
    createdAt: now,
    containerId: container.id,
    origin: 'api',
  });
  media.children = container.children.flatMap((childId) => {
    const child = ig.containers.get(childId);
    return child ? [materialize(state, child, account, now, media.id).id] : [];
  });
  if (media.mediaType === 'CAROUSEL_ALBUM')
    media.mediaUrl = ig.media.get(media.children[0] ?? '')?.mediaUrl ?? '';
  container.mediaId = media.id;
  container.publishedAt = now;
  return media;
}

/** `POST /{ig-user-id}/media_publish?creation_id=…`: publishes a FINISHED container; returns `{id}`. */
export function publishContainer(call: AuthedCall) {
  const { state, now } = call;
  const account = igUserFor(call, 'instagram_content_publish');
  const creationId = str(call.params, 'creation_id');
  if (!creationId) throw invalidParam('The parameter creation_id is required.');
  const container = state.ig.containers.get(creationId);
  if (!container || container.igUserId !== account.id) throw containerNotFound(creationId);
  const code = statusCode(container, now);
  if (code === 'PUBLISHED') throw alreadyPublished(creationId);
  if (container.isCarouselItem) {
    throw invalidParam('A carousel item container is published through its CAROUSEL container');
  }
  if (code === 'EXPIRED') throw containerExpired();
  if (code !== 'FINISHED') throw mediaNotReady();
  if (publishedSince(state, account.id, now - DAY).length >= state.ig.publishLimit)
    throw publishLimitReached();
  return { id: materialize(state, container, account, now).id };
}

/** `GET /{ig-user-id}/content_publishing_limit?fields=config,quota_usage[&since]`. */
export function publishingLimit(call: AuthedCall) {
  const { state, now } = call;
  const account = igUserFor(call, 'instagram_content_publish');
  const since = timeParam(call.params, 'since') ?? now - DAY;
  if (Number.isNaN(since) || since < now - DAY) {
    throw invalidParam('Param since must be a unix timestamp no older than 24 hours');
  }
  const spec: NodeSpec = {
    type: 'ShadowIGUserContentPublishingLimit',
    defaults: ['quota_usage'],
    resolvers: {
      quota_usage: () => publishedSince(state, account.id, since).length,
      config: () => ({ quota_total: state.ig.publishLimit, quota_duration: 86_400 }),
    },
  };
  return { data: [project(spec, call.fields)] };
}

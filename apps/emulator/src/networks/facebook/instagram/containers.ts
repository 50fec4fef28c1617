import { bool, int, type Params, str } from '../../../core/params.js';
import { GraphError, invalidParam } from '../errors.js';
import type { AuthedCall } from '../routing.js';
import { igUserFor } from './access.js';
import { carouselRejected, unknownMediaType } from './errors.js';
import { processingMs, statusCode } from './lifecycle.js';
import { newIgId } from './state.js';
import type { ContainerType, IgAccount, IgContainer } from './types.js';
import { idListParam, mediaUrlParam, userTagsParam, validateCaption } from './validate.js';

const TYPES: readonly string[] = ['IMAGE', 'VIDEO', 'REELS', 'STORIES', 'CAROUSEL'];
const MAX_CAROUSEL_ITEMS = 10;

interface Source {
  imageUrl?: string;
  videoUrl?: string;
}

function mediaType(params: Params, source: Source, item: boolean): ContainerType {
  const raw = str(params, 'media_type');
  if (raw === undefined || raw === '') return source.videoUrl && item ? 'VIDEO' : 'IMAGE';
  const type = raw.toUpperCase();
  if (!TYPES.includes(type)) throw unknownMediaType(raw);
  return type as ContainerType;
}

const required = (name: string) => invalidParam(`The parameter ${name} is required.`);

/** Which of image_url / video_url each media type takes, and whether it can be a carousel item. */
function checkSource(type: ContainerType, { imageUrl, videoUrl }: Source, item: boolean): void {
  if (item && type !== 'IMAGE' && type !== 'VIDEO') {
    throw invalidParam(`Media type ${type} cannot be a carousel item (use IMAGE or VIDEO)`);
  }
  if (type === 'CAROUSEL') {
    if (imageUrl || videoUrl)
      throw invalidParam('Params image_url and video_url cannot be used with CAROUSEL');
    return;
  }
  if (imageUrl && videoUrl) throw invalidParam('Params image_url and video_url cannot be used together');
  if (type === 'IMAGE' && !imageUrl) throw required(videoUrl ? 'media_type (VIDEO or REELS)' : 'image_url');
  if ((type === 'VIDEO' || type === 'REELS') && !videoUrl) throw required('video_url');
  if (type === 'STORIES' && !imageUrl && !videoUrl) throw required('image_url or video_url');
}

/** `children` of a CAROUSEL: 2–10 distinct, finished carousel item containers of the same account. */
function carouselChildren(call: AuthedCall, account: IgAccount): string[] {
  const ids = idListParam(call.params, 'children') ?? [];
  if (ids.length < 2 || ids.length > MAX_CAROUSEL_ITEMS) {
    throw carouselRejected(`Param children must list 2 to ${MAX_CAROUSEL_ITEMS} media (got ${ids.length})`);
  }
  if (new Set(ids).size !== ids.length) throw carouselRejected('Param children must not repeat a media');
  ids.forEach((id, index) => {
    const child = call.state.ig.containers.get(id);
    if (!child || child.igUserId !== account.id || !child.isCarouselItem) {
      const detail = `children[${index}]: ${id} is not a carousel item container of this Instagram account`;
      throw carouselRejected(detail, detail);
    }
    const code = statusCode(child, call.now);
    if (code !== 'FINISHED') {
      const detail = `children[${index}]: ${id} is not ready to be published (status_code ${code})`;
      throw carouselRejected(detail, detail);
    }
  });
  return ids;
}

function videoOptions(params: Params, type: ContainerType) {
  const thumbOffset = int(params, 'thumb_offset');
  if (thumbOffset !== undefined && (Number.isNaN(thumbOffset) || thumbOffset < 0)) {
    throw new GraphError({
      code: 1,
      subcode: 2207057,
      message: 'Thumbnail offset must be greater than or equal to 0 and less than video duration',
      userTitle: 'Invalid thumbnail offset',
      userMessage: 'Add the right offset in milliseconds.',
    });
  }
  return {
    thumbOffset,
    coverUrl: mediaUrlParam(params, 'cover_url'),
    shareToFeed: type === 'REELS' || type === 'VIDEO' ? bool(params, 'share_to_feed') : undefined,
  };
}

/** `POST /{ig-user-id}/media`: an IG Container, validated like the real API; returns `{id}`. */
export function createContainer(call: AuthedCall) {
  const { state, params, now } = call;
  const account = igUserFor(call, 'instagram_content_publish');
  const source: Source = {
    imageUrl: mediaUrlParam(params, 'image_url'),
    videoUrl: mediaUrlParam(params, 'video_url'),
  };
  const item = bool(params, 'is_carousel_item') ?? false;
  const type = mediaType(params, source, item);
  checkSource(type, source, item);
  const caption = str(params, 'caption') || undefined;
  if (caption !== undefined) validateCaption(caption);
  const altText = str(params, 'alt_text') || undefined;
  if (altText && source.videoUrl) throw invalidParam('Param alt_text is only supported for images');
  const children = type === 'CAROUSEL' ? carouselChildren(call, account) : [];
  const id = newIgId(state.ig, '17');
  const container: IgContainer = {
    id,
    igUserId: account.id,
    type,
    isCarouselItem: item,
    ...source,
    caption,
    locationId: str(params, 'location_id') || undefined,
    userTags: userTagsParam(params),
    altText,
    ...(source.videoUrl ? videoOptions(params, type) : {}),
    children,
    createdAt: now,
    readyAt: now + processingMs(state.seed, id, type, source.videoUrl !== undefined),
    failed: source.videoUrl?.toLowerCase().includes('bad') ?? false,
  };
  state.ig.containers.set(id, container);
  return { id };
}

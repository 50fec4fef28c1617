import { asRecord, bool, list, type Params, str } from '../../core/params.js';
import { GraphError, invalidParam, unsupportedRequest } from './errors.js';
import type { ThAuthedCall } from './routing.js';
import { resolveId } from './routing.js';
import { containerStatus, livePost, newMediaId } from './state.js';
import { requireScopes } from './tokens.js';
import { type ContainerType, REPLY_CONTROLS, type ReplyControl, type ThContainer } from './types.js';

export const MAX_TEXT_LENGTH = 500;
const MAX_LINKS = 5;
const CAROUSEL_ITEMS = [2, 20] as const;
const TYPES: readonly ContainerType[] = ['TEXT', 'IMAGE', 'VIDEO', 'CAROUSEL'];
const POLL_KEYS = ['option_a', 'option_b', 'option_c', 'option_d'];
/** How long a video takes to process, in ms (a few emulated seconds). */
const VIDEO_PROCESSING_MS = [4_000, 12_000] as const;

const isHttpUrl = (value: string | undefined): value is string =>
  value !== undefined && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

function checkText(text: string): void {
  if ([...text].length > MAX_TEXT_LENGTH)
    throw invalidParam(`Param text must be at most ${MAX_TEXT_LENGTH} characters long`);
  if ((text.match(/https?:\/\/\S+/g) ?? []).length > MAX_LINKS) {
    throw new GraphError({
      code: 100,
      message: 'THREADS_API__LINK_LIMIT_EXCEEDED',
      userTitle: 'Too many links',
      userMessage: `A post can contain at most ${MAX_LINKS} links.`,
    });
  }
}

/** `poll_attachment` as a JSON object of option_a…option_d: 2–4 options of 1–25 characters, in order. */
function parsePoll(params: Params): string[] | undefined {
  const raw = params.poll_attachment;
  if (raw === undefined) return undefined;
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error;
      throw invalidParam('Param poll_attachment must be a JSON object');
    }
  }
  const poll = asRecord(value);
  const unknown = Object.keys(poll).find((key) => !POLL_KEYS.includes(key));
  if (unknown) throw invalidParam(`Param poll_attachment has an unknown option ${unknown}`);
  const options: string[] = [];
  for (const key of POLL_KEYS) {
    const option = poll[key];
    if (option === undefined) break;
    if (typeof option !== 'string' || [...option].length < 1 || [...option].length > 25)
      throw invalidParam(`Param poll_attachment.${key} must be 1 to 25 characters long`);
    options.push(option);
  }
  if (options.length !== Object.keys(poll).length || options.length < 2)
    throw invalidParam('Param poll_attachment must have 2 to 4 options, from option_a on');
  return options;
}

function carouselItems(call: ThAuthedCall): ThContainer[] {
  const ids = list(call.params, 'children') ?? [];
  if (ids.length < CAROUSEL_ITEMS[0] || ids.length > CAROUSEL_ITEMS[1])
    throw invalidParam(
      `Param children must list ${CAROUSEL_ITEMS[0]} to ${CAROUSEL_ITEMS[1]} carousel items`,
    );
  return ids.map((id) => {
    const item = call.state.containers.get(id);
    const usable =
      item?.ownerId === call.user.id &&
      item.isCarouselItem &&
      !item.carouselId &&
      containerStatus(call.state, item, call.now) !== 'EXPIRED';
    if (!item || !usable)
      throw invalidParam(`Param children: ${id} is not an unused carousel item container`);
    return item;
  });
}

function replyControl(params: Params): ReplyControl {
  const value = (str(params, 'reply_control') ?? 'everyone').toLowerCase();
  const control = REPLY_CONTROLS.find((candidate) => candidate === value);
  if (!control) throw invalidParam(`Param reply_control must be one of {${REPLY_CONTROLS.join(', ')}}`);
  return control;
}

function references(call: ThAuthedCall) {
  const { params, state, now } = call;
  const replyToId = str(params, 'reply_to_id');
  if (replyToId !== undefined) {
    requireScopes(call.token, ['threads_manage_replies']);
    if (!livePost(state, replyToId, now))
      throw invalidParam('Param reply_to_id must be a valid Threads media id');
  }
  const quotePostId = str(params, 'quote_post_id');
  if (quotePostId !== undefined && !livePost(state, quotePostId, now))
    throw invalidParam('Param quote_post_id must be a valid Threads media id');
  const locationId = str(params, 'location_id');
  if (locationId !== undefined && !state.locations.has(locationId))
    throw invalidParam('Param location_id must be a location found by location search');
  return { replyToId, quotePostId, locationId };
}

/** Validates `POST /{user-id}/threads` like the real API and stores the container it describes. */
export function createContainer(call: ThAuthedCall): ThContainer {
  const { params, state, now } = call;
  const id = resolveId(call);
  if (id !== call.user.id) throw unsupportedRequest('POST', id);
  const type = TYPES.find((candidate) => candidate === str(params, 'media_type')?.toUpperCase());
  if (!type) throw invalidParam(`Param media_type must be one of {${TYPES.join(', ')}}`);
  const isCarouselItem = bool(params, 'is_carousel_item') ?? false;
  if (isCarouselItem && type !== 'IMAGE' && type !== 'VIDEO')
    throw invalidParam('Only IMAGE and VIDEO containers can be carousel items');
  const text = str(params, 'text') || undefined;
  if (type === 'TEXT' && !text) throw invalidParam('Param text is required for TEXT posts');
  if (text) checkText(text);
  const imageUrl = str(params, 'image_url');
  const videoUrl = str(params, 'video_url');
  if (type === 'IMAGE' && !isHttpUrl(imageUrl)) throw invalidParam('Param image_url must be a valid URL');
  if (type === 'VIDEO' && !isHttpUrl(videoUrl)) throw invalidParam('Param video_url must be a valid URL');
  const linkAttachment = str(params, 'link_attachment');
  if (linkAttachment !== undefined && (type !== 'TEXT' || !isHttpUrl(linkAttachment)))
    throw invalidParam('Param link_attachment must be a valid URL, on TEXT posts only');
  const poll = parsePoll(params);
  if (poll && type !== 'TEXT') throw invalidParam('Polls can only be attached to TEXT posts');
  const children = type === 'CAROUSEL' ? carouselItems(call) : [];
  const refs = { ...references(call), replyControl: replyControl(params) };
  const video = type === 'VIDEO' ? state.rng.ids.int(...VIDEO_PROCESSING_MS) : 0;
  const container: ThContainer = {
    id: newMediaId(state),
    ownerId: call.user.id,
    type,
    text,
    imageUrl: type === 'IMAGE' ? imageUrl : undefined,
    videoUrl: type === 'VIDEO' ? videoUrl : undefined,
    isCarouselItem,
    children: children.map((item) => item.id),
    linkAttachment,
    ...refs,
    poll,
    altText: str(params, 'alt_text'),
    createdAt: now,
    readyAt: now + video,
    errorMessage: videoUrl?.includes('bad') && type === 'VIDEO' ? 'FAILED_DOWNLOADING_VIDEO' : undefined,
  };
  for (const item of children) item.carouselId = container.id;
  state.containers.set(container.id, container);
  return container;
}

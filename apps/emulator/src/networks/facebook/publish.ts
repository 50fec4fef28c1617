import type { FastifyInstance } from 'fastify';
import type { UploadedFile } from '../../core/body-parsers.js';
import { bool, type Params, str, timeParam } from '../../core/params.js';
import { GraphError, invalidParam, unsupportedRequest } from './errors.js';
import { type AuthedCall, type FbRuntime, graphRoute, resolveId } from './routing.js';
import { addPost, DAY, findNode, newObjectId } from './state.js';
import { requirePageActor } from './tokens.js';
import type { FbPage, FbPhoto, FbState } from './types.js';

export const MAX_MESSAGE_LENGTH = 63_206;
const MAX_PHOTO_BYTES = 4 * 1024 * 1024;
const PHOTO_SIZES: ReadonlyArray<[number, number]> = [
  [1080, 1080],
  [1200, 630],
  [1920, 1080],
  [1080, 1350],
];

export function validateMessage(message: string): void {
  if (message.length > MAX_MESSAGE_LENGTH) {
    throw invalidParam(`Param message must be at most ${MAX_MESSAGE_LENGTH} characters long`);
  }
}

export const isHttpUrl = (value: string): boolean =>
  URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

export function targetPage(call: AuthedCall): FbPage {
  const id = resolveId(call);
  const node = findNode(call.state, id);
  if (node?.kind !== 'page') throw unsupportedRequest('POST', id);
  requirePageActor(call.auth, node.page.id, 'pages_manage_posts');
  return node.page;
}

/** `published` / `scheduled_publish_time`, validated like the real API (10 minutes to 75 days ahead). */
export function scheduling(params: Params, now: number): { published: boolean; scheduledAt?: number } {
  const published = bool(params, 'published') ?? true;
  const scheduledAt = timeParam(params, 'scheduled_publish_time');
  if (scheduledAt === undefined) return { published };
  if (Number.isNaN(scheduledAt)) throw invalidParam('Param scheduled_publish_time must be a UNIX timestamp');
  if (published)
    throw invalidParam('Cannot specify a scheduled publish time on a published post (set published=false)');
  if (scheduledAt < now + 10 * 60_000 || scheduledAt > now + 75 * DAY) {
    throw new GraphError({
      code: 100,
      message: '(#100) The specified scheduled publish time is invalid.',
      userTitle: 'Invalid Scheduled Publish Time',
      userMessage:
        'The scheduled publish time must be between 10 minutes and 75 days from the time of the API request.',
    });
  }
  return { published: false, scheduledAt };
}

function mediaIds(params: Params): string[] {
  const raw: unknown[] = [];
  const direct = params.attached_media;
  if (typeof direct === 'string') raw.push(...[JSON.parse(direct)].flat());
  else if (Array.isArray(direct)) raw.push(...direct);
  else if (direct !== undefined) raw.push(direct);
  const indexed = Object.keys(params)
    .map((key) => /^attached_media\[(\d+)\]$/.exec(key))
    .filter((match) => match !== null)
    .sort((a, b) => Number(a[1]) - Number(b[1]));
  for (const match of indexed) raw.push(params[match[0]]);
  return raw.map((item) => {
    const value: unknown = typeof item === 'string' ? JSON.parse(item) : item;
    const id = value && typeof value === 'object' ? (value as Record<string, unknown>).media_fbid : undefined;
    if (typeof id !== 'string' && typeof id !== 'number') throw new Error('bad media');
    return String(id);
  });
}

function attachedPhotos(state: FbState, params: Params, page: FbPage): FbPhoto[] {
  let ids: string[];
  try {
    ids = mediaIds(params);
  } catch {
    throw invalidParam('Param attached_media must be a list of objects like {"media_fbid":"<photo id>"}');
  }
  return ids.map((id, index) => {
    const photo = state.photos.get(id);
    if (!photo || photo.deleted || photo.pageId !== page.id || photo.published || photo.postId) {
      throw invalidParam(`attached_media[${index}]: ${id} is not an unpublished photo of this Page`);
    }
    return photo;
  });
}

function createFeedPost(call: AuthedCall) {
  const { state, params, now } = call;
  const page = targetPage(call);
  const message = str(params, 'message') || undefined;
  const link = str(params, 'link') || undefined;
  const photos = attachedPhotos(state, params, page);
  if (!message && !link && photos.length === 0) throw invalidParam('Missing message or attachment');
  if (message) validateMessage(message);
  if (link && !isHttpUrl(link)) throw invalidParam('The link you provided is not a valid URL', 2061006);
  if (link && photos.length > 0) throw invalidParam('Params link and attached_media cannot be used together');
  const { published, scheduledAt } = scheduling(params, now);
  const post = addPost(state, {
    pageId: page.id,
    type: photos.length > 0 ? 'photo' : link ? 'link' : 'status',
    message,
    link,
    photoIds: photos.map((photo) => photo.id),
    createdAt: now,
    publishedAt: published ? now : undefined,
    scheduledAt,
    origin: 'api',
  });
  for (const photo of photos) {
    photo.postId = post.id;
    photo.published = published;
  }
  return { id: post.id };
}

function uploadOf(params: Params): UploadedFile | undefined {
  const source = params.source;
  if (source && typeof source === 'object' && !Array.isArray(source)) return source as UploadedFile;
  if (typeof source === 'string' && source.length > 0) {
    return { filename: 'upload.jpg', contentType: 'image/jpeg', size: source.length };
  }
  return undefined;
}

function createPhoto(call: AuthedCall) {
  const { state, params, now } = call;
  const page = targetPage(call);
  const url = str(params, 'url');
  const upload = uploadOf(params);
  const caption = str(params, 'caption') || str(params, 'message') || undefined;
  if (!url && !upload) throw new GraphError({ code: 324, message: '(#324) Requires upload file' });
  if (url && !isHttpUrl(url)) throw invalidParam('url should represent a valid URL', 2061006);
  if (upload && (upload.size > MAX_PHOTO_BYTES || !upload.contentType.startsWith('image/'))) {
    throw invalidParam(
      "Your photos couldn't be uploaded. Photos should be less than 4 MB and saved as JPG, PNG, GIF, TIFF, HEIF or WebP files.",
      1366046,
    );
  }
  if (caption) validateMessage(caption);
  const { published, scheduledAt } = scheduling(params, now);
  const [width, height] = state.rng.ids.pick(PHOTO_SIZES);
  const photo: FbPhoto = {
    id: newObjectId(state),
    pageId: page.id,
    url,
    upload: upload ? { filename: upload.filename, size: upload.size } : undefined,
    caption,
    createdAt: now,
    published,
    width,
    height,
    deleted: false,
  };
  state.photos.set(photo.id, photo);
  if (!published && scheduledAt === undefined) return { id: photo.id };
  const post = addPost(state, {
    pageId: page.id,
    type: 'photo',
    message: caption,
    photoIds: [photo.id],
    createdAt: now,
    publishedAt: published ? now : undefined,
    scheduledAt,
    origin: 'api',
  });
  photo.postId = post.id;
  return { id: photo.id, post_id: post.id };
}

export function registerPublishing(app: FastifyInstance, rt: FbRuntime): void {
  graphRoute(app, rt, {
    method: 'POST',
    url: '/:id/feed',
    operation: 'feed.create',
    aliases: ['publish'],
    handler: createFeedPost,
  });
  graphRoute(app, rt, {
    method: 'POST',
    url: '/:id/photos',
    operation: 'photos.create',
    aliases: ['publish'],
    handler: createPhoto,
  });
}

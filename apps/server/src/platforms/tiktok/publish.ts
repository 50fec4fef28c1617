import { z } from 'zod';
import { PlatformError } from '../errors.js';
import type {
  AccountRef,
  MediaItem,
  OptionsOf,
  PublishContent,
  PublishRequest,
  PublishSteps,
} from '../types.js';
import type { TiktokApi } from './api.js';
import { type CreatorInfo, readCreatorInfo } from './creator.js';
import { mp4DurationSeconds } from './mp4.js';
import { checkDuration, postOptions } from './options.js';
import { chunkPlan, fetchStatus, type PublishStatus, settled, uploadChunks } from './transfer.js';

/** Photo posts: 1–35 JPEG or WebP images (TikTok takes no PNG), pulled by TikTok from their URLs. */
const MAX_PHOTOS = 35;
const PHOTO_TYPES = ['image/jpeg', 'image/jpg', 'image/webp'];
const CAPTION_MAX = 2200;
const PHOTO_TITLE_MAX = 90;
const PHOTO_DESCRIPTION_MAX = 4000;

const initSchema = z.object({ publish_id: z.string(), upload_url: z.string().optional() });
const refuse = (message: string) => new PlatformError('tiktok', 'content', message);
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

type Planned = { kind: 'video'; video: MediaItem } | { kind: 'photo'; photos: readonly MediaItem[] };

function planOf(request: PublishContent): Planned {
  if (request.poll || request.scheduledAt)
    throw new PlatformError(
      'tiktok',
      'unsupported',
      'TikTok publishing has no polls and no native scheduling',
    );
  const [first, ...more] = request.media;
  if (!first) throw refuse('a TikTok post needs a video or 1–35 photos');
  if (first.kind === 'video' && more.length === 0) return { kind: 'video', video: first };
  if (request.media.some((item) => item.kind === 'video'))
    throw refuse('a TikTok post carries one video alone');
  if (request.media.length > MAX_PHOTOS)
    throw refuse(`a TikTok photo post holds at most ${MAX_PHOTOS} photos`);
  if (
    request.media.some((item) => item.kind !== 'image' || !PHOTO_TYPES.includes(item.mimeType.toLowerCase()))
  )
    throw refuse('TikTok photo posts take JPEG or WebP images');
  if (!request.media.every((item) => isWebUrl(item.url)))
    throw refuse('TikTok pulls photos from public http(s) URLs');
  return { kind: 'photo', photos: request.media };
}

/** A photo post's title: the text's first line, cut to 90 UTF-16 units (never inside a pair). */
function photoTitle(text: string): string {
  const line = text.split('\n', 1)[0] ?? '';
  const cut = line.slice(0, PHOTO_TITLE_MAX);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** The title a post of this request is listed under (its first line), to find it again. */
export function listedTitle(request: PublishContent): string {
  const photos = request.media.length > 0 && request.media.every((item) => item.kind === 'image');
  return photos ? photoTitle(request.text) : (request.text.split('\n', 1)[0] ?? '');
}

type Options = OptionsOf<'tiktok'>;

const common = (options: Options) => ({
  privacy_level: options.privacy_level,
  disable_comment: options.disable_comment,
  brand_content_toggle: options.brand_content_toggle,
  brand_organic_toggle: options.brand_organic_toggle,
});

async function startVideo(
  api: TiktokApi,
  token: string,
  request: PublishRequest<'tiktok'>,
  video: MediaItem,
  context: { creator: CreatorInfo; options: Options; steps: PublishSteps },
): Promise<string> {
  const { creator, options, steps } = context;
  if (request.text.length > CAPTION_MAX)
    throw refuse(`a TikTok caption holds at most ${CAPTION_MAX} characters`);
  const file = await api.http.readMedia(video.url);
  const read = mp4DurationSeconds(new Uint8Array(await file.arrayBuffer()));
  checkDuration(creator, request.videoSeconds ?? read);
  const post_info = {
    ...common(options),
    title: request.text,
    disable_duet: options.disable_duet,
    disable_stitch: options.disable_stitch,
    // Compose offers no AI-generated content label.
    is_aigc: false,
  };
  const answer = await api.call(initSchema, token, 'POST', '/v2/post/publish/video/init/', {
    json: { post_info, source_info: { source: 'FILE_UPLOAD', ...chunkPlan(file.size) } },
  });
  await steps.save('publish_id', answer.publish_id);
  if (!answer.upload_url) throw new PlatformError('tiktok', 'transient', 'TikTok answered no upload URL');
  await steps.save('upload_url', answer.upload_url);
  await uploadChunks(api.http, answer.upload_url, file, video.mimeType);
  return answer.publish_id;
}

async function startPhotos(
  api: TiktokApi,
  token: string,
  request: PublishContent,
  photos: readonly MediaItem[],
  context: { options: Options; steps: PublishSteps },
): Promise<string> {
  if (request.text.length > PHOTO_DESCRIPTION_MAX)
    throw refuse(`a TikTok photo description holds at most ${PHOTO_DESCRIPTION_MAX} characters`);
  const answer = await api.call(initSchema, token, 'POST', '/v2/post/publish/content/init/', {
    json: {
      media_type: 'PHOTO',
      post_mode: 'DIRECT_POST',
      post_info: {
        ...common(context.options),
        title: photoTitle(request.text),
        description: request.text,
        auto_add_music: context.options.auto_add_music,
      },
      source_info: {
        source: 'PULL_FROM_URL',
        photo_images: photos.map((item) => item.url),
        photo_cover_index: 0,
      },
    },
  });
  await context.steps.save('publish_id', answer.publish_id);
  return answer.publish_id;
}

/** A resumed upload goes on only if TikTok's status says the bytes never all arrived. */
async function resumeUpload(api: TiktokApi, token: string, publishId: string, url: string, video: MediaItem) {
  const status = await fetchStatus(api, token, publishId);
  if (status.status !== 'PROCESSING_UPLOAD') return;
  const file = await api.http.readMedia(video.url);
  const uploaded = status.uploaded_bytes ?? 0;
  if (uploaded < file.size) await uploadChunks(api.http, url, file, video.mimeType, uploaded);
}

/**
 * TikTok's Direct Post (platforms/tiktok.md §2): creator info first, then init — whose publish_id
 * (and upload URL) is saved the moment it is returned — the upload, and status polling. A resumed
 * publish never calls init again: it finishes the upload if needed and polls the saved publish_id.
 */
export async function publishToTiktok(
  api: TiktokApi,
  account: AccountRef,
  request: PublishRequest<'tiktok'>,
  steps: PublishSteps,
): Promise<{ publishId: string; status: PublishStatus }> {
  const planned = planOf(request);
  const token = account.credential.accessToken;
  let publishId = steps.done.publish_id;
  if (!publishId) {
    const creator = await readCreatorInfo(api, token);
    const options = postOptions(request, creator);
    publishId =
      planned.kind === 'video'
        ? await startVideo(api, token, request, planned.video, { creator, options, steps })
        : await startPhotos(api, token, request, planned.photos, { options, steps });
  } else if (planned.kind === 'video' && steps.done.upload_url) {
    await resumeUpload(api, token, publishId, steps.done.upload_url, planned.video);
  }
  return { publishId, status: await settled(api, token, publishId) };
}

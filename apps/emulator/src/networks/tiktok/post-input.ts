import { asRecord, bool, int, type Params, str } from '../../core/params.js';
import { forbidden, invalidParams, TiktokApiError } from './errors.js';
import { type PostInfo, PRIVACY_LEVELS, type PrivacyLevel, type TiktokState } from './types.js';

const MB = 1024 * 1024;
const MAX_VIDEO_BYTES = 4 * 1024 * MB;
export const MAX_PHOTOS = 35;

function privacyOf(state: TiktokState, params: Params): PrivacyLevel {
  const value = str(params, 'privacy_level');
  const level = PRIVACY_LEVELS.find((known) => known === value);
  if (!level) throw invalidParams(`post_info.privacy_level must be one of ${PRIVACY_LEVELS.join(', ')}.`);
  if (!state.creator.settings.privacyLevels.includes(level)) {
    throw new TiktokApiError(
      400,
      'privacy_level_option_mismatch',
      `The privacy level ${level} is not one of the creator's privacy_level_options.`,
    );
  }
  return level;
}

function text(params: Params, key: string, max: number): string {
  const value = str(params, key) ?? '';
  // JavaScript string lengths count UTF-16 code units, as TikTok's limits do.
  if (value.length > max) throw invalidParams(`post_info.${key} is longer than ${max} characters.`);
  return value;
}

/**
 * The post_info of video/init (title = caption ≤2200) or content/init (title ≤90, description ≤4000).
 * Switches the creator has turned off stay off whatever is asked.
 */
export function parsePostInfo(state: TiktokState, body: Params, kind: 'video' | 'photo'): PostInfo {
  const params = asRecord(body.post_info);
  const { settings } = state.creator;
  const title = text(params, 'title', kind === 'video' ? 2200 : 90);
  const privacyLevel = privacyOf(state, params);
  const brandContent = bool(params, 'brand_content_toggle') ?? false;
  if (brandContent && privacyLevel === 'SELF_ONLY')
    throw invalidParams('Branded content cannot be posted with privacy level SELF_ONLY.');
  const cover = int(params, 'video_cover_timestamp_ms') ?? 0;
  if (Number.isNaN(cover) || cover < 0) throw invalidParams('post_info.video_cover_timestamp_ms is invalid.');
  const video = kind === 'video';
  return {
    title,
    description: video ? title : text(params, 'description', 4000),
    privacyLevel,
    disableComment: settings.commentDisabled || (bool(params, 'disable_comment') ?? false),
    disableDuet: video && (settings.duetDisabled || (bool(params, 'disable_duet') ?? false)),
    disableStitch: video && (settings.stitchDisabled || (bool(params, 'disable_stitch') ?? false)),
    brandContent,
    brandOrganic: bool(params, 'brand_organic_toggle') ?? false,
    isAigc: video && (bool(params, 'is_aigc') ?? false),
    autoAddMusic: !video && (bool(params, 'auto_add_music') ?? false),
    coverTimestampMs: cover,
  };
}

/** PULL_FROM_URL media must sit under a domain verified in the developer portal. */
export function verifiedUrl(state: TiktokState, value: unknown): string {
  const url = typeof value === 'string' && URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw invalidParams('The media URL is not a valid http(s) URL.');
  const host = url.hostname.toLowerCase();
  const verified = state.verifiedDomains.some((domain) => host === domain || host.endsWith(`.${domain}`));
  if (!verified)
    throw forbidden('url_ownership_unverified', `The domain ${host} of the media URL is not verified.`);
  return url.toString();
}

export interface VideoSource {
  source: 'FILE_UPLOAD' | 'PULL_FROM_URL';
  videoSize: number;
  chunkSize: number;
  totalChunks: number;
  urls: string[];
}

/**
 * The chunk rules of the media transfer guide: chunks of 5–64 MB (the last one takes the trailing
 * bytes, up to 128 MB), a file under 5 MB in one chunk, total_chunk_count = floor(size / chunk), 1–1000.
 */
function checkChunks(size: number, chunk: number, count: number): void {
  const fail = (why: string) => invalidParams(`source_info: ${why}.`);
  if (!Number.isInteger(size) || size < 1 || size > MAX_VIDEO_BYTES) throw fail('video_size is invalid');
  if (size < 5 * MB) {
    if (chunk !== size || count !== 1) throw fail('a video under 5 MB is uploaded whole, in one chunk');
    return;
  }
  if (!Number.isInteger(chunk) || chunk < 5 * MB || chunk > 64 * MB) throw fail('chunk_size must be 5–64 MB');
  if (count !== Math.floor(size / chunk))
    throw fail('total_chunk_count must be floor(video_size / chunk_size)');
  if (count < 1 || count > 1000) throw fail('total_chunk_count must be 1–1000');
  if (size - (count - 1) * chunk > 128 * MB) throw fail('the final chunk may not exceed 128 MB');
}

export function parseVideoSource(state: TiktokState, body: Params): VideoSource {
  const params = asRecord(body.source_info);
  const source = str(params, 'source');
  if (source === 'PULL_FROM_URL') {
    const url = verifiedUrl(state, params.video_url);
    return { source, videoSize: 0, chunkSize: 0, totalChunks: 0, urls: [url] };
  }
  if (source !== 'FILE_UPLOAD')
    throw invalidParams('source_info.source must be FILE_UPLOAD or PULL_FROM_URL.');
  const size = int(params, 'video_size') ?? 0;
  const chunk = int(params, 'chunk_size') ?? 0;
  const count = int(params, 'total_chunk_count') ?? 0;
  checkChunks(size, chunk, count);
  return { source, videoSize: size, chunkSize: chunk, totalChunks: count, urls: [] };
}

/** Photos come only by PULL_FROM_URL: 1–35 images, and the cover is one of them. */
export function parsePhotoSource(state: TiktokState, body: Params): string[] {
  const params = asRecord(body.source_info);
  if (str(params, 'source') !== 'PULL_FROM_URL')
    throw invalidParams('Photo posts support only source PULL_FROM_URL.');
  const images = Array.isArray(params.photo_images) ? params.photo_images : [];
  if (images.length < 1 || images.length > MAX_PHOTOS)
    throw invalidParams(`source_info.photo_images must hold 1 to ${MAX_PHOTOS} URLs.`);
  const cover = int(params, 'photo_cover_index') ?? 0;
  if (Number.isNaN(cover) || cover < 0 || cover >= images.length)
    throw invalidParams('source_info.photo_cover_index is out of range.');
  return images.map((image) => verifiedUrl(state, image));
}

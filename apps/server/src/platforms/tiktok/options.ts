import { PlatformError } from '../errors.js';
import type { PublishRequest } from '../types.js';
import type { CreatorInfo } from './creator.js';

/**
 * The TikTok options a publish reads from `request.options` (SPEC §3, platforms/tiktok.md §2):
 * - `privacy_level` (required, no default: the user must choose): one of the creator's options;
 * - `disable_comment`, `disable_duet`, `disable_stitch`: a switch the creator has turned off stays off;
 * - `brand_content_toggle` (branded content, never SELF_ONLY) and `brand_organic_toggle` (your brand);
 * - `auto_add_music` (photo posts);
 * - `video_duration_sec`: the video's length when its bytes do not tell it (MP4 and MOV do).
 */
export interface TiktokPostOptions {
  privacyLevel: string;
  disableComment: boolean;
  disableDuet: boolean;
  disableStitch: boolean;
  brandContent: boolean;
  brandOrganic: boolean;
  autoAddMusic: boolean;
  durationSec: number | undefined;
}

const refuse = (message: string) => new PlatformError('tiktok', 'content', message);

function flag(request: PublishRequest, name: string): boolean | undefined {
  const value = request.options?.[name];
  if (value === undefined) return undefined;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw refuse(`the TikTok option ${name} must be true or false`);
}

function duration(request: PublishRequest): number | undefined {
  const value = request.options?.video_duration_sec;
  if (value === undefined) return undefined;
  const seconds = Number(value);
  if (typeof value !== 'string' || !Number.isFinite(seconds) || seconds <= 0)
    throw refuse('the TikTok option video_duration_sec must be a number of seconds');
  return seconds;
}

/** Reads the options, refusing before any post what the creator does not allow. */
export function postOptions(request: PublishRequest, creator: CreatorInfo): TiktokPostOptions {
  const privacyLevel = request.options?.privacy_level;
  if (typeof privacyLevel !== 'string' || !privacyLevel)
    throw refuse('TikTok needs a privacy level chosen for every post (privacy_level)');
  if (!creator.privacy_level_options.includes(privacyLevel)) {
    const offered = creator.privacy_level_options.join(', ');
    throw refuse(
      `this TikTok account does not offer the privacy level ${privacyLevel} (it offers ${offered})`,
    );
  }
  const brandContent = flag(request, 'brand_content_toggle') ?? false;
  if (brandContent && privacyLevel === 'SELF_ONLY')
    throw refuse('branded content cannot be posted privately (SELF_ONLY) on TikTok');
  const disabled = (name: string, byCreator: boolean, what: string) => {
    const asked = flag(request, name);
    if (byCreator && asked === false) throw refuse(`the creator has turned ${what} off on TikTok`);
    return asked ?? byCreator;
  };
  return {
    privacyLevel,
    disableComment: disabled('disable_comment', creator.comment_disabled, 'comments'),
    disableDuet: disabled('disable_duet', creator.duet_disabled, 'duets'),
    disableStitch: disabled('disable_stitch', creator.stitch_disabled, 'stitches'),
    brandContent,
    brandOrganic: flag(request, 'brand_organic_toggle') ?? false,
    autoAddMusic: flag(request, 'auto_add_music') ?? false,
    durationSec: duration(request),
  };
}

/** A video longer than the creator may post is refused (when its length is known). */
export function checkDuration(creator: CreatorInfo, seconds: number | undefined): void {
  const max = creator.max_video_post_duration_sec;
  if (seconds !== undefined && seconds > max)
    throw refuse(
      `the video lasts ${Math.ceil(seconds)} s; this TikTok account may post videos up to ${max} s`,
    );
}

import { PlatformError } from '../errors.js';
import type { OptionsOf, PublishRequest } from '../types.js';
import type { CreatorInfo } from './creator.js';

const refuse = (message: string) => new PlatformError('tiktok', 'content', message);

/**
 * The post's TikTok options (SPEC §3, platforms/tiktok.md §2), checked against the creator's current
 * info before any post: the privacy level must be one the creator offers (the user must have chosen
 * one: there is no default), branded content is never private, and an interaction the creator has
 * turned off (comments, duets, stitches) cannot be turned on.
 */
export function postOptions(request: PublishRequest<'tiktok'>, creator: CreatorInfo): OptionsOf<'tiktok'> {
  const { options } = request;
  if (!options) throw refuse('TikTok needs a privacy level chosen for every post (privacy_level)');
  const level = options.privacy_level;
  if (!creator.privacy_level_options.includes(level)) {
    const offered = creator.privacy_level_options.join(', ');
    throw refuse(`this TikTok account does not offer the privacy level ${level} (it offers ${offered})`);
  }
  if (options.brand_content_toggle && level === 'SELF_ONLY')
    throw refuse('branded content cannot be posted privately (SELF_ONLY) on TikTok');
  const turnedOff: Array<[boolean, boolean, string]> = [
    [creator.comment_disabled, options.disable_comment, 'comments'],
    [creator.duet_disabled, options.disable_duet, 'duets'],
    [creator.stitch_disabled, options.disable_stitch, 'stitches'],
  ];
  for (const [byCreator, disabled, what] of turnedOff)
    if (byCreator && !disabled) throw refuse(`the creator has turned ${what} off on TikTok`);
  return options;
}

/** A video longer than the creator may post is refused (when its length is known). */
export function checkDuration(creator: CreatorInfo, seconds: number | undefined): void {
  const max = creator.max_video_post_duration_sec;
  if (seconds !== undefined && seconds > max)
    throw refuse(
      `the video lasts ${Math.ceil(seconds)} s; this TikTok account may post videos up to ${max} s`,
    );
}

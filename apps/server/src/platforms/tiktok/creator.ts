import type { LookupItem } from '@herald/contract';
import { z } from 'zod';
import type { TiktokApi } from './api.js';

const creatorInfoSchema = z.object({
  creator_avatar_url: z.string().optional(),
  creator_username: z.string(),
  creator_nickname: z.string(),
  privacy_level_options: z.array(z.string()),
  comment_disabled: z.boolean(),
  duet_disabled: z.boolean(),
  stitch_disabled: z.boolean(),
  max_video_post_duration_sec: z.number(),
});
export type CreatorInfo = z.infer<typeof creatorInfoSchema>;

/** What the creator allows right now; TikTok requires asking before every post (platforms/tiktok.md §2.1). */
export function readCreatorInfo(api: TiktokApi, token: string): Promise<CreatorInfo> {
  return api.call(creatorInfoSchema, token, 'POST', '/v2/post/publish/creator_info/query/');
}

/** The creator info as compose shows it: who posts, and the choices the post must respect. */
export function creatorLookupItem(socialId: string, info: CreatorInfo): LookupItem {
  return {
    id: socialId,
    name: info.creator_nickname,
    detail: `@${info.creator_username}`,
    image_url: info.creator_avatar_url ?? null,
    extra: {
      creator_username: info.creator_username,
      privacy_level_options: info.privacy_level_options,
      comment_disabled: info.comment_disabled,
      duet_disabled: info.duet_disabled,
      stitch_disabled: info.stitch_disabled,
      max_video_post_duration_sec: info.max_video_post_duration_sec,
    },
  };
}

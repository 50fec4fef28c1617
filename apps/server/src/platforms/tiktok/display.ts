import { z } from 'zod';
import { PlatformError } from '../errors.js';
import type { AccountProfile, NetworkPost, PostPage } from '../types.js';
import type { TiktokApi } from './api.js';

const USER_FIELDS =
  'open_id,union_id,avatar_url,display_name,username,profile_deep_link,follower_count,likes_count,video_count';
const VIDEO_FIELDS =
  'id,title,video_description,create_time,cover_image_url,share_url,duration,like_count,comment_count,share_count,view_count';

const userSchema = z.object({
  user: z.object({
    open_id: z.string(),
    display_name: z.string(),
    username: z.string(),
    avatar_url: z.string().optional(),
  }),
});
const videoSchema = z.object({
  id: z.string(),
  title: z.string().optional(),
  video_description: z.string().optional(),
  create_time: z.number(),
  share_url: z.string().optional(),
  like_count: z.number().optional(),
  comment_count: z.number().optional(),
  share_count: z.number().optional(),
  view_count: z.number().optional(),
});
const listSchema = z.object({ videos: z.array(videoSchema), cursor: z.number(), has_more: z.boolean() });
const linksSchema = z.object({
  videos: z.array(z.object({ id: z.string(), share_url: z.string().optional() })),
});

/** The creator behind a token (Display API `user/info`): their per-app open_id and profile. */
export async function readUser(
  api: TiktokApi,
  token: string,
): Promise<{ openId: string; profile: AccountProfile }> {
  const { user } = await api.call(userSchema, token, 'GET', '/v2/user/info/', { fields: USER_FIELDS });
  return {
    openId: user.open_id,
    profile: {
      name: `${user.display_name} (@${user.username})`,
      link: `https://www.tiktok.com/@${user.username}`,
      avatarUrl: user.avatar_url ?? null,
    },
  };
}

/** A post's text is its title, then the description when it says more (photo posts). */
function toPost(video: z.infer<typeof videoSchema>): NetworkPost {
  const title = video.title ?? '';
  const description = video.video_description ?? '';
  const more = description && description !== title;
  const text = more ? (title ? `${title}\n${description}` : description) : title;
  return {
    id: video.id,
    text: text || null,
    permalink: video.share_url ?? null,
    postedAt: new Date(video.create_time * 1000),
    metrics: {
      views: video.view_count ?? 0,
      likes: video.like_count ?? 0,
      comments: video.comment_count ?? 0,
      shares: video.share_count ?? 0,
    },
  };
}

/** The creator's public posts, newest first (`video/list`, whose cursor is a create time in ms). */
export async function listVideos(
  api: TiktokApi,
  token: string,
  since: Date,
  cursor: string | null,
): Promise<PostPage> {
  const page = await api.call(listSchema, token, 'POST', '/v2/video/list/', {
    fields: VIDEO_FIELDS,
    json: { max_count: 20, ...(cursor ? { cursor: Number(cursor) } : {}) },
  });
  const posts = page.videos.map(toPost).filter((post) => post.postedAt >= since);
  const more = page.has_more && posts.length === page.videos.length;
  return { posts, next: more ? String(page.cursor) : null };
}

/** A just-published post's link; it is published, so a link that cannot be read now is no failure. */
export async function shareUrl(api: TiktokApi, token: string, postId: string): Promise<string | null> {
  try {
    const found = await api.call(linksSchema, token, 'POST', '/v2/video/query/', {
      fields: 'id,share_url',
      json: { filters: { video_ids: [postId] } },
    });
    return found.videos.find((video) => video.id === postId)?.share_url ?? null;
  } catch (error) {
    if (error instanceof PlatformError) return null;
    throw error;
  }
}

/** A post's counters (`video/query`): views, likes, comments, shares. */
export async function videoCounters(
  api: TiktokApi,
  token: string,
  postId: string,
): Promise<Record<string, number>> {
  const found = await api.call(
    z.object({ videos: z.array(videoSchema) }),
    token,
    'POST',
    '/v2/video/query/',
    {
      fields: VIDEO_FIELDS,
      json: { filters: { video_ids: [postId] } },
    },
  );
  const video = found.videos.find((item) => item.id === postId);
  if (!video) throw new PlatformError('tiktok', 'content', 'the post is not (or no longer) public');
  return toPost(video).metrics;
}

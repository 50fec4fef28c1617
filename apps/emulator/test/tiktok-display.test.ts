import { describe, expect, it } from 'vitest';
import { advance, connect, control, emulator, open } from './tiktok-helpers.js';

const USER_FIELDS =
  'open_id,union_id,avatar_url,display_name,username,profile_deep_link,follower_count,likes_count,video_count';
const VIDEO_FIELDS =
  'id,title,video_description,create_time,cover_image_url,share_url,duration,like_count,comment_count,share_count,view_count';

describe('tiktok emulator: Display API', () => {
  it('answers the fields asked for, each behind its scope', async () => {
    const app = await emulator();
    const tokens = await connect(app);
    const user = (
      await open(app, tokens.access_token, 'GET', '/v2/user/info/', { fields: USER_FIELDS })
    ).json();
    expect(Object.keys(user.data.user).sort()).toEqual(USER_FIELDS.split(',').sort());
    expect(user.data.user.open_id).toBe(tokens.open_id);
    const missing = await open(app, tokens.access_token, 'GET', '/v2/user/info/');
    expect(missing.json().error.code).toBe('invalid_params');
    const basic = await connect(app, ['user.info.basic']);
    const stats = await open(app, basic.access_token, 'GET', '/v2/user/info/', { fields: 'follower_count' });
    expect(stats.statusCode).toBe(401);
    expect(stats.json().error.code).toBe('scope_permission_missed');
  });

  it('pages the public videos newest first with a create-time cursor; counts grow with the clock', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const page = async (cursor?: number) =>
      (
        await open(app, token, 'POST', '/v2/video/list/', {
          fields: VIDEO_FIELDS,
          body: { max_count: 5, ...(cursor === undefined ? {} : { cursor }) },
        })
      ).json().data as { videos: Array<Record<string, number | string>>; cursor: number; has_more: boolean };
    const first = await page();
    expect(first.videos).toHaveLength(5);
    expect(first.has_more).toBe(true);
    const second = await page(first.cursor);
    const times = [...first.videos, ...second.videos].map((video) => Number(video.create_time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set([...first.videos, ...second.videos].map((video) => video.id)).size).toBe(times.length);
    const all = (await control(app, 'GET', '/tiktok/posts')).json().data;
    expect(all.length).toBeGreaterThanOrEqual(8);

    const [newest] = first.videos;
    const query = async () =>
      (
        await open(app, token, 'POST', '/v2/video/query/', {
          fields: 'id,view_count,like_count',
          body: { filters: { video_ids: [String(newest?.id)] } },
        })
      ).json().data.videos[0];
    const before = await query();
    await advance(app, 20 * 3600);
    const later = await query();
    expect(later.view_count).toBeGreaterThan(before.view_count);
    expect(later.id).toBe(newest?.id);
  });
});

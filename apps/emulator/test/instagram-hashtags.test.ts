import { describe, expect, it } from 'vitest';
import { okJson } from './emulator-helpers.js';
import { advance, control, emulator, graphAs, graphError } from './fb-helpers.js';
import { igAccess } from './ig-helpers.js';

type Media = { id: string; caption: string; timestamp: string; like_count: number };

describe('instagram emulator: hashtag search', () => {
  it('answers a global hashtag id, then recent media with the tag from the last 24 hours', async () => {
    const app = await emulator();
    const access = await igAccess(app);
    const search = (q: string) =>
      graphAs(app, access.token, 'GET', '/ig_hashtag_search', { user_id: access.igUserId, q });
    const [{ id }] = okJson(await search('#EmberTide')).data;
    expect(id).toMatch(/^17843\d{12}$/);
    expect(okJson(await search('embertide')).data[0].id).toBe(id);
    const other = await emulator(7);
    const otherAccess = await igAccess(other);
    const elsewhere = await graphAs(other, otherAccess.token, 'GET', '/ig_hashtag_search', {
      user_id: otherAccess.igUserId,
      q: 'embertide',
    });
    expect(okJson(elsewhere).data[0].id).toBe(id);
    expect(okJson(await graphAs(app, access.token, 'GET', `/${id}`, { fields: 'id,name' }))).toEqual({
      id,
      name: 'embertide',
    });

    const recent = async (params: Record<string, string> = {}) =>
      okJson(
        await graphAs(app, access.token, 'GET', `/${id}/recent_media`, {
          user_id: access.igUserId,
          fields: 'id,caption,media_type,permalink,timestamp,like_count,comments_count',
          limit: '50',
          ...params,
        }),
      );
    const first = await recent();
    expect(first.data.length).toBeGreaterThan(0);
    const now = Date.parse((await control(app, 'GET', '/clock')).json().now);
    for (const media of first.data as Media[]) {
      expect(media.caption.toLowerCase()).toContain('#embertide');
      expect(now - Date.parse(media.timestamp)).toBeLessThanOrEqual(86_400_000);
    }
    expect(first.data[0]).not.toHaveProperty('username');

    await advance(app, 6 * 3600);
    const later = (await recent()).data as Media[];
    const before = new Set((first.data as Media[]).map((media) => media.id));
    expect(later.some((media) => !before.has(media.id))).toBe(true);
  });

  it('pages recent media with after cursors', async () => {
    const app = await emulator();
    const access = await igAccess(app);
    await control(app, 'POST', '/listening', { sources: { instagram: 4 } });
    const id = okJson(
      await graphAs(app, access.token, 'GET', '/ig_hashtag_search', {
        user_id: access.igUserId,
        q: 'neonrift',
      }),
    ).data[0].id;
    const page = (after?: string) =>
      graphAs(app, access.token, 'GET', `/${id}/recent_media`, {
        user_id: access.igUserId,
        limit: '5',
        ...(after ? { after } : {}),
      });
    const one = okJson(await page());
    expect(one.data).toHaveLength(5);
    const two = okJson(await page(one.paging.cursors.after));
    expect(two.data.map((media: Media) => media.id)).not.toContain(one.data[0].id);
  });

  it('refuses a 31st unique hashtag in 7 days with code 613, while queried ones stay free', async () => {
    const app = await emulator();
    const access = await igAccess(app);
    await control(app, 'POST', '/facebook/instagram/limits', { hashtags_per_week: 3 });
    const search = (q: string) =>
      graphAs(app, access.token, 'GET', '/ig_hashtag_search', { user_id: access.igUserId, q });
    for (const tag of ['one', 'two', 'three']) okJson(await search(tag));
    okJson(await search('two'));
    const refused = await search('four');
    expect(refused.statusCode).toBe(400);
    expect(graphError(refused)).toMatchObject({
      code: 613,
      error_user_title: 'Hashtag search limit reached',
    });
    const usage = JSON.parse(refused.headers['x-business-use-case-usage'] as string);
    expect(Object.values(usage).flat()[0]).toMatchObject({ estimated_time_to_regain_access: 7 * 24 * 60 });
    const searched = okJson(
      await graphAs(app, access.token, 'GET', `/${access.igUserId}/recently_searched_hashtags`),
    );
    expect(searched.data).toHaveLength(3);
    await advance(app, 7 * 86_400 + 60);
    okJson(await search('four'));
  });

  it('asks for user_id and a valid hashtag', async () => {
    const app = await emulator();
    const access = await igAccess(app);
    const missing = await graphAs(app, access.token, 'GET', '/ig_hashtag_search', { q: 'tag' });
    expect(graphError(missing)).toMatchObject({ code: 100 });
    const emoji = await graphAs(app, access.token, 'GET', '/ig_hashtag_search', {
      user_id: access.igUserId,
      q: '🔥',
    });
    expect(graphError(emoji)).toMatchObject({ code: 100 });
  });
});

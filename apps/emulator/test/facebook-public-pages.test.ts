import { describe, expect, it } from 'vitest';
import { okJson } from './emulator-helpers.js';
import { advance, control, emulator, graphAs, graphError, pageAccess } from './fb-helpers.js';

type Post = { id: string; message: string; created_time: string; from: { id: string; name: string } };

const FIELDS = 'id,message,created_time,permalink_url,from,comments.summary(true).limit(0)';

describe('facebook emulator: public Pages read with Page Public Content Access', () => {
  it('serves the posts of a Page the search found, about its subject, as the clock moves', async () => {
    const app = await emulator();
    const access = await pageAccess(app);
    const found = okJson(await graphAs(app, access.token, 'GET', '/pages/search', { q: 'ember tide' }));
    const page = found.data[0];
    const posts = async (params: Record<string, string> = {}) =>
      okJson(
        await graphAs(app, access.token, 'GET', `/${page.id}/posts`, {
          fields: FIELDS,
          limit: '100',
          ...params,
        }),
      ).data as Post[];
    const first = await posts();
    expect(first.length).toBeGreaterThan(0);
    for (const post of first) {
      expect(post.id.startsWith(`${page.id}_`)).toBe(true);
      expect(post.from).toEqual({ id: page.id, name: page.name });
    }
    expect(first.some((post) => post.message.toLowerCase().includes('ember tide'))).toBe(true);
    const node = okJson(
      await graphAs(app, access.token, 'GET', `/${page.id}`, { fields: 'id,name,fan_count' }),
    );
    expect(node).toMatchObject({ id: page.id, name: page.name });

    await advance(app, 3 * 86_400);
    const later = await posts();
    expect(later.length).toBeGreaterThan(first.length);
    const since = String(Math.floor(Date.parse(later[0]?.created_time ?? '') / 1000));
    expect((await posts({ since })).map((post) => post.id)).toEqual([later[0]?.id]);

    const comments = okJson(
      await graphAs(app, access.token, 'GET', `/${later.at(-1)?.id}/comments`, { fields: 'id,message' }),
    );
    expect(comments.data.length).toBeGreaterThan(0);
  });

  it('pages with after cursors and keeps the public Pages out of the own Pages', async () => {
    const app = await emulator();
    const access = await pageAccess(app);
    const added = okJson(
      await control(app, 'POST', '/facebook/public_pages', {
        name: 'Neon Rift Official',
        topic: 'Neon Rift',
      }),
      201,
    );
    await control(app, 'POST', '/listening', { sources: { facebook: 5 } });
    const page = (after?: string) =>
      graphAs(app, access.token, 'GET', `/${added.id}/posts`, { limit: '3', ...(after ? { after } : {}) });
    const one = okJson(await page());
    expect(one.data).toHaveLength(3);
    const two = okJson(await page(one.paging.cursors.after));
    expect(two.data[0].id).not.toBe(one.data[0].id);
    const own = okJson(await graphAs(app, access.userToken, 'GET', '/me/accounts')).data;
    expect(own.map((item: { id: string }) => item.id)).not.toContain(added.id);
    const listed = okJson(await control(app, 'GET', '/facebook/public_pages'));
    expect(listed.data).toEqual([expect.objectContaining({ id: added.id, topic: 'Neon Rift' })]);
  });

  it('refuses without the feature, with the real permission error', async () => {
    const app = await emulator();
    const access = await pageAccess(app);
    const [page] = okJson(await graphAs(app, access.token, 'GET', '/pages/search', { q: 'rift' })).data;
    okJson(await control(app, 'POST', '/facebook/public_content_access', { enabled: false }));
    const refused = await graphAs(app, access.token, 'GET', `/${page.id}/posts`);
    expect(refused.statusCode).toBe(403);
    expect(graphError(refused)).toMatchObject({ code: 10 });
    expect(String(graphError(refused).message)).toContain('Page Public Content Access');
  });
});

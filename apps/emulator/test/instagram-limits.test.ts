import { describe, expect, it } from 'vitest';
import { advance, control, emulator, graphAs, graphError } from './fb-helpers.js';
import {
  createContainer,
  igAccess,
  postImage,
  publishContainer,
  publishRequest,
  statusOf,
} from './ig-helpers.js';

describe('instagram emulator: publishing rules and limits', () => {
  it('rejects a second publish of the same container and expired containers', async () => {
    const app = await emulator();
    const access = await igAccess(app);
    const { containerId, mediaId } = await postImage(app, access);
    const again = await publishRequest(app, access, containerId);
    expect(again.statusCode).toBe(400);
    expect(graphError(again)).toMatchObject({
      code: 24,
      error_subcode: 2207006,
      error_user_title: 'Media already published',
    });
    const list = (await control(app, 'GET', `/facebook/instagram/${access.igUserId}/media`)).json().data;
    expect(
      list.filter((media: { container_id: string | null }) => media.container_id === containerId),
    ).toEqual([expect.objectContaining({ id: mediaId })]);
    const stale = await createContainer(app, access, { image_url: 'https://cdn.example.com/old.jpg' });
    await advance(app, 24 * 3600);
    expect((await statusOf(app, access, stale)).status_code).toBe('EXPIRED');
    expect(graphError(await publishRequest(app, access, stale))).toMatchObject({ error_subcode: 2207020 });
    expect(graphError(await publishRequest(app, access, '17999999999999999'))).toMatchObject({ code: 24 });
  });

  it('validates captions and media URLs like the real API', async () => {
    const app = await emulator();
    const access = await igAccess(app);
    const attempt = (params: Record<string, string>) =>
      graphAs(app, access.token, 'POST', `/${access.igUserId}/media`, {
        image_url: 'https://cdn.example.com/a.jpg',
        ...params,
      });
    expect(graphError(await attempt({ caption: 'x'.repeat(2201) }))).toMatchObject({
      code: 100,
      error_subcode: 2207010,
    });
    expect((await attempt({ caption: 'x'.repeat(2200) })).statusCode).toBe(200);
    const tags = (count: number) => Array.from({ length: count }, (_, index) => `#tag${index}`).join(' ');
    expect(graphError(await attempt({ caption: tags(31) }))).toMatchObject({
      error_user_title: 'Too many hashtags',
    });
    expect((await attempt({ caption: tags(30) })).statusCode).toBe(200);
    const mentions = Array.from({ length: 21 }, (_, index) => `@user${index}`).join(' ');
    expect(graphError(await attempt({ caption: mentions }))).toMatchObject({
      error_user_title: 'Too many mentions',
    });
    expect(graphError(await attempt({ image_url: 'ftp://cdn.example.com/a.jpg' }))).toMatchObject({
      code: 9004,
      error_subcode: 2207052,
    });
    expect(graphError(await attempt({ media_type: 'GIF' }))).toMatchObject({ error_subcode: 2207023 });
    expect(graphError(await attempt({ user_tags: 'not json' }))).toMatchObject({ code: 100 });
    expect(graphError(await attempt({ user_tags: '[{"username":"a","x":2,"y":0}]' }))).toMatchObject({
      code: 100,
    });
  });

  it('enforces 100 API posts per rolling 24 hours and reports the usage', async () => {
    const app = await emulator();
    const access = await igAccess(app);
    const limit = async () =>
      (
        await graphAs(app, access.token, 'GET', `/${access.igUserId}/content_publishing_limit`, {
          fields: 'config,quota_usage',
        })
      ).json().data[0];
    expect(await limit()).toEqual({ config: { quota_total: 100, quota_duration: 86_400 }, quota_usage: 0 });
    for (let post = 0; post < 100; post++) await postImage(app, access, `Post ${post}`);
    expect((await limit()).quota_usage).toBe(100);
    const container = await createContainer(app, access, {
      image_url: 'https://cdn.example.com/one-more.jpg',
    });
    const blocked = await publishRequest(app, access, container);
    expect(graphError(blocked)).toMatchObject({ code: 9, error_subcode: 2207042 });
    await advance(app, 86_401);
    expect((await limit()).quota_usage).toBe(0);
    const fresh = await createContainer(app, access, { image_url: 'https://cdn.example.com/next-day.jpg' });
    await publishContainer(app, access, fresh);
  });
});

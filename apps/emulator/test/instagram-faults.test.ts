import { describe, expect, it } from 'vitest';
import { injectFault } from './emulator-helpers.js';
import { control, emulator, graphAs, graphError } from './fb-helpers.js';
import { createContainer, igAccess, publishRequest, statusOf } from './ig-helpers.js';

describe('instagram emulator: faults and usage', () => {
  it('applies the shared fault store to Instagram operations', async () => {
    const app = await emulator();
    const access = await igAccess(app);
    await injectFault(app, 'facebook', 'server_error', { match: 'ig.media.create' });
    const failed = await graphAs(app, access.token, 'POST', `/${access.igUserId}/media`, {
      image_url: 'https://cdn.example.com/a.jpg',
    });
    expect(failed.statusCode).toBe(500);
    expect(graphError(failed)).toMatchObject({ code: 2, is_transient: true });
    const containerId = await createContainer(app, access, { image_url: 'https://cdn.example.com/a.jpg' });

    await injectFault(app, 'facebook', 'rate_limit', { match: 'publish' });
    const limited = await publishRequest(app, access, containerId);
    expect(graphError(limited)).toMatchObject({ code: 32 });
    expect(
      JSON.parse(String(limited.headers['x-business-use-case-usage']))[access.pageId][0].call_count,
    ).toBe(100);

    await injectFault(app, 'facebook', 'expired_token', { match: 'ig.comments.create' });
    const all = (await control(app, 'GET', `/facebook/instagram/${access.igUserId}/media`)).json().data;
    const media = all.find((item: { media_product_type: string }) => item.media_product_type !== 'STORY');
    const expired = await graphAs(app, access.token, 'POST', `/${media.id}/comments`, { message: 'hi' });
    expect(graphError(expired)).toMatchObject({ code: 190, error_subcode: 463 });
    const ok = await graphAs(app, access.token, 'POST', `/${media.id}/comments`, { message: 'hi' });
    expect(ok.statusCode).toBe(200);
    expect(JSON.parse(String(ok.headers['x-business-use-case-usage']))[access.pageId][0].type).toBe('pages');
    expect(ok.headers['facebook-api-version']).toBe('v20.0');
  });

  it('a lost media_publish reply leaves a PUBLISHED container to resume from, not a duplicate', async () => {
    const app = await emulator();
    const access = await igAccess(app);
    const containerId = await createContainer(app, access, {
      image_url: 'https://cdn.example.com/lost.jpg',
      caption: 'Lost reply',
    });
    await injectFault(app, 'facebook', 'timeout_after_create', { match: 'ig.media_publish', delay_ms: 20 });
    await expect(publishRequest(app, access, containerId)).rejects.toThrow();
    expect((await statusOf(app, access, containerId)).status_code).toBe('PUBLISHED');
    const container = (await control(app, 'GET', `/facebook/instagram/containers/${containerId}`)).json();
    expect(container.media_id).toMatch(/^\d{17}$/);
    const retry = await publishRequest(app, access, containerId);
    expect(graphError(retry)).toMatchObject({ error_user_title: 'Media already published' });
    const media = await graphAs(app, access.token, 'GET', `/${access.igUserId}/media`, {
      fields: 'id,caption',
      limit: '2',
    });
    expect(media.json().data[0]).toEqual({ id: container.media_id, caption: 'Lost reply' });
    expect(media.json().data[1].caption).not.toBe('Lost reply');
  });
});

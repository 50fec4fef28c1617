import { describe, expect, it } from 'vitest';
import { control, emulator, graph, graphError } from './fb-helpers.js';
import { createContainer, igAccess, publishRequest, statusOf } from './ig-helpers.js';

describe('instagram emulator: faults and usage', () => {
  it('applies the shared fault store to Instagram operations', async () => {
    const app = await emulator();
    const access = await igAccess(app);
    await control(app, 'POST', '/faults', {
      network: 'facebook',
      match: 'ig.media.create',
      kind: 'server_error',
    });
    const failed = await graph(app, 'POST', `/${access.igUserId}/media`, {
      access_token: access.token,
      image_url: 'https://cdn.example.com/a.jpg',
    });
    expect(failed.statusCode).toBe(500);
    expect(graphError(failed)).toMatchObject({ code: 2, is_transient: true });
    const containerId = await createContainer(app, access, { image_url: 'https://cdn.example.com/a.jpg' });

    await control(app, 'POST', '/faults', { network: 'facebook', match: 'publish', kind: 'rate_limit' });
    const limited = await publishRequest(app, access, containerId);
    expect(graphError(limited)).toMatchObject({ code: 32 });
    expect(
      JSON.parse(String(limited.headers['x-business-use-case-usage']))[access.pageId][0].call_count,
    ).toBe(100);

    await control(app, 'POST', '/faults', {
      network: 'facebook',
      match: 'ig.comments.create',
      kind: 'expired_token',
    });
    const all = (await control(app, 'GET', `/facebook/instagram/${access.igUserId}/media`)).json().data;
    const media = all.find((item: { media_product_type: string }) => item.media_product_type !== 'STORY');
    const expired = await graph(app, 'POST', `/${media.id}/comments`, {
      access_token: access.token,
      message: 'hi',
    });
    expect(graphError(expired)).toMatchObject({ code: 190, error_subcode: 463 });
    const ok = await graph(app, 'POST', `/${media.id}/comments`, {
      access_token: access.token,
      message: 'hi',
    });
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
    await control(app, 'POST', '/faults', {
      network: 'facebook',
      match: 'ig.media_publish',
      kind: 'timeout_after_create',
      delay_ms: 20,
    });
    await expect(publishRequest(app, access, containerId)).rejects.toThrow();
    expect((await statusOf(app, access, containerId)).status_code).toBe('PUBLISHED');
    const container = (await control(app, 'GET', `/facebook/instagram/containers/${containerId}`)).json();
    expect(container.media_id).toMatch(/^\d{17}$/);
    const retry = await publishRequest(app, access, containerId);
    expect(graphError(retry)).toMatchObject({ error_user_title: 'Media already published' });
    const media = await graph(app, 'GET', `/${access.igUserId}/media`, {
      access_token: access.token,
      fields: 'id,caption',
      limit: '2',
    });
    expect(media.json().data[0]).toEqual({ id: container.media_id, caption: 'Lost reply' });
    expect(media.json().data[1].caption).not.toBe('Lost reply');
  });
});

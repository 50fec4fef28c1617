import { describe, expect, it } from 'vitest';
import { injectFault } from './emulator-helpers.js';
import { advance, control, emulator, G, graphAs, graphError, pageAccess, publish } from './fb-helpers.js';

describe('facebook emulator: faults, limits and usage headers', () => {
  it('sends usage headers on normal responses', async () => {
    const app = await emulator();
    const access = await pageAccess(app);
    const asUser = await graphAs(app, access.userToken, 'GET', '/me');
    expect(JSON.parse(String(asUser.headers['x-app-usage']))).toMatchObject({
      call_count: expect.any(Number),
    });
    const asPage = await graphAs(app, access.token, 'GET', '/me');
    const buc = JSON.parse(String(asPage.headers['x-business-use-case-usage']));
    expect(buc[access.pageId][0]).toMatchObject({
      type: 'pages',
      call_count: expect.any(Number),
      estimated_time_to_regain_access: 0,
    });
    expect(asPage.headers['facebook-api-version']).toBe('v20.0');
  });

  it('injects an expired-token failure for a number of matching calls', async () => {
    const app = await emulator();
    const access = await pageAccess(app);
    const created = await control(app, 'POST', '/faults', {
      network: 'facebook',
      match: 'feed.create',
      kind: 'expired_token',
      times: 2,
    });
    expect(created.statusCode).toBe(201);
    expect((await control(app, 'GET', '/faults')).json().faults).toHaveLength(1);
    expect((await graphAs(app, access.token, 'GET', '/me')).statusCode).toBe(200);
    for (let attempt = 0; attempt < 2; attempt++) {
      const failed = await graphAs(app, access.token, 'POST', `/${access.pageId}/feed`, { message: 'x' });
      expect(failed.statusCode).toBe(400);
      expect(graphError(failed)).toMatchObject({ code: 190, error_subcode: 463, type: 'OAuthException' });
    }
    await publish(app, access, { message: 'works again' });
    expect((await control(app, 'GET', '/faults')).json().faults).toHaveLength(0);
  });

  it('injects rate limits (code 32 for Page tokens, 4 otherwise) with exhausted usage headers', async () => {
    const app = await emulator();
    const access = await pageAccess(app);
    await injectFault(app, 'facebook', 'rate_limit', { match: '**/feed', method: 'POST' });
    const page = await graphAs(app, access.token, 'POST', `/${access.pageId}/feed`, { message: 'x' });
    expect(graphError(page)).toMatchObject({ code: 32, is_transient: true });
    expect(JSON.parse(String(page.headers['x-business-use-case-usage']))[access.pageId][0].call_count).toBe(
      100,
    );
    await injectFault(app, 'facebook', 'rate_limit', { match: 'me.accounts' });
    const user = await graphAs(app, access.userToken, 'GET', '/me/accounts');
    expect(graphError(user)).toMatchObject({ code: 4 });
    expect(JSON.parse(String(user.headers['x-app-usage'])).call_count).toBe(100);
  });

  it('enforces configured call limits until the window passes', async () => {
    const app = await emulator();
    const access = await pageAccess(app);
    await control(app, 'POST', '/facebook/limits', { page_calls_per_day: 3 });
    for (let call = 0; call < 3; call++)
      expect((await graphAs(app, access.token, 'GET', '/me')).statusCode).toBe(200);
    const limited = await graphAs(app, access.token, 'GET', '/me');
    expect(graphError(limited)).toMatchObject({ code: 32 });
    const usage = JSON.parse(String(limited.headers['x-business-use-case-usage']))[access.pageId][0];
    expect(usage.call_count).toBe(100);
    expect(usage.estimated_time_to_regain_access).toBeGreaterThan(0);
    await advance(app, 86_401);
    expect((await graphAs(app, access.token, 'GET', '/me')).statusCode).toBe(200);
  });

  it('injects server errors', async () => {
    const app = await emulator();
    const access = await pageAccess(app);
    await injectFault(app, 'facebook', 'server_error');
    const failed = await graphAs(app, access.token, 'GET', '/me');
    expect(failed.statusCode).toBe(500);
    expect(graphError(failed)).toMatchObject({ code: 2, is_transient: true });
    const bad = await control(app, 'POST', '/faults', { network: 'myspace', kind: 'server_error' });
    expect(bad.statusCode).toBe(400);
  });

  it('timeout_after_create creates the post but never answers (inject)', async () => {
    const app = await emulator();
    const access = await pageAccess(app);
    await injectFault(app, 'facebook', 'timeout_after_create', { match: 'publish', delay_ms: 20 });
    const request = graphAs(app, access.token, 'POST', `/${access.pageId}/feed`, { message: 'Lost reply' });
    await expect(request).rejects.toThrow();
    const posts = (await control(app, 'GET', `/facebook/pages/${access.pageId}/posts`)).json().data;
    expect(posts[0]).toMatchObject({ message: 'Lost reply', is_published: true });
  });

  it('timeout_after_create closes a real HTTP connection without a response', async () => {
    const app = await emulator();
    const access = await pageAccess(app);
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      await injectFault(app, 'facebook', 'timeout_after_create', { match: 'photos.create', delay_ms: 50 });
      const body = new URLSearchParams({
        access_token: access.token,
        url: 'https://cdn.example.com/x.jpg',
        caption: 'Lost photo',
      });
      await expect(
        fetch(`${address}${G}/${access.pageId}/photos`, { method: 'POST', body }),
      ).rejects.toThrow();
      const posts = (await control(app, 'GET', `/facebook/pages/${access.pageId}/posts`)).json().data;
      expect(posts[0]).toMatchObject({ message: 'Lost photo', type: 'photo' });
    } finally {
      await app.close();
    }
  });

  it('invalidates tokens on demand (password change → 190/460)', async () => {
    const app = await emulator();
    const access = await pageAccess(app);
    const result = await control(app, 'POST', '/facebook/tokens/invalidate', { reason: 'password_changed' });
    expect(result.json().invalidated).toBeGreaterThan(0);
    const failed = await graphAs(app, access.token, 'GET', '/me');
    expect(graphError(failed)).toMatchObject({ code: 190, error_subcode: 460 });
    await control(app, 'DELETE', '/faults');
  });
});

import { describe, expect, it } from 'vitest';
import { injectFault } from './emulator-helpers.js';
import { api, connect, control, emulator, REDIRECT, state, submit, wwwPost } from './reddit-helpers.js';

describe('reddit emulator: rate limits, faults and the control API', () => {
  it('sends X-Ratelimit-* on every oauth answer and answers 429 once the window is spent', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const first = await api(app, token, 'GET', '/api/v1/me');
    expect(first.headers).toMatchObject({
      'x-ratelimit-used': '1',
      'x-ratelimit-remaining': '999.0',
      'x-ratelimit-reset': '600',
    });
    await control(app, 'POST', '/reddit/limits', { qpm: 1, window_seconds: 60, reset_windows: true });
    expect((await api(app, token, 'GET', '/api/v1/me')).statusCode).toBe(200);
    const limited = await api(app, token, 'GET', '/api/v1/me');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too Many Requests', error: 429 });
    expect(limited.headers['x-ratelimit-remaining']).toBe('0.0');
    expect(Number(limited.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    expect((await control(app, 'POST', '/reddit/limits', { teleports: 1 })).statusCode).toBe(400);
  });

  it('injects faults: 503, 429, 401 and invalid_grant on the token endpoint', async () => {
    const app = await emulator();
    const tokens = await connect(app);
    const fault = (body: object) => control(app, 'POST', '/faults', { network: 'reddit', ...body });
    await fault({ kind: 'server_error', match: 'me' });
    const down = await api(app, tokens.access_token, 'GET', '/api/v1/me');
    expect(down.statusCode).toBe(503);
    expect(down.headers['content-type']).toContain('text/html');
    await fault({ kind: 'rate_limit' });
    expect((await api(app, tokens.access_token, 'GET', '/api/v1/me')).statusCode).toBe(429);
    await fault({ kind: 'expired_token', match: '/reddit/oauth/**' });
    expect((await api(app, tokens.access_token, 'GET', '/api/v1/me')).statusCode).toBe(401);
    await fault({ kind: 'expired_token', match: 'oauth.token' });
    const refresh = await wwwPost(app, '/api/v1/access_token', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
    });
    expect(refresh.json()).toEqual({ error: 'invalid_grant' });
    expect((await api(app, tokens.access_token, 'GET', '/api/v1/me')).statusCode).toBe(200);
  });

  it('creates the post and withholds the answer on timeout_after_create (publish alias)', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const before = (await state(app)).counts.account_posts;
    await injectFault(app, 'reddit', 'timeout_after_create', { match: 'publish', delay_ms: 20 });
    await expect(
      submit(app, token, { sr: 'IndieGaming', kind: 'self', title: 'Lost answer' }),
    ).rejects.toThrow();
    expect((await state(app)).counts.account_posts).toBe(before + 1);
    const name = (await state(app)).user.name;
    const posts = (await control(app, 'GET', `/reddit/users/${name}/posts`)).json().data;
    expect(posts[0]).toMatchObject({ title: 'Lost answer', origin: 'api' });
  });

  it('keeps ids stable for a seed, lists tokens, invalidates them and resets', async () => {
    const a = await emulator(5);
    const b = await emulator(5);
    expect(await state(b)).toEqual(await state(a));
    const { access_token: token } = await connect(a);
    expect((await control(a, 'POST', '/reddit/tokens/invalidate', { token })).json()).toEqual({
      invalidated: 1,
    });
    expect((await api(a, token, 'GET', '/api/v1/me')).statusCode).toBe(401);
    const fresh = await connect(a);
    const post = await submit(a, fresh.access_token, {
      sr: 'IndieGaming',
      kind: 'self',
      title: 'To be reset',
    });
    const visitor = await control(a, 'POST', `/reddit/posts/${post.data?.id}/comments`, { text: 'Nice one' });
    expect(visitor.json()).toMatchObject({
      body: 'Nice one',
      origin: 'visitor',
      parent_id: `t3_${post.data?.id}`,
    });
    expect((await control(a, 'GET', `/reddit/posts/${post.data?.id}`)).json().comments).toContainEqual(
      expect.objectContaining({ body: 'Nice one' }),
    );
    expect((await control(a, 'POST', '/reset', { network: 'reddit' })).statusCode).toBe(200);
    expect((await state(a)).counts.tokens).toBe(0);
    expect((await api(a, fresh.access_token, 'GET', '/api/v1/me')).statusCode).toBe(401);
    const wrongRedirect = await control(a, 'POST', '/reddit/authorize', {
      redirect_uri: 'not a url',
      scope: 'identity',
      state: 's',
    });
    expect(wrongRedirect.statusCode).toBe(400);
    expect(REDIRECT).toMatch(/^https:/);
  });
});

import { describe, expect, it } from 'vitest';
import { injectFault } from './emulator-helpers.js';
import { API, advance, api, connect, control, emulator, START, tweet } from './x-helpers.js';

const FORBIDDEN = { title: 'Forbidden', type: 'about:blank', status: 403, detail: 'Forbidden' };
const TOO_MANY = {
  title: 'Too Many Requests',
  detail: 'Too Many Requests',
  type: 'about:blank',
  status: 429,
};

describe('x emulator: authentication, scopes, rate limits and faults', () => {
  it('answers 401 without a valid Bearer user token', async () => {
    const app = await emulator();
    const unauthorized = { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' };
    for (const token of [undefined, 'not-a-token']) {
      const response = await api(app, token, 'GET', '/2/users/me');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthorized);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
    const { access_token: token } = await connect(app);
    const invalidated = await control(app, 'POST', '/x/tokens/invalidate', { token });
    expect(invalidated.json()).toEqual({ invalidated: 1 });
    expect((await api(app, token, 'GET', '/2/users/me')).statusCode).toBe(401);
    const unknown = await app.inject(`${API}/2/spaceships`);
    expect(unknown.statusCode).toBe(404);
  });

  it('enforces the scopes each endpoint needs', async () => {
    const app = await emulator();
    const { access_token: readOnly } = await connect(app, ['tweet.read', 'users.read']);
    const me = (await api(app, readOnly, 'GET', '/2/users/me')).json().data;
    const checks = [
      api(app, readOnly, 'POST', '/2/tweets', { body: { text: 'no tweet.write' } }),
      api(app, readOnly, 'POST', `/2/users/${me.id}/likes`, { body: { tweet_id: '1' } }),
      api(app, readOnly, 'GET', '/2/dm_events'),
      api(app, readOnly, 'POST', '/2/media/upload/initialize', {
        body: { media_type: 'image/png', total_bytes: 10 },
      }),
    ];
    for (const response of await Promise.all(checks)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    const { access_token: usersOnly } = await connect(app, ['users.read']);
    expect((await api(app, usersOnly, 'GET', '/2/users/me')).statusCode).toBe(403);
  });

  it('reports x-rate-limit-* headers and answers 429 when a window is exhausted', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const first = await api(app, token, 'GET', '/2/users/me');
    expect(first.headers['x-rate-limit-limit']).toBe('75');
    expect(first.headers['x-rate-limit-remaining']).toBe('74');
    expect(first.headers['x-rate-limit-reset']).toBe(String(START / 1000 + 900));
    const created = await api(app, token, 'POST', '/2/tweets', { body: { text: 'one' } });
    expect(created.headers['x-rate-limit-limit']).toBe('100');
    const limits = await control(app, 'POST', '/x/limits', { limits: { 'tweets.create': 2 } });
    expect(limits.json().limits['tweets.create']).toBe(2);
    expect(
      (await api(app, token, 'POST', '/2/tweets', { body: { text: 'two' } })).headers[
        'x-rate-limit-remaining'
      ],
    ).toBe('0');
    const limited = await api(app, token, 'POST', '/2/tweets', { body: { text: 'three' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    expect(limited.headers['x-rate-limit-remaining']).toBe('0');
    expect(Number(limited.headers['x-rate-limit-reset'])).toBe(START / 1000 + 900);
    expect((await api(app, token, 'GET', '/2/users/me')).statusCode).toBe(200);
    await advance(app, 900);
    expect((await api(app, token, 'POST', '/2/tweets', { body: { text: 'three' } })).statusCode).toBe(201);
    const bad = await control(app, 'POST', '/x/limits', { 'tweets.teleport': 1 });
    expect(bad.statusCode).toBe(400);
  });

  it('injects expired_token, rate_limit and server_error faults', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const fault = async (kind: string, match: string) =>
      expect((await control(app, 'POST', '/faults', { network: 'x', kind, match })).statusCode).toBe(201);
    await fault('expired_token', 'users.me');
    const expired = await api(app, token, 'GET', '/2/users/me');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().title).toBe('Unauthorized');
    expect((await api(app, token, 'GET', '/2/users/me')).statusCode).toBe(200);
    await fault('rate_limit', 'publish');
    const limited = await api(app, token, 'POST', '/2/tweets', { body: { text: 'limited' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    expect(limited.headers).toMatchObject({ 'x-rate-limit-limit': '100', 'x-rate-limit-remaining': '0' });
    expect(Number(limited.headers['x-rate-limit-reset'])).toBeGreaterThan(START / 1000);
    await fault('server_error', '**/2/tweets/search/recent');
    const down = await api(app, token, 'GET', '/2/tweets/search/recent', { query: { query: 'cats' } });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      title: 'Service Unavailable',
      detail: 'Service Unavailable',
      type: 'about:blank',
      status: 503,
    });
    await fault('server_error', 'oauth2.token');
    const tokenDown = await app.inject({ method: 'POST', url: `${API}/2/oauth2/token`, payload: {} });
    expect(tokenDown.statusCode).toBe(503);
    expect((await control(app, 'GET', '/faults')).json().faults).toHaveLength(0);
  });

  it('timeout_after_create creates the post but withholds the reply', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const me = (await api(app, token, 'GET', '/2/users/me')).json().data;
    await injectFault(app, 'x', 'timeout_after_create', { match: 'tweets.create', delay_ms: 20 });
    await expect(api(app, token, 'POST', '/2/tweets', { body: { text: 'Lost reply' } })).rejects.toThrow();
    const posts = (await control(app, 'GET', `/x/users/${me.id}/tweets`)).json().data;
    expect(posts[0]).toMatchObject({ text: 'Lost reply', deleted: false, origin: 'api' });
    const retry = await api(app, token, 'POST', '/2/tweets', { body: { text: 'Lost reply' } });
    expect(retry.statusCode).toBe(403);
    await tweet(app, token, { text: 'Next one goes through' });
  });
});

import { describe, expect, it } from 'vitest';
import { pageUrl } from './emulator-helpers.js';
import {
  ALL_SCOPES,
  APP,
  advance,
  authorize,
  connect,
  emulator,
  exchangeCode,
  graph,
  graphAs,
  graphError,
  REDIRECT,
  read,
} from './threads-helpers.js';

const windowUrl = (extra: Record<string, string> = {}) =>
  pageUrl('/threads/www/oauth/authorize', {
    client_id: APP.id,
    redirect_uri: REDIRECT,
    scope: ALL_SCOPES.join(','),
    response_type: 'code',
    state: 's1',
    ...extra,
  });

describe('threads emulator: authorization window and tokens', () => {
  it('lists its bases and renders the consent page, refusing malformed requests', async () => {
    const app = await emulator();
    const health = (await app.inject('/health')).json();
    expect(health.bases.threads).toEqual({ www: '/threads/www', graph: '/threads/graph' });
    const page = await app.inject(windowUrl());
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="threads-allow"');
    expect(page.body).toContain('data-testid="threads-cancel"');
    expect(page.body).toContain('data-scope="threads_content_publish"');
    const refusals: Array<Record<string, string>> = [
      { client_id: '1' },
      { scope: 'threads_basic,fly' },
      { scope: 'threads_delete' },
    ];
    for (const bad of refusals) {
      const refused = await app.inject(windowUrl(bad));
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('data-testid="threads-error"');
    }
  });

  it('Allow redirects with the code and state; Cancel with access_denied', async () => {
    const app = await emulator();
    const allowed = await app.inject({
      method: 'POST',
      url: windowUrl(),
      payload: 'decision=allow',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(allowed.statusCode).toBe(302);
    const back = new URL(String(allowed.headers.location));
    expect(back.searchParams.get('state')).toBe('s1');
    expect(back.searchParams.get('code')).toMatch(/^AQ/);
    expect(back.hash).toBe('#_');
    const denied = new URL((await authorize(app, ALL_SCOPES, 'deny')).redirect_url);
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.get('code')).toBeNull();
  });

  it('exchanges a code once for a short-lived token and the user id; refuses reuse and a wrong secret', async () => {
    const app = await emulator();
    const { code = '' } = await authorize(app);
    expect((await exchangeCode(app, code, { client_secret: 'nope' })).json()).toMatchObject({
      error_type: 'OAuthException',
      error_message: 'Error validating client secret.',
    });
    const first = await exchangeCode(app, code);
    expect(first.statusCode).toBe(200);
    expect(typeof first.json().user_id).toBe('number');
    const again = await exchangeCode(app, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 400, error_message: expect.stringContaining('already used') });
    const me = await read(app, { short: '', token: first.json().access_token, userId: '' }, '/me', {
      fields: 'id,username,name,threads_profile_picture_url,threads_biography',
    });
    expect(me.id).toBe(String(first.json().user_id));
    expect(me.username).toMatch(/^[a-z0-9]+$/);
    await advance(app, 3_601);
    const expired = await graphAs(app, first.json().access_token, 'GET', '/me');
    expect(graphError(expired)).toMatchObject({ code: 190, error_subcode: 463 });
  });

  it('long-lived tokens last 60 days and refresh only when at least 24 h old and unexpired', async () => {
    const app = await emulator();
    const c = await connect(app);
    const refresh = (token: string) =>
      graph(app, 'GET', '/refresh_access_token', { grant_type: 'th_refresh_token', access_token: token });
    expect(graphError(await refresh(c.token))).toMatchObject({ code: 100 });
    expect(graphError(await refresh(c.short))).toMatchObject({ code: 100 });
    await advance(app, 25 * 3_600);
    const fresh = await refresh(c.token);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ token_type: 'bearer', expires_in: 5_184_000 });
    await advance(app, 60 * 86_400);
    expect(graphError(await refresh(c.token))).toMatchObject({ code: 190 });
    const exchange = await graph(app, 'GET', '/access_token', {
      grant_type: 'th_exchange_token',
      client_secret: 'wrong',
      access_token: fresh.json().access_token,
    });
    expect(graphError(exchange)).toMatchObject({ code: 101 });
  });

  it('refuses calls without the permission they need', async () => {
    const app = await emulator();
    const c = await connect(app, ['threads_basic']);
    const denied = await graphAs(app, c.token, 'POST', `/${c.userId}/threads`, {
      media_type: 'TEXT',
      text: 'hi',
    });
    expect(denied.statusCode).toBe(403);
    expect(graphError(denied)).toMatchObject({ code: 10 });
  });
});

import { describe, expect, it } from 'vitest';
import {
  ALL_SCOPES,
  APP,
  advance,
  control,
  emulator,
  graph,
  graphAs,
  graphError,
  pageAccess,
  REDIRECT,
  userToken,
} from './fb-helpers.js';

const dialogUrl = (extra = '') =>
  `/facebook/www/v20.0/dialog/oauth?client_id=${APP.id}&redirect_uri=${encodeURIComponent(REDIRECT)}&state=s1&scope=${ALL_SCOPES.join(',')}${extra}`;

async function submitDialog(app: Awaited<ReturnType<typeof emulator>>, decision: string, pages: string[]) {
  const form = new URLSearchParams({
    client_id: APP.id,
    redirect_uri: REDIRECT,
    state: 's1',
    scope: ALL_SCOPES.join(','),
    decision,
  });
  for (const page of pages) form.append('pages', page);
  return app.inject({
    method: 'POST',
    url: dialogUrl(),
    payload: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

describe('facebook emulator: OAuth dialog and tokens', () => {
  it('lists the network in /health', async () => {
    const app = await emulator();
    const health = (await app.inject('/health')).json();
    expect(health.networks).toContain('facebook');
    expect(health.bases.facebook).toEqual({ www: '/facebook/www', graph: '/facebook/graph' });
  });

  it('renders a consent page with the app, permissions, pages and buttons', async () => {
    const app = await emulator();
    const page = await app.inject(dialogUrl());
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Herald is requesting access');
    expect(page.body).toContain('data-testid="fb-allow"');
    expect(page.body).toContain('data-testid="fb-cancel"');
    expect(page.body).toContain('pages_manage_posts');
    const pages = (await control(app, 'GET', '/facebook/pages')).json().data;
    expect(pages).toHaveLength(3);
    for (const fbPage of pages) expect(page.body).toContain(`data-testid="fb-page-${fbPage.id}"`);
    const unversioned = await app.inject(dialogUrl().replace('/v20.0', ''));
    expect(unversioned.statusCode).toBe(200);
    const badApp = await app.inject(dialogUrl().replace(APP.id, '123'));
    expect(badApp.statusCode).toBe(400);
    expect(badApp.body).toContain('Invalid App ID');
  });

  it('Allow redirects with a code and state; the code exchanges once for a short-lived token', async () => {
    const app = await emulator();
    const pages = (await control(app, 'GET', '/facebook/pages')).json().data;
    const allowed = await submitDialog(app, 'allow', [pages[0].id, pages[2].id]);
    expect(allowed.statusCode).toBe(302);
    const location = new URL(String(allowed.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(location.searchParams.get('state')).toBe('s1');
    const code = location.searchParams.get('code') ?? '';
    expect(code).toMatch(/^AQ/);
    const exchange = { client_id: APP.id, client_secret: APP.secret, redirect_uri: REDIRECT, code };

    const wrongSecret = await graph(app, 'GET', '/oauth/access_token', {
      ...exchange,
      client_secret: 'nope',
    });
    expect(wrongSecret.statusCode).toBe(400);
    expect(graphError(wrongSecret)).toMatchObject({
      type: 'OAuthException',
      message: 'Error validating client secret.',
    });
    const wrongRedirect = await graph(app, 'GET', '/oauth/access_token', {
      ...exchange,
      redirect_uri: 'https://evil.test/',
    });
    expect(graphError(wrongRedirect)).toMatchObject({ code: 100, error_subcode: 36008 });

    const ok = await graph(app, 'GET', '/oauth/access_token', exchange);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ token_type: 'bearer', expires_in: 5400 });
    const reused = await graph(app, 'GET', '/oauth/access_token', exchange);
    expect(graphError(reused)).toMatchObject({ code: 100, error_subcode: 36009, type: 'OAuthException' });
    expect(typeof graphError(reused).fbtrace_id).toBe('string');

    const accounts = await graphAs(app, ok.json().access_token, 'GET', '/me/accounts');
    expect(accounts.json().data.map((page: { id: string }) => page.id)).toEqual([pages[0].id, pages[2].id]);
  });

  it('Cancel redirects with the user_denied error', async () => {
    const app = await emulator();
    const cancelled = await submitDialog(app, 'cancel', []);
    expect(cancelled.statusCode).toBe(302);
    const location = String(cancelled.headers.location);
    expect(location).toContain('error=access_denied');
    expect(location).toContain('error_reason=user_denied');
    expect(location).toContain('error_description=Permissions+error');
    expect(new URL(location).searchParams.get('state')).toBe('s1');
    const denied = await control(app, 'POST', '/facebook/authorize', {
      redirect_uri: REDIRECT,
      state: 'x',
      deny: true,
    });
    expect(denied.json().redirect_url).toContain('error=access_denied');
  });

  it('expires codes after 10 minutes', async () => {
    const app = await emulator();
    const authorize = await control(app, 'POST', '/facebook/authorize', {
      redirect_uri: REDIRECT,
      scope: 'pages_show_list',
    });
    const code = new URL(authorize.json().redirect_url).searchParams.get('code') ?? '';
    await advance(app, 11 * 60);
    const late = await graph(app, 'GET', '/oauth/access_token', {
      client_id: APP.id,
      client_secret: APP.secret,
      redirect_uri: REDIRECT,
      code,
    });
    expect(graphError(late)).toMatchObject({ code: 100, error_subcode: 36007 });
  });

  it('expires short-lived tokens; long-lived last 60 days; their page tokens never expire', async () => {
    const app = await emulator();
    const short = await userToken(app);
    expect((await graphAs(app, short, 'GET', '/me')).statusCode).toBe(200);
    const { token: pageToken, userToken: long } = await pageAccess(app);
    await advance(app, 5400);
    const expired = await graphAs(app, short, 'GET', '/me');
    expect(expired.statusCode).toBe(400);
    expect(graphError(expired)).toMatchObject({ code: 190, error_subcode: 463, type: 'OAuthException' });
    expect(String(graphError(expired).message)).toMatch(
      /^Error validating access token: Session has expired on /,
    );
    expect(expired.headers['www-authenticate']).toContain('invalid_token');
    const exchangeExpired = await graph(app, 'GET', '/oauth/access_token', {
      grant_type: 'fb_exchange_token',
      client_id: APP.id,
      client_secret: APP.secret,
      fb_exchange_token: short,
    });
    expect(graphError(exchangeExpired)).toMatchObject({ code: 190, error_subcode: 463 });

    await advance(app, 58 * 86_400);
    expect((await graphAs(app, long, 'GET', '/me')).statusCode).toBe(200);
    await advance(app, 2 * 86_400);
    expect(graphError(await graphAs(app, long, 'GET', '/me'))).toMatchObject({
      code: 190,
      error_subcode: 463,
    });
    const me = await graphAs(app, pageToken, 'GET', '/me', { fields: 'id,name' });
    expect(me.statusCode).toBe(200);
  });

  it('describes tokens with debug_token and lists permissions', async () => {
    const app = await emulator();
    const access = await pageAccess(app, 1, { declined: ['read_insights'] });
    const debug = await graph(app, 'GET', '/debug_token', {
      input_token: access.token,
      access_token: `${APP.id}|${APP.secret}`,
    });
    expect(debug.statusCode).toBe(200);
    expect(debug.json().data).toMatchObject({
      app_id: APP.id,
      type: 'PAGE',
      is_valid: true,
      expires_at: 0,
      profile_id: access.pageId,
    });
    const granular = debug
      .json()
      .data.granular_scopes.find((entry: { scope: string }) => entry.scope === 'pages_manage_posts');
    expect(granular.target_ids).toHaveLength(3);
    const perms = (await graphAs(app, access.userToken, 'GET', '/me/permissions')).json().data;
    expect(perms).toContainEqual({ permission: 'pages_manage_posts', status: 'granted' });
    expect(perms).toContainEqual({ permission: 'read_insights', status: 'declined' });
    expect(perms).toContainEqual({ permission: 'public_profile', status: 'granted' });
    const noToken = await graph(app, 'GET', '/debug_token', { input_token: access.token });
    expect(graphError(noToken)).toMatchObject({ code: 104 });
  });

  it('pages /me/accounts with cursors and next/previous links', async () => {
    const app = await emulator();
    const token = await userToken(app);
    const first = await graphAs(app, token, 'GET', '/me/accounts', {
      fields: 'id,name,access_token,tasks',
      limit: '2',
    });
    const body = first.json();
    expect(body.data).toHaveLength(2);
    expect(body.data[0].tasks).toContain('CREATE_CONTENT');
    expect(body.paging.cursors.after).toBeTypeOf('string');
    expect(body.paging.next).toContain('/facebook/graph/v20.0/me/accounts?');
    const next = new URL(body.paging.next);
    const second = await app.inject(`${next.pathname}${next.search}`);
    expect(second.json().data).toHaveLength(1);
    expect(second.json().paging.next).toBeUndefined();
    expect(second.json().paging.previous).toBeTypeOf('string');
    const again = await graphAs(app, token, 'GET', '/me/accounts', { limit: '2' });
    expect(again.json().data[0].access_token).toBe(body.data[0].access_token);
    const noList = await userToken(app, { scope: ['pages_manage_posts'] });
    expect((await graphAs(app, noList, 'GET', '/me/accounts')).json().data).toEqual([]);
  });
});

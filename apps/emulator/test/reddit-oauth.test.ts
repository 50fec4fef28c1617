import { describe, expect, it } from 'vitest';
import {
  ALL_SCOPES,
  APP,
  advance,
  api,
  authorize,
  BASIC,
  connect,
  control,
  emulator,
  REDIRECT,
  USER_AGENT,
  WWW,
  wwwPost,
} from './reddit-helpers.js';

describe('reddit emulator: OAuth2 consent, tokens and User-Agent rules', () => {
  it('shows the consent page and redirects with a code on Allow, access_denied on Decline', async () => {
    const app = await emulator();
    const query = new URLSearchParams({
      client_id: APP.clientId,
      response_type: 'code',
      state: 'abc',
      redirect_uri: REDIRECT,
      duration: 'permanent',
      scope: ALL_SCOPES.join(' '),
    });
    const page = await app.inject(`${WWW}/api/v1/authorize?${query}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('requests to connect with your reddit account');
    expect(page.body).toContain('data-scope="privatemessages"');
    expect(page.body).toContain('until you revoke access');
    const allowed = await app.inject({
      method: 'POST',
      url: `${WWW}/api/v1/authorize`,
      payload: `${query}&decision=allow`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(allowed.statusCode).toBe(302);
    const back = new URL(String(allowed.headers.location));
    expect(back.searchParams.get('state')).toBe('abc');
    expect(back.searchParams.get('code')).toBeTruthy();
    const denied = await authorize(app, { decision: 'deny' });
    expect(new URL(denied.redirect_url).searchParams.get('error')).toBe('access_denied');
  });

  it('refuses unknown apps on its own page and bad scopes by redirect', async () => {
    const app = await emulator();
    const unknown = await app.inject(
      `${WWW}/api/v1/authorize?client_id=nope&response_type=code&state=s&redirect_uri=${encodeURIComponent(REDIRECT)}&scope=identity`,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('invalid client id');
    const badScope = await authorize(app, { scope: ['identity', 'teleport'] });
    expect(new URL(badScope.redirect_url).searchParams.get('error')).toBe('invalid_scope');
  });

  it('exchanges a code once for a 1 h token and a permanent refresh token that is not rotated', async () => {
    const app = await emulator();
    const { code } = await authorize(app);
    const form = { grant_type: 'authorization_code', code: code ?? '', redirect_uri: REDIRECT };
    const first = await wwwPost(app, '/api/v1/access_token', form);
    expect(first.json()).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      scope: ALL_SCOPES.join(' '),
    });
    const refreshToken = first.json().refresh_token;
    expect(refreshToken).toBeTruthy();
    const again = await wwwPost(app, '/api/v1/access_token', form);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ error: 'invalid_grant' });

    const renewed = await wwwPost(app, '/api/v1/access_token', {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
    });
    expect(renewed.json().refresh_token).toBe(refreshToken);
    expect(renewed.json().access_token).not.toBe(first.json().access_token);
    await advance(app, 3601);
    expect((await api(app, first.json().access_token, 'GET', '/api/v1/me')).statusCode).toBe(401);
    expect((await api(app, renewed.json().access_token, 'GET', '/api/v1/me')).statusCode).toBe(401);
    const later = await wwwPost(app, '/api/v1/access_token', {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
    });
    expect((await api(app, later.json().access_token, 'GET', '/api/v1/me')).statusCode).toBe(200);
  });

  it('gives temporary grants no refresh token and answers bad clients and grants like Reddit', async () => {
    const app = await emulator();
    expect((await connect(app, { duration: 'temporary' })).refresh_token).toBeUndefined();
    const badClient = await wwwPost(
      app,
      '/api/v1/access_token',
      { grant_type: 'refresh_token', refresh_token: 'x' },
      {
        authorization: `Basic ${Buffer.from(`${APP.clientId}:wrong`).toString('base64')}`,
        'user-agent': USER_AGENT,
      },
    );
    expect(badClient.statusCode).toBe(401);
    expect(badClient.json()).toEqual({ message: 'Unauthorized', error: 401 });
    const unsupported = await wwwPost(app, '/api/v1/access_token', { grant_type: 'password' });
    expect(unsupported.json()).toEqual({ error: 'unsupported_grant_type' });
    const unknown = await wwwPost(app, '/api/v1/access_token', {
      grant_type: 'refresh_token',
      refresh_token: 'nope',
    });
    expect(unknown.json()).toEqual({ error: 'invalid_grant' });
  });

  it('revokes a refresh token together with its access tokens', async () => {
    const app = await emulator();
    const tokens = await connect(app);
    expect((await api(app, tokens.access_token, 'GET', '/api/v1/me')).statusCode).toBe(200);
    const revoked = await wwwPost(app, '/api/v1/revoke_token', {
      token: tokens.refresh_token ?? '',
      token_type_hint: 'refresh_token',
    });
    expect(revoked.statusCode).toBe(204);
    const me = await api(app, tokens.access_token, 'GET', '/api/v1/me');
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: 'Unauthorized', error: 401 });
    const refresh = await wwwPost(app, '/api/v1/access_token', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
    });
    expect(refresh.json()).toEqual({ error: 'invalid_grant' });
  });

  it('blocks requests without a descriptive User-Agent and checks scopes', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app, { scope: ['identity'] });
    expect((await api(app, token, 'GET', '/api/v1/me', {}, '')).statusCode).toBe(403);
    const generic = await api(app, token, 'GET', '/api/v1/me', {}, 'python-requests/2.31');
    expect(generic.statusCode).toBe(429);
    const tokenCall = await wwwPost(
      app,
      '/api/v1/access_token',
      { grant_type: 'refresh_token' },
      { authorization: BASIC, 'user-agent': 'node' },
    );
    expect(tokenCall.statusCode).toBe(429);
    const me = await api(app, token, 'GET', '/api/v1/me');
    expect(me.json()).toMatchObject({
      name: expect.stringMatching(/_Team$/),
      total_karma: expect.any(Number),
    });
    const forbidden = await api(app, token, 'GET', '/subreddits/search', { q: 'gaming' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'Forbidden', error: 403 });
    const tokens = (await control(app, 'GET', '/reddit/tokens')).json().data;
    expect(tokens).toContainEqual(
      expect.objectContaining({ token, kind: 'access', expires_in: 3600, scopes: ['identity'] }),
    );
  });
});

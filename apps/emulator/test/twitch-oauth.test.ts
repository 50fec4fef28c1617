import { describe, expect, it } from 'vitest';
import { answerConsentPage, pageUrl, postForm } from './emulator-helpers.js';
import {
  APP,
  advance,
  authorize,
  connect,
  control,
  emulator,
  helix,
  ID,
  REDIRECT,
  SCOPES,
  tokenRequest,
  world,
} from './twitch-helpers.js';

const authorizeUrl = (extra: Record<string, string> = {}) =>
  pageUrl(`${ID}/oauth2/authorize`, {
    response_type: 'code',
    client_id: APP.clientId,
    redirect_uri: REDIRECT,
    scope: SCOPES.join(' '),
    state: 's1',
    ...extra,
  });

describe('twitch emulator: id.twitch.tv OAuth (authorization code)', () => {
  it('lists its bases in /health, Twitch last', async () => {
    const app = await emulator();
    const health = (await app.inject('/health')).json();
    expect(health.networks.at(-1)).toBe('twitch');
    expect(health.bases.twitch).toEqual({ id: '/twitch/id', api: '/twitch/api/helix' });
  });

  it('shows a consent page naming the app, the user and each scope; Cancel and Authorize redirect', async () => {
    const app = await emulator();
    const { user } = await world(app);
    const page = await app.inject(authorizeUrl());
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('data-testid="twitch-app-name">Herald wants to access your account');
    expect(page.body).toContain(`>${user.display_name}</strong>`);
    expect(page.body.match(/data-testid="twitch-scope"/g)).toHaveLength(SCOPES.length);

    const form = (decision: string) => answerConsentPage(app, authorizeUrl(), decision);
    const denied = new URL((await form('deny')).headers.location as string);
    expect(Object.fromEntries(denied.searchParams)).toEqual({
      error: 'access_denied',
      error_description: 'The user denied you access',
      state: 's1',
    });
    const allowed = new URL((await form('allow')).headers.location as string);
    expect(allowed.searchParams.get('code')).toMatch(/^[a-z0-9]{30}$/);
    expect(allowed.searchParams.get('scope')).toBe(SCOPES.join(' '));
    expect(allowed.searchParams.get('state')).toBe('s1');
  });

  it('refuses an unknown client or scope with an error page', async () => {
    const app = await emulator();
    const client = await app.inject(authorizeUrl({ client_id: 'nope' }));
    expect(client.statusCode).toBe(400);
    expect(client.body).toContain('invalid client');
    const scope = await app.inject(authorizeUrl({ scope: 'channel:read:everything' }));
    expect(scope.statusCode).toBe(400);
    expect(scope.body).toContain('invalid scope requested: &#39;channel:read:everything&#39;');
  });

  it('exchanges a code once for a ~4 h token and a refresh token', async () => {
    const app = await emulator();
    const { code } = await authorize(app);
    const form = { grant_type: 'authorization_code', code: code ?? '', redirect_uri: REDIRECT };
    const first = await tokenRequest(app, form);
    expect(first.statusCode).toBe(200);
    const tokens = first.json();
    expect(tokens).toMatchObject({ scope: SCOPES, token_type: 'bearer' });
    expect(tokens.expires_in).toBeGreaterThanOrEqual(13_800);
    expect(tokens.expires_in).toBeLessThanOrEqual(14_400);
    const again = await tokenRequest(app, form);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 400, message: 'Invalid authorization code' });
    const secret = await tokenRequest(app, { ...form, client_secret: 'wrong' });
    expect(secret.json()).toEqual({ status: 403, message: 'invalid client secret' });
  });

  it('rotates the refresh token on refresh; the used one then answers 400 Invalid refresh token', async () => {
    const app = await emulator();
    const tokens = await connect(app);
    const refreshed = await tokenRequest(app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json();
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(next.access_token).not.toBe(tokens.access_token);
    const reused = await tokenRequest(app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: 'Bad Request', status: 400, message: 'Invalid refresh token' });
    const chained = await tokenRequest(app, {
      grant_type: 'refresh_token',
      refresh_token: next.refresh_token,
    });
    expect(chained.statusCode).toBe(200);
  });

  it('validates a live token (OAuth or Bearer); an expired or revoked one answers 401', async () => {
    const app = await emulator();
    const { user } = await world(app);
    const tokens = await connect(app);
    const validate = (authorization: string) =>
      app.inject({ method: 'GET', url: `${ID}/oauth2/validate`, headers: { authorization } });
    const valid = await validate(`OAuth ${tokens.access_token}`);
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({
      client_id: APP.clientId,
      login: user.login,
      scopes: SCOPES,
      user_id: user.id,
      expires_in: tokens.expires_in,
    });
    expect((await validate(`Bearer ${tokens.access_token}`)).statusCode).toBe(200);
    await advance(app, tokens.expires_in);
    const expired = await validate(`OAuth ${tokens.access_token}`);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ status: 401, message: 'invalid access token' });

    const other = await connect(app);
    await control(app, 'POST', '/twitch/tokens/invalidate', { token: other.access_token });
    expect((await validate(`OAuth ${other.access_token}`)).statusCode).toBe(401);
    expect((await helix(app, other.access_token, 'GET', '/users')).json()).toEqual({
      error: 'Unauthorized',
      status: 401,
      message: 'Invalid OAuth token',
    });
  });

  it('revoking a token ends the whole grant, refresh token included', async () => {
    const app = await emulator();
    const tokens = await connect(app);
    const revoked = await postForm(app, `${ID}/oauth2/revoke`, {
      client_id: APP.clientId,
      token: tokens.access_token,
    });
    expect(revoked.statusCode).toBe(200);
    const refresh = await tokenRequest(app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refresh.json().message).toBe('Invalid refresh token');
  });
});

import { describe, expect, it } from 'vitest';
import { answerConsentPage, pageUrl, postForm } from './emulator-helpers.js';
import {
  ALL_SCOPES,
  APP,
  advance,
  authorize,
  challengeOf,
  connect,
  control,
  emulator,
  OPEN,
  open,
  REDIRECT,
  tokenRequest,
  VERIFIER,
} from './tiktok-helpers.js';

const authorizeUrl = (extra: Record<string, string> = {}) =>
  pageUrl('/tiktok/www/v2/auth/authorize/', {
    client_key: APP.clientKey,
    response_type: 'code',
    redirect_uri: REDIRECT,
    scope: ALL_SCOPES.join(','),
    state: 's1',
    code_challenge: challengeOf(VERIFIER),
    code_challenge_method: 'S256',
    ...extra,
  });

describe('tiktok emulator: Login Kit OAuth v2', () => {
  it('lists its bases in /health', async () => {
    const app = await emulator();
    const health = (await app.inject('/health')).json();
    expect(health.networks).toContain('tiktok');
    expect(health.bases.tiktok).toEqual({
      www: '/tiktok/www',
      open: '/tiktok/open',
      upload: '/tiktok/upload',
    });
  });

  it('renders the consent page and refuses malformed requests with an error page', async () => {
    const app = await emulator();
    const page = await app.inject(authorizeUrl());
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Herald would like to access your TikTok account');
    expect(page.body).toContain('data-testid="tiktok-authorize"');
    expect(page.body).toContain('data-scope="video.publish"');
    const creator = (await control(app, 'GET', '/tiktok/state')).json().creator;
    expect(page.body).toContain(`@${creator.username}`);
    const refusals: Array<Record<string, string>> = [
      { client_key: 'nope' },
      { scope: 'user.info.basic,fly' },
      { state: '' },
    ];
    for (const bad of refusals) {
      const refused = await app.inject(authorizeUrl(bad));
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('data-testid="tiktok-error"');
    }
  });

  it('Authorize redirects with code, scopes and state; Cancel with access_denied', async () => {
    const app = await emulator();
    const submit = (decision: string) => answerConsentPage(app, authorizeUrl(), decision);
    const allowed = new URL(String((await submit('allow')).headers.location));
    expect(`${allowed.origin}${allowed.pathname}`).toBe(REDIRECT);
    expect(allowed.searchParams.get('code')).toBeTruthy();
    expect(allowed.searchParams.get('scopes')).toBe(ALL_SCOPES.join(','));
    expect(allowed.searchParams.get('state')).toBe('s1');
    const cancelled = new URL(String((await submit('deny')).headers.location));
    expect(cancelled.searchParams.get('error')).toBe('access_denied');
    expect(cancelled.searchParams.get('state')).toBe('s1');
  });

  it('from a mainland China network the consent comes back with the region error', async () => {
    const app = await emulator();
    await control(app, 'POST', '/tiktok/region', { mainland_china: true });
    const back = new URL((await authorize(app)).redirect_url);
    expect(back.searchParams.get('error')).toBe('region_not_supported');
    expect(back.searchParams.get('code')).toBeNull();
    const page = await app.inject(authorizeUrl());
    expect(page.statusCode).toBe(302);
    expect(String(page.headers.location)).toContain('error=region_not_supported');
    await control(app, 'POST', '/tiktok/region', { mainland_china: false });
    expect((await authorize(app)).code).toBeTruthy();
  });

  it('exchanges a code once, checking PKCE, for a 24 h token and a 365-day refresh token', async () => {
    const app = await emulator();
    const { code } = await authorize(app);
    const wrong = await tokenRequest(app, {
      grant_type: 'authorization_code',
      code: code ?? '',
      redirect_uri: REDIRECT,
      code_verifier: 'not-the-verifier',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'invalid_grant', log_id: expect.any(String) });
    const tokens = await connect(app);
    expect(tokens).toMatchObject({
      expires_in: 86_400,
      refresh_expires_in: 31_536_000,
      token_type: 'Bearer',
      scope: ALL_SCOPES.join(','),
    });
    expect(tokens.access_token).toMatch(/^act\./);
    expect(tokens.open_id).toMatch(/^[0-9a-f-]{36}$/);
    const badClient = await tokenRequest(app, { client_secret: 'wrong', grant_type: 'refresh_token' });
    expect(badClient.statusCode).toBe(401);
    expect(badClient.json().error).toBe('invalid_client');
  });

  it('refreshes into a new pair keeping the refresh term; revoking ends the authorization', async () => {
    const app = await emulator();
    const first = await connect(app);
    await advance(app, 86_400 + 1);
    const expired = await open(app, first.access_token, 'GET', '/v2/user/info/', { fields: 'open_id' });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('access_token_invalid');
    const renewed = await tokenRequest(app, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(renewed.statusCode).toBe(200);
    const next = renewed.json();
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect(next.refresh_expires_in).toBe(31_536_000 - 86_401);
    const reused = await tokenRequest(app, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(reused.json().error).toBe('invalid_grant');
    const revoked = await postForm(app, `${OPEN}/v2/oauth/revoke/`, {
      client_key: APP.clientKey,
      client_secret: APP.clientSecret,
      token: next.access_token,
    });
    expect(revoked.statusCode).toBe(200);
    const after = await tokenRequest(app, { grant_type: 'refresh_token', refresh_token: next.refresh_token });
    expect(after.json().error).toBe('invalid_grant');
  });
});

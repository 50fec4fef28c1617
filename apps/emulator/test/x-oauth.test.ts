import { describe, expect, it } from 'vitest';
import { answerConsentPage, pageUrl, postForm } from './emulator-helpers.js';
import {
  ALL_SCOPES,
  APP,
  advance,
  api,
  authorize,
  challengeOf,
  connect,
  emulator,
  REDIRECT,
  tokenRequest,
  VERIFIER,
} from './x-helpers.js';

const authorizeUrl = (extra: Record<string, string> = {}) =>
  pageUrl('/x/www/i/oauth2/authorize', {
    response_type: 'code',
    client_id: APP.clientId,
    redirect_uri: REDIRECT,
    scope: ALL_SCOPES.join(' '),
    state: 's1',
    code_challenge: challengeOf(VERIFIER),
    code_challenge_method: 'S256',
    ...extra,
  });

describe('x emulator: OAuth 2.0 with PKCE', () => {
  it('lists its bases in /health', async () => {
    const app = await emulator();
    const health = (await app.inject('/health')).json();
    expect(health.networks).toContain('x');
    expect(health.bases.x).toEqual({ www: '/x/www', api: '/x/api' });
  });

  it('renders the consent page and refuses malformed requests with an error page', async () => {
    const app = await emulator();
    const page = await app.inject(authorizeUrl());
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Herald wants to access your X account.');
    expect(page.body).toContain('data-testid="x-authorize"');
    expect(page.body).toContain('data-testid="x-cancel"');
    expect(page.body).toContain('data-scope="tweet.write"');
    const user = (await app.inject('/_emulator/x/state')).json().user;
    expect(page.body).toContain(`@${user.username}`);
    const refusals: Array<Record<string, string>> = [
      { client_id: 'nope' },
      { scope: 'tweet.read spaceship.fly' },
      { state: '' },
      { code_challenge: '' },
    ];
    for (const bad of refusals) {
      const refused = await app.inject(authorizeUrl(bad));
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('data-testid="x-error"');
    }
  });

  it('Authorize redirects with state and code; Cancel with access_denied', async () => {
    const app = await emulator();
    const submit = (decision: string) => answerConsentPage(app, authorizeUrl(), decision);
    const allowed = await submit('allow');
    expect(allowed.statusCode).toBe(302);
    const location = new URL(String(allowed.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(location.searchParams.get('state')).toBe('s1');
    expect(location.searchParams.get('code')).toBeTruthy();
    const cancelled = new URL(String((await submit('deny')).headers.location));
    expect(cancelled.searchParams.get('error')).toBe('access_denied');
    expect(cancelled.searchParams.get('state')).toBe('s1');
    const denied = await authorize(app, { decision: 'deny' });
    expect(denied.code).toBeUndefined();
    expect(denied.redirect_url).toContain('error=access_denied');
  });

  it('exchanges a code once, checking the PKCE verifier, the client and the redirect URI', async () => {
    const app = await emulator();
    const { code = '' } = await authorize(app);
    const form = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: VERIFIER };
    const wrongVerifier = await tokenRequest(app, { ...form, code_verifier: 'not-the-verifier' });
    expect(wrongVerifier.statusCode).toBe(400);
    expect(wrongVerifier.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Value passed for the authorization code was invalid.',
    });
    const noBasic = await tokenRequest(app, { ...form, client_id: APP.clientId }, null);
    expect(noBasic.statusCode).toBe(401);
    expect(noBasic.json().error).toBe('unauthorized_client');
    const missing = await tokenRequest(app, { grant_type: 'authorization_code', code });
    expect(missing.json()).toMatchObject({
      error: 'invalid_request',
      error_description: 'Missing required parameter [redirect_uri].',
    });
    const ok = await tokenRequest(app, form);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ token_type: 'bearer', expires_in: 7200, scope: ALL_SCOPES.join(' ') });
    expect(ok.json().refresh_token).toBeTypeOf('string');
    const reused = await tokenRequest(app, form);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe('invalid_request');
  });

  it('accepts plain challenges and expires codes after 30 seconds', async () => {
    const app = await emulator();
    const plain = await authorize(app, { method: 'plain', verifier: 'challenge' });
    const form = {
      grant_type: 'authorization_code',
      code: plain.code ?? '',
      redirect_uri: REDIRECT,
      code_verifier: 'challenge',
    };
    expect((await tokenRequest(app, form)).statusCode).toBe(200);
    const late = await authorize(app);
    await advance(app, 31);
    const expired = await tokenRequest(app, { ...form, code: late.code ?? '', code_verifier: VERIFIER });
    expect(expired.json().error_description).toBe('Value passed for the authorization code was invalid.');
  });

  it('rotates refresh tokens: the old one stops working', async () => {
    const app = await emulator();
    const first = await connect(app);
    const refresh = (token: string) =>
      tokenRequest(app, { grant_type: 'refresh_token', refresh_token: token });
    const second = await refresh(first.refresh_token ?? '');
    expect(second.statusCode).toBe(200);
    expect(second.json().refresh_token).not.toBe(first.refresh_token);
    const replay = await refresh(first.refresh_token ?? '');
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Value passed for the token was invalid.',
    });
    expect((await refresh(second.json().refresh_token)).statusCode).toBe(200);
  });

  it('issues no refresh token without offline.access; access tokens last 2 hours; revoke works', async () => {
    const app = await emulator();
    const short = await connect(app, ['tweet.read', 'users.read']);
    expect(short.refresh_token).toBeUndefined();
    expect((await api(app, short.access_token, 'GET', '/2/users/me')).statusCode).toBe(200);
    await advance(app, 7_200);
    const expired = await api(app, short.access_token, 'GET', '/2/users/me');
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({
      title: 'Unauthorized',
      type: 'about:blank',
      status: 401,
      detail: 'Unauthorized',
    });
    const fresh = await connect(app);
    const revoked = await postForm(
      app,
      '/x/api/2/oauth2/revoke',
      { token: fresh.access_token },
      { authorization: `Basic ${Buffer.from(`${APP.clientId}:${APP.clientSecret}`).toString('base64')}` },
    );
    expect(revoked.json()).toEqual({ revoked: true });
    expect((await api(app, fresh.access_token, 'GET', '/2/users/me')).statusCode).toBe(401);
  });
});

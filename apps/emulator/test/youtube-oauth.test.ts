import { describe, expect, it } from 'vitest';
import { answerConsentPage, pageUrl } from './emulator-helpers.js';
import {
  API,
  APP,
  api,
  authorize,
  challengeOf,
  connect,
  control,
  emulator,
  REDIRECT,
  SCOPES,
  tokenRequest,
  VERIFIER,
} from './youtube-helpers.js';

const consentUrl = (extra: Record<string, string> = {}) =>
  pageUrl('/youtube/accounts/o/oauth2/v2/auth', {
    client_id: APP.clientId,
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope: SCOPES.join(' '),
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
    state: 's1',
    code_challenge: challengeOf(VERIFIER),
    code_challenge_method: 'S256',
    ...extra,
  });

describe('youtube emulator: Google OAuth 2.0', () => {
  it('lists its bases in /health', async () => {
    const app = await emulator();
    const health = (await app.inject('/health')).json();
    expect(health.networks).toContain('youtube');
    expect(health.bases.youtube).toEqual({
      accounts: '/youtube/accounts',
      oauth2: '/youtube/oauth2',
      api: '/youtube/api',
    });
  });

  it('renders the consent page with the channels to choose from, and refuses malformed requests', async () => {
    const app = await emulator();
    const page = await app.inject(consentUrl());
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Herald wants to access your Google Account');
    expect(page.body).toContain('data-testid="google-allow"');
    expect(page.body).toContain('data-testid="google-cancel"');
    expect(page.body).toContain(`data-scope="${SCOPES[0]}"`);
    const state = (await control(app, 'GET', '/youtube/state')).json();
    for (const channel of state.channels) expect(page.body).toContain(`value="${channel.id}"`);
    const refusals: Array<[Record<string, string>, number]> = [
      [{ client_id: 'nope' }, 401],
      [{ scope: 'https://www.googleapis.com/auth/spaceship' }, 400],
      [{ response_type: 'token' }, 400],
      [{ code_challenge: 'short' }, 400],
    ];
    for (const [bad, status] of refusals) {
      const refused = await app.inject(consentUrl(bad));
      expect(refused.statusCode).toBe(status);
      expect(refused.body).toContain('data-testid="google-error"');
    }
  });

  it('Allow redirects with state, code and scope; Cancel with access_denied', async () => {
    const app = await emulator();
    const submit = (decision: string) => answerConsentPage(app, consentUrl(), decision);
    const allowed = new URL(String((await submit('allow')).headers.location));
    expect(`${allowed.origin}${allowed.pathname}`).toBe(REDIRECT);
    expect(allowed.searchParams.get('state')).toBe('s1');
    expect(allowed.searchParams.get('code')).toMatch(/^4\/0/);
    expect(allowed.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(SCOPES));
    const cancelled = new URL(String((await submit('deny')).headers.location));
    expect(cancelled.searchParams.get('error')).toBe('access_denied');
    expect((await authorize(app, { decision: 'deny' })).code).toBeUndefined();
  });

  it('exchanges a code once with PKCE for an hour-long access token and a refresh token', async () => {
    const app = await emulator();
    const { code } = await authorize(app);
    const exchange = () =>
      tokenRequest(app, {
        grant_type: 'authorization_code',
        code: code ?? '',
        redirect_uri: REDIRECT,
        code_verifier: VERIFIER,
      });
    const wrong = await tokenRequest(app, {
      grant_type: 'authorization_code',
      code: code ?? '',
      redirect_uri: REDIRECT,
      code_verifier: 'x'.repeat(43),
    });
    expect(wrong.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid code verifier.' });
    const first = await exchange();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ expires_in: 3599, token_type: 'Bearer', scope: SCOPES.join(' ') });
    expect(first.json().refresh_token).toMatch(/^1\/\/0/);
    const again = await exchange();
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalid_grant');
    const badClient = await tokenRequest(app, {
      grant_type: 'refresh_token',
      client_secret: 'nope',
      refresh_token: 'x',
    });
    expect(badClient.statusCode).toBe(401);
    expect(badClient.json().error).toBe('invalid_client');
  });

  it('issues a refresh token only for offline access, on first consent or prompt=consent', async () => {
    const app = await emulator();
    expect((await connect(app, { access_type: 'online' })).refresh_token).toBeUndefined();
    // access_type=offline without prompt=consent after an earlier consent: Google sends no refresh token.
    expect((await connect(app, { prompt: '' })).refresh_token).toBeUndefined();
    expect((await connect(app)).refresh_token).toBeDefined();
  });

  it('refreshes without rotating; revoking the refresh token ends the grant', async () => {
    const app = await emulator();
    const tokens = await connect(app);
    const refreshToken = tokens.refresh_token ?? '';
    const refresh = () => tokenRequest(app, { grant_type: 'refresh_token', refresh_token: refreshToken });
    const first = await refresh();
    expect(first.statusCode).toBe(200);
    expect(first.json().refresh_token).toBeUndefined();
    expect(first.json().access_token).not.toBe(tokens.access_token);
    expect((await refresh()).statusCode).toBe(200);

    const revoked = await app.inject({
      method: 'POST',
      url: `/youtube/oauth2/revoke?token=${encodeURIComponent(refreshToken)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(revoked.statusCode).toBe(200);
    expect((await refresh()).json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Token has been expired or revoked.',
    });
    const call = await api(app, first.json().access_token, 'GET', '/youtube/v3/channels', {
      query: { part: 'snippet', mine: 'true' },
    });
    expect(call.statusCode).toBe(401);
    expect(call.json().error).toMatchObject({ code: 401, status: 'UNAUTHENTICATED' });
    expect(call.json().error.errors[0]).toMatchObject({ reason: 'authError', domain: 'global' });
    const tokensNow = (await control(app, 'GET', '/youtube/tokens')).json().data;
    expect(tokensNow.every((token: { revoked: boolean }) => token.revoked)).toBe(true);
  });

  it('expires access tokens after an hour and checks scopes per method', async () => {
    const app = await emulator();
    const readOnly = await connect(app, { scope: 'https://www.googleapis.com/auth/youtube.readonly' });
    const list = await api(app, readOnly.access_token, 'GET', '/youtube/v3/videoCategories', {
      query: { part: 'snippet', regionCode: 'US' },
    });
    expect(list.statusCode).toBe(200);
    const upload = await app.inject({
      method: 'POST',
      url: `${API}/upload/youtube/v3/videos?uploadType=resumable&part=snippet`,
      headers: { authorization: `Bearer ${readOnly.access_token}` },
      payload: { snippet: { title: 'x' } },
    });
    expect(upload.statusCode).toBe(403);
    expect(upload.json().error.errors[0].reason).toBe('insufficientPermissions');
    await control(app, 'POST', '/clock', { advance_seconds: 3600 });
    const expired = await api(app, readOnly.access_token, 'GET', '/youtube/v3/videoCategories', {
      query: { part: 'snippet', regionCode: 'US' },
    });
    expect(expired.statusCode).toBe(401);
  });
});

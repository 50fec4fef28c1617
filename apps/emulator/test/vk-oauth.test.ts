import { describe, expect, it } from 'vitest';
import {
  APP,
  administered,
  advance,
  authorize,
  call,
  connect,
  control,
  emulator,
  errorCode,
  exchange,
  HERALD_SCOPE,
  REDIRECT,
  VERSION,
  vkState,
} from './vk-helpers.js';

describe('vk emulator: legacy OAuth (authorization code, community tokens)', () => {
  it('lists its bases in /health and seeds communities the person administers', async () => {
    const app = await emulator();
    const health = (await app.inject('/health')).json();
    expect(health.bases.vk).toEqual({ oauth: '/vk/oauth', api: '/vk/api', upload: '/vk/upload' });
    const state = await vkState(app);
    expect(state.groups.filter((group) => group.administered)).toHaveLength(3);
    expect(state.groups.filter((group) => !group.administered)).toHaveLength(1);
  });

  it('shows the asked communities on the consent page and redirects with a code on Allow', async () => {
    const app = await emulator();
    const ids = await administered(app);
    const query = new URLSearchParams({
      client_id: APP.id,
      redirect_uri: REDIRECT,
      display: 'page',
      scope: String(HERALD_SCOPE),
      response_type: 'code',
      v: VERSION,
      state: 'xyz',
      group_ids: ids.slice(0, 2).join(','),
    });
    const page = await app.inject(`/vk/oauth/authorize?${query.toString()}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`data-group-id="${ids[0]}"`);
    expect(page.body).toContain('data-right="manage"');
    // A community consent gives the communities' tokens: the person's own rights are not asked there.
    expect(page.body).not.toContain('data-right="wall"');
    const signIn = await app.inject(
      `/vk/oauth/authorize?${query.toString().replace(/&group_ids=[^&]*/, '')}`,
    );
    expect(signIn.body).toContain('data-right="wall"');
    expect(signIn.body).not.toContain('data-testid="vk-communities"');
    const allowed = await app.inject({
      method: 'POST',
      url: '/vk/oauth/authorize',
      payload: `${query.toString()}&decision=allow`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(allowed.statusCode).toBe(302);
    const back = new URL(allowed.headers.location ?? '');
    expect(back.searchParams.get('state')).toBe('xyz');
    expect(back.searchParams.get('code')).toMatch(/^[0-9a-f]{18}$/);
  });

  it('answers a community consent with one non-expiring token per community, and nothing of the person', async () => {
    const app = await emulator();
    const ids = (await administered(app)).slice(0, 2);
    const tokens = await connect(app, { groupIds: ids });
    for (const id of ids) expect(tokens[`access_token_${id}`]).toMatch(/^vk1\.a\./);
    expect(Object.keys(tokens).sort()).toEqual(
      [...ids.map((id) => `access_token_${id}`), 'expires_in'].sort(),
    );
    expect(tokens.expires_in).toBe(0);
    const listed = (await control(app, 'GET', '/vk/tokens')).json().data;
    expect(listed.map((token: { kind: string }) => token.kind)).toEqual(['group', 'group']);
    const group = listed.find((token: { group_id: number | null }) => token.group_id === ids[0]);
    expect(group).toMatchObject({ kind: 'group', expires_at: null });
    expect(group.scopes).toEqual(['photos', 'messages', 'docs', 'manage']);
  });

  it('answers a user consent (no group_ids) with the user token only, lasting with offline', async () => {
    const app = await emulator();
    const tokens = await connect(app);
    expect(tokens).toEqual({
      access_token: expect.stringMatching(/^vk1\.a\./),
      expires_in: 0,
      user_id: (await vkState(app)).user.id,
    });
    const [listed] = (await control(app, 'GET', '/vk/tokens')).json().data;
    expect(listed).toMatchObject({ kind: 'user', group_id: null, expires_at: null });
    expect(listed.scopes).toEqual(expect.arrayContaining(['wall', 'stats', 'offline']));
    expect(listed.scopes).not.toContain('manage');
  });

  it('gives a user token a day unless offline was asked, then error 5', async () => {
    const app = await emulator();
    const tokens = await connect(app, { scope: 'wall,photos,groups' });
    expect(tokens.expires_in).toBe(86_400);
    const token = String(tokens.access_token);
    expect((await call(app, token, 'users.get')).response).toHaveLength(1);
    await advance(app, 86_400);
    expect(await errorCode(app, token, 'users.get')).toBe(5);
  });

  it('refuses communities the person does not administer, unknown apps and unknown rights', async () => {
    const app = await emulator();
    const fan = (await vkState(app)).groups.find((group) => !group.administered);
    const refused = await authorize(app, { groupIds: [fan?.id ?? 0] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain('not an administrator');
    expect((await authorize(app, { scope: 'wall,teleport' })).json().error).toContain('Unknown scope');
    const page = await app.inject(`/vk/oauth/authorize?client_id=1&redirect_uri=${REDIRECT}`);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('client_id is incorrect');
  });

  it('redirects a Cancel with access_denied and the state', async () => {
    const app = await emulator();
    const denied = (await authorize(app, { decision: 'deny' })).json();
    const back = new URL(denied.redirect_url);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('error_reason')).toBe('user_denied');
    expect(back.searchParams.get('state')).toBe('st-1');
  });

  it('exchanges a code once, for its app, secret and redirect URI', async () => {
    const app = await emulator();
    const code = (await authorize(app)).json().code;
    const badSecret = await exchange(app, { code, client_secret: 'nope' });
    expect(badSecret.statusCode).toBe(401);
    expect(badSecret.json()).toEqual({
      error: 'invalid_client',
      error_description: 'client_secret is incorrect',
    });
    const badRedirect = await exchange(app, { code, redirect_uri: 'https://elsewhere.test/cb' });
    expect(badRedirect.json().error).toBe('invalid_grant');
    expect((await exchange(app, { code })).statusCode).toBe(200);
    const again = await exchange(app, { code });
    expect(again.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Code is invalid or expired.',
    });
  });
});

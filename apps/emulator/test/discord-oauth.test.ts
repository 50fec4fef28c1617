import { describe, expect, it } from 'vitest';
import {
  API,
  APP,
  authorize,
  emulator,
  guilds,
  PERMISSIONS,
  REDIRECT,
  rest,
  SCOPES,
  tokenRequest,
} from './discord-helpers.js';
import { postForm } from './emulator-helpers.js';

describe('Discord bot install (OAuth2)', () => {
  it('shows the servers the user manages and the permissions asked for', async () => {
    const app = await emulator();
    const query = new URLSearchParams({
      client_id: APP.clientId,
      response_type: 'code',
      redirect_uri: REDIRECT,
      scope: SCOPES,
      permissions: PERMISSIONS,
      state: 'st-1',
    });
    const page = await app.inject({ method: 'GET', url: `/discord/www/oauth2/authorize?${query}` });
    expect(page.statusCode).toBe(200);
    const all = await guilds(app);
    const listed = [...page.body.matchAll(/data-testid="discord-guild">([^<]+)</g)].map((match) => match[1]);
    expect(listed).toEqual(all.filter((guild) => guild.role !== 'member').map((guild) => guild.name));
    expect(page.body).toContain('Create Polls');
    expect(page.body).toContain('Read Message History');
    const bad = await app.inject({
      method: 'GET',
      url: `/discord/www/oauth2/authorize?${query}&scope=bot+nope`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Invalid scope');
  });

  it('installs the bot in the chosen server and answers that server with the token', async () => {
    const app = await emulator();
    const target = (await guilds(app)).find((guild) => guild.role === 'admin');
    const answer = await authorize(app, { guild_id: target?.id ?? '' });
    const back = new URL(answer.redirect_url);
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      state: 'st-1',
      code: answer.code,
      guild_id: target?.id,
      permissions: PERMISSIONS,
    });
    const form = { grant_type: 'authorization_code', code: answer.code ?? '', redirect_uri: REDIRECT };
    const token = await tokenRequest(app, form);
    expect(token.statusCode, token.body).toBe(200);
    expect(token.json()).toMatchObject({
      token_type: 'Bearer',
      expires_in: 604_800,
      scope: SCOPES,
      guild: { id: target?.id, name: target?.name },
    });
    const reused = await tokenRequest(app, form);
    expect(reused.json()).toMatchObject({ error: 'invalid_grant' });
    const guild = await rest(app, 'GET', `/guilds/${target?.id}`);
    expect(guild.statusCode).toBe(200);
  });

  it('refuses a server the user only chats in, and sends a cancel back as access_denied', async () => {
    const app = await emulator();
    const lounge = (await guilds(app)).find((guild) => guild.role === 'member');
    const refused = await app.inject({
      method: 'POST',
      url: '/_emulator/discord/authorize',
      payload: { redirect_uri: REDIRECT, scope: SCOPES, guild_id: lounge?.id },
    });
    expect(refused.statusCode).toBe(400);
    const denied = await authorize(app, { decision: 'deny' });
    expect(new URL(denied.redirect_url).searchParams.get('error')).toBe('access_denied');
    expect(denied.code).toBeUndefined();
  });

  it('the consent form posts back and redirects with a code', async () => {
    const app = await emulator();
    const [first] = await guilds(app);
    const form = new URLSearchParams({
      client_id: APP.clientId,
      response_type: 'code',
      redirect_uri: REDIRECT,
      scope: SCOPES,
      permissions: PERMISSIONS,
      state: 'form',
      guild_id: first?.id ?? '',
      decision: 'allow',
    });
    const posted = await app.inject({
      method: 'POST',
      url: '/discord/www/oauth2/authorize',
      payload: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.statusCode).toBe(302);
    expect(new URL(posted.headers.location ?? '').searchParams.get('guild_id')).toBe(first?.id);
  });

  it('refreshes (rotating), takes form client credentials, reads the user with Bearer, revokes', async () => {
    const app = await emulator();
    const { code } = await authorize(app);
    const creds = { client_id: APP.clientId, client_secret: APP.clientSecret };
    const first = (
      await tokenRequest(
        app,
        { grant_type: 'authorization_code', code: code ?? '', redirect_uri: REDIRECT, ...creds },
        null,
      )
    ).json();
    const renewed = await tokenRequest(app, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().guild).toBeUndefined();
    const again = await tokenRequest(app, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(again.json().error).toBe('invalid_grant');
    const wrong = await tokenRequest(
      app,
      { grant_type: 'refresh_token', refresh_token: 'x' },
      'Basic Zm9vOmJhcg==',
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('invalid_client');

    const bearer = `Bearer ${renewed.json().access_token}`;
    const me = await rest(app, 'GET', '/users/@me', { auth: bearer });
    expect(me.json()).toMatchObject({ username: expect.any(String), discriminator: '0' });
    expect((await rest(app, 'GET', '/users/@me/guilds', { auth: bearer })).json()).toHaveLength(4);
    expect((await rest(app, 'GET', '/channels/1', { auth: bearer })).statusCode).toBe(401);
    const revoked = await postForm(app, `${API}/oauth2/token/revoke`, {
      token: renewed.json().access_token,
      ...creds,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await rest(app, 'GET', '/users/@me', { auth: bearer })).statusCode).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { injectFault } from './emulator-helpers.js';
import {
  advance,
  announcements,
  connect,
  control,
  emulator,
  helix,
  SCOPES,
  START,
  world,
} from './twitch-helpers.js';

const announce = (query: string, body: object) => ({ body, path: `/chat/announcements?${query}` });

describe('twitch emulator: Helix users, followers and streams', () => {
  it('answers the token user without parameters, others by id or login', async () => {
    const app = await emulator();
    const { user, users } = await world(app);
    const { access_token: token } = await connect(app);
    const own = await helix(app, token, 'GET', '/users');
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual([
      expect.objectContaining({
        id: user.id,
        login: user.login,
        display_name: user.display_name,
        profile_image_url: expect.stringContaining('/_pictures/twitch/'),
      }),
    ]);
    const other = users.find((entry) => entry.id !== user.id);
    const byLogin = await helix(app, token, 'GET', `/users?login=${other?.login}&id=${user.id}`);
    expect(
      byLogin
        .json()
        .data.map((entry: { id: string }) => entry.id)
        .sort(),
    ).toEqual([user.id, other?.id].sort());
  });

  it('needs a Bearer token and the Client-Id of its app', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    const noClient = await helix(app, token, 'GET', '/users', { clientId: null });
    expect(noClient.statusCode).toBe(401);
    const otherClient = await helix(app, token, 'GET', '/users', { clientId: 'someoneelse' });
    expect(otherClient.json()).toMatchObject({
      status: 401,
      message: 'Client ID and OAuth token do not match',
    });
    const oauthPrefix = await helix(app, token, 'GET', '/users', { authorization: `OAuth ${token}` });
    expect(oauthPrefix.json()).toMatchObject({ status: 401, message: 'OAuth token is missing' });
  });

  it('counts followers for anyone, lists them only with the scope as broadcaster or moderator', async () => {
    const app = await emulator();
    const { user, users } = await world(app);
    const full = await connect(app);
    const followers = await helix(
      app,
      full.access_token,
      'GET',
      `/channels/followers?broadcaster_id=${user.id}&first=3`,
    );
    const seeded = users.find((entry) => entry.id === user.id)?.followers ?? 0;
    expect(followers.json().total).toBe(seeded);
    expect(followers.json().data).toHaveLength(3);
    const stranger = users.find((entry) => entry.id !== user.id && !entry.moderators.includes(user.id));
    const theirs = await helix(
      app,
      full.access_token,
      'GET',
      `/channels/followers?broadcaster_id=${stranger?.id}`,
    );
    expect(theirs.json()).toMatchObject({ total: stranger?.followers, data: [] });
    const narrow = await connect(app, ['user:read:chat']);
    const totalOnly = await helix(
      app,
      narrow.access_token,
      'GET',
      `/channels/followers?broadcaster_id=${user.id}`,
    );
    expect(totalOnly.json()).toMatchObject({ total: seeded, data: [] });
    const missing = await helix(app, full.access_token, 'GET', '/channels/followers');
    expect(missing.statusCode).toBe(400);
  });

  it('lists a live stream with its viewers, nothing while offline', async () => {
    const app = await emulator();
    const { user } = await world(app);
    const { access_token: token } = await connect(app);
    await control(app, 'POST', '/twitch/stream', { live: true, viewer_count: 321 });
    const live = await helix(app, token, 'GET', `/streams?user_id=${user.id}`);
    expect(live.json().data).toEqual([
      expect.objectContaining({ user_id: user.id, type: 'live', viewer_count: 321 }),
    ]);
    await control(app, 'POST', '/twitch/stream', { live: false });
    expect((await helix(app, token, 'GET', `/streams?user_id=${user.id}`)).json().data).toEqual([]);
  });
});

describe('twitch emulator: chat announcements', () => {
  it('sends an announcement as the broadcaster (204, no body) and keeps it for the control API', async () => {
    const app = await emulator();
    const { user } = await world(app);
    const { access_token: token } = await connect(app);
    const { path, body } = announce(`broadcaster_id=${user.id}&moderator_id=${user.id}`, {
      message: 'Season 3 is live! 🎮',
      color: 'primary',
    });
    const sent = await helix(app, token, 'POST', path, { body });
    expect(sent.statusCode).toBe(204);
    expect(sent.body).toBe('');
    expect(await announcements(app)).toEqual([
      expect.objectContaining({
        broadcaster_id: user.id,
        moderator_id: user.id,
        message: 'Season 3 is live! 🎮',
        color: 'primary',
      }),
    ]);
  });

  it('takes 500 characters and refuses 501, an empty message and an unknown color', async () => {
    const app = await emulator();
    const { user } = await world(app);
    const { access_token: token } = await connect(app);
    const path = `/chat/announcements?broadcaster_id=${user.id}&moderator_id=${user.id}`;
    const send = (body: object) => helix(app, token, 'POST', path, { body });
    const long = await send({ message: '🎮'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      error: 'Bad Request',
      status: 400,
      message: 'The message field may not exceed 500 characters.',
    });
    expect((await send({ message: '  ' })).statusCode).toBe(400);
    expect((await send({ message: 'hi', color: 'pink' })).json().message).toBe(
      'The specified color is not valid.',
    );
    expect((await send({ message: '🎮'.repeat(500) })).statusCode).toBe(204);
    expect(await announcements(app)).toHaveLength(1);
  });

  it('checks the moderator against the token (401), the role (403) and the scope (401)', async () => {
    const app = await emulator();
    const { user, users } = await world(app);
    const { access_token: token } = await connect(app);
    const other = users.find((entry) => entry.id !== user.id && !entry.moderators.includes(user.id));
    const moderated = users.find((entry) => entry.moderators.includes(user.id));
    const body = { message: 'hello chat' };
    const as = (broadcaster: string, moderator: string, using = token) =>
      helix(
        app,
        using,
        'POST',
        `/chat/announcements?broadcaster_id=${broadcaster}&moderator_id=${moderator}`,
        { body },
      );
    const impostor = await as(user.id, other?.id ?? '');
    expect(impostor.statusCode).toBe(401);
    const stranger = await as(other?.id ?? '', user.id);
    expect(stranger.json()).toEqual({
      error: 'Forbidden',
      status: 403,
      message: "The user in moderator_id is not one of the broadcaster's moderators.",
    });
    expect((await as(moderated?.id ?? '', user.id)).statusCode).toBe(204);
    const narrow = await connect(
      app,
      SCOPES.filter((scope) => scope !== 'moderator:manage:announcements'),
    );
    const scopeless = await as(user.id, user.id, narrow.access_token);
    expect(scopeless.json()).toEqual({
      error: 'Unauthorized',
      status: 401,
      message: 'Missing scope: moderator:manage:announcements',
    });
    expect(await announcements(app)).toHaveLength(1);
  });

  it('takes one announcement per channel every 2 seconds', async () => {
    const app = await emulator();
    const { user } = await world(app);
    const { access_token: token } = await connect(app);
    const path = `/chat/announcements?broadcaster_id=${user.id}&moderator_id=${user.id}`;
    const send = () => helix(app, token, 'POST', path, { body: { message: 'again' } });
    expect((await send()).statusCode).toBe(204);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('Too Many Requests');
    await advance(app, 2);
    expect((await send()).statusCode).toBe(204);
  });
});

describe('twitch emulator: rate limits and faults', () => {
  it('shows the token bucket on every answer and answers 429 when it is empty, until it refills', async () => {
    const app = await emulator();
    const { access_token: token } = await connect(app);
    await control(app, 'POST', '/twitch/limits', { points_per_minute: 2 });
    const first = await helix(app, token, 'GET', '/users');
    expect(first.headers['ratelimit-limit']).toBe('2');
    expect(first.headers['ratelimit-remaining']).toBe('1');
    expect(Number(first.headers['ratelimit-reset'])).toBe(Math.ceil((START + 30_000) / 1000));
    expect((await helix(app, token, 'GET', '/users')).statusCode).toBe(200);
    const limited = await helix(app, token, 'GET', '/users');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['ratelimit-remaining']).toBe('0');
    expect(Number(limited.headers['ratelimit-reset'])).toBe(Math.ceil((START + 60_000) / 1000));
    await advance(app, 30);
    expect((await helix(app, token, 'GET', '/users')).statusCode).toBe(200);
    expect((await control(app, 'POST', '/twitch/limits', { points_per_minute: -1 })).statusCode).toBe(400);
  });

  it('injects server errors, expired tokens and lost answers through the shared fault store', async () => {
    const app = await emulator();
    const { user } = await world(app);
    const tokens = await connect(app);
    await injectFault(app, 'twitch', 'server_error', { match: 'users.get' });
    expect((await helix(app, tokens.access_token, 'GET', '/users')).json()).toEqual({
      error: 'Internal Server Error',
      status: 500,
      message: 'Internal Server Error',
    });
    await injectFault(app, 'twitch', 'expired_token', { match: 'oauth2.token' });
    const refused = await app.inject({
      method: 'POST',
      url: '/twitch/id/oauth2/token',
      payload: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
    });
    expect(refused.json().message).toBe('Invalid refresh token');

    await injectFault(app, 'twitch', 'timeout_after_create', { match: 'publish', delay_ms: 20 });
    const path = `/chat/announcements?broadcaster_id=${user.id}&moderator_id=${user.id}`;
    await expect(
      helix(app, tokens.access_token, 'POST', path, { body: { message: 'Lost answer' } }),
    ).rejects.toThrow();
    expect((await announcements(app)).map((item) => item.message)).toEqual(['Lost answer']);
  });

  it('resets to the seed: same world, no announcements or tokens', async () => {
    const app = await emulator(7);
    const before = await world(app);
    const { access_token: token } = await connect(app);
    await helix(
      app,
      token,
      'POST',
      `/chat/announcements?broadcaster_id=${before.user.id}&moderator_id=${before.user.id}`,
      {
        body: { message: 'gone after reset' },
      },
    );
    await control(app, 'POST', '/reset', { network: 'twitch' });
    expect(await world(app)).toEqual(before);
    expect(await announcements(app)).toEqual([]);
    expect((await helix(app, token, 'GET', '/users')).statusCode).toBe(401);
    const again = await emulator(7);
    expect((await world(again)).user).toEqual(before.user);
  });
});

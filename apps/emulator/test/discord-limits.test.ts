import { describe, expect, it } from 'vitest';
import { advance, control, emulator, installed, rest, send } from './discord-helpers.js';

describe('Discord rate limits and faults', () => {
  it('allows 5 messages per 5 s per channel, with X-RateLimit-* headers and a 429 body', async () => {
    const app = await emulator();
    const { channel } = await installed(app);
    const url = `/channels/${channel('general')}/messages`;
    for (let sent = 0; sent < 5; sent++) {
      const ok = await rest(app, 'POST', url, { body: { content: `Message ${sent}` } });
      expect(ok.headers['x-ratelimit-remaining']).toBe(String(4 - sent));
    }
    const limited = await rest(app, 'POST', url, { body: { content: 'One too many' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'You are being rate limited.', retry_after: 5, global: false });
    expect(limited.headers).toMatchObject({
      'x-ratelimit-limit': '5',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset-after': '5.000',
      'x-ratelimit-scope': 'user',
      'retry-after': '5',
      'x-ratelimit-bucket': expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    await send(app, channel('screenshots'), { content: 'Another channel has its own bucket' });
    await advance(app, 5);
    await send(app, channel('general'), { content: 'The window reset' });
  });

  it('answers a global 429 past 50 requests per second', async () => {
    const app = await emulator();
    const { guildId } = await installed(app);
    let last = await rest(app, 'GET', `/guilds/${guildId}`);
    for (let index = 0; index < 50 && last.statusCode === 200; index++)
      last = await rest(app, 'GET', `/guilds/${guildId}`);
    expect(last.statusCode).toBe(429);
    expect(last.json().global).toBe(true);
    expect(last.headers['x-ratelimit-scope']).toBe('global');
  });

  it('changes limits through the control API', async () => {
    const app = await emulator();
    const { channel } = await installed(app);
    const changed = await control(app, 'POST', '/discord/limits', {
      'messages.create': { limit: 1, window_ms: 60_000 },
    });
    expect(changed.json().limits['messages.create']).toEqual({ limit: 1, window_ms: 60_000 });
    await send(app, channel('general'), { content: 'First' });
    const limited = await rest(app, 'POST', `/channels/${channel('general')}/messages`, {
      body: { content: 'Second' },
    });
    expect(limited.json().retry_after).toBe(60);
    expect((await control(app, 'POST', '/discord/limits', { nope: 1 })).statusCode).toBe(400);
  });

  it('injects faults: server_error, rate_limit, expired_token, and timeout_after_create (message kept)', async () => {
    const app = await emulator();
    const { guildId, channel } = await installed(app);
    const fault = (kind: string, match?: string) =>
      control(app, 'POST', '/faults', {
        network: 'discord',
        kind,
        ...(match ? { match, delay_ms: 20 } : {}),
      });
    await fault('server_error');
    expect((await rest(app, 'GET', `/guilds/${guildId}`)).statusCode).toBe(500);
    await fault('rate_limit');
    const limited = await rest(app, 'GET', `/guilds/${guildId}`);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await fault('expired_token');
    expect((await rest(app, 'GET', `/guilds/${guildId}`)).statusCode).toBe(401);

    await fault('timeout_after_create', 'publish');
    const url = `/channels/${channel('general')}/messages`;
    await expect(rest(app, 'POST', url, { body: { content: 'Lost answer' } })).rejects.toThrow();
    const kept = (await control(app, 'GET', `/discord/channels/${channel('general')}/messages`)).json().data;
    expect(kept[0]).toMatchObject({ content: 'Lost answer', origin: 'api', deleted: false });
  });
});

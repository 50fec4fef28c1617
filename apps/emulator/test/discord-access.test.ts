import { describe, expect, it } from 'vitest';
import {
  advance,
  channels,
  control,
  emulator,
  guilds,
  installed,
  PERMISSIONS,
  rest,
  send,
} from './discord-helpers.js';

describe('Discord bot access and permissions', () => {
  it('needs a bot token; sees only servers it was installed in', async () => {
    const app = await emulator();
    const [first, second] = await guilds(app);
    const { channel } = await installed(app, { guild_id: first?.id ?? '' });
    expect((await rest(app, 'GET', `/guilds/${first?.id}`, { auth: null })).json()).toEqual({
      message: '401: Unauthorized',
      code: 0,
    });
    expect((await rest(app, 'GET', `/guilds/${first?.id}`, { auth: 'Bot wrong' })).statusCode).toBe(401);
    expect((await rest(app, 'GET', `/guilds/${second?.id}`)).json()).toEqual({
      message: 'Unknown Guild',
      code: 10004,
    });
    const [otherChannel] = await channels(app, second?.id ?? '');
    const hidden = await rest(app, 'POST', `/channels/${otherChannel?.id}/messages`, {
      body: { content: 'hi' },
    });
    expect(hidden.json()).toEqual({ message: 'Missing Access', code: 50001 });
    expect((await rest(app, 'GET', '/channels/123/messages')).json().code).toBe(10003);
    const moderators = await rest(app, 'GET', `/channels/${channel('moderators')}`);
    expect(moderators.json().code).toBe(50001);
    const mine = (await rest(app, 'GET', '/users/@me/guilds')).json();
    expect(mine.map((guild: { id: string }) => guild.id)).toEqual([first?.id]);
  });

  it('answers the server with counts, its channels and active threads', async () => {
    const app = await emulator();
    const { guildId } = await installed(app);
    const guild = (await rest(app, 'GET', `/guilds/${guildId}`, { query: { with_counts: 'true' } })).json();
    expect(guild.approximate_member_count).toBeGreaterThan(1000);
    expect(guild.approximate_presence_count).toBeGreaterThan(0);
    expect(guild.system_channel_id).toEqual(expect.any(String));
    const list = (await rest(app, 'GET', `/guilds/${guildId}/channels`)).json() as { type: number }[];
    expect(new Set(list.map((channel) => channel.type))).toEqual(new Set([0, 4, 5, 15]));
    const threads = (await rest(app, 'GET', `/guilds/${guildId}/threads/active`)).json();
    expect(threads.threads.length).toBeGreaterThan(0);
  });

  it('refuses what the install did not grant (polls, files) with 50013', async () => {
    const app = await emulator();
    const basic = String((1n << 10n) | (1n << 11n) | (1n << 16n));
    const { channel } = await installed(app, { permissions: basic });
    await send(app, channel('general'), { content: 'Text is fine' });
    const poll = await rest(app, 'POST', `/channels/${channel('general')}/messages`, {
      body: { poll: { question: { text: 'Q?' }, answers: [{ poll_media: { text: 'A' } }] } },
    });
    expect(poll.json()).toEqual({ message: 'Missing Permissions', code: 50013 });
    const forum = await rest(app, 'POST', `/channels/${channel('general')}/threads`, {
      body: { name: 'Chat' },
    });
    expect(forum.json().code).toBe(50013);
    await installed(app, { permissions: PERMISSIONS });
    const allowed = await rest(app, 'POST', `/channels/${channel('general')}/threads`, {
      body: { name: 'Chat' },
    });
    expect(allowed.statusCode).toBe(201);
  });

  it('opens forum posts whose starter message shares the thread id; a forum takes no plain messages', async () => {
    const app = await emulator();
    const { channel } = await installed(app);
    const plain = await rest(app, 'POST', `/channels/${channel('feedback')}/messages`, {
      body: { content: 'hi' },
    });
    expect(plain.json().code).toBe(50008);
    const missing = await rest(app, 'POST', `/channels/${channel('feedback')}/threads`, {
      body: { name: 'Idea' },
    });
    expect(missing.json().errors.message._errors[0].code).toBe('BASE_TYPE_REQUIRED');
    const created = await rest(app, 'POST', `/channels/${channel('feedback')}/threads`, {
      body: { name: 'Photo mode', message: { content: 'Tell us what you think' } },
    });
    expect(created.statusCode).toBe(201);
    const thread = created.json();
    expect(thread).toMatchObject({
      type: 11,
      parent_id: channel('feedback'),
      name: 'Photo mode',
      message: { id: thread.id },
    });
    const reply = await send(app, thread.id, {
      content: 'More details',
      message_reference: { message_id: thread.id },
    });
    expect(reply).toMatchObject({ channel_id: thread.id, type: 19 });
    const messages = (await control(app, 'GET', `/discord/channels/${thread.id}/messages`)).json().data;
    expect(messages).toHaveLength(2);
  });

  it('reacts as the bot (👍), lists who reacted, refuses custom emoji it does not know', async () => {
    const app = await emulator();
    const { channel } = await installed(app);
    const message = await send(app, channel('general'), { content: 'React!' });
    const url = `/channels/${channel('general')}/messages/${message.id}/reactions`;
    expect((await rest(app, 'PUT', `${url}/${encodeURIComponent('👍')}/@me`)).statusCode).toBe(204);
    const read = (await rest(app, 'GET', `/channels/${channel('general')}/messages/${message.id}`)).json();
    expect(read.reactions).toContainEqual(
      expect.objectContaining({ emoji: { id: null, name: '👍' }, me: true }),
    );
    const who = (await rest(app, 'GET', `${url}/${encodeURIComponent('👍')}`)).json();
    expect(who[0]).toMatchObject({ bot: true });
    // One reaction per 250 ms per channel.
    await advance(app, 1);
    const custom = await rest(app, 'PUT', `${url}/${encodeURIComponent('party:123')}/@me`);
    expect(custom.json().code, custom.body).toBe(10014);
  });
});

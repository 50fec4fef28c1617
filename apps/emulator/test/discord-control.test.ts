import { describe, expect, it } from 'vitest';
import {
  advance,
  authorize,
  control,
  emulator,
  guilds,
  installed,
  REDIRECT,
  rest,
  send,
  tokenRequest,
} from './discord-helpers.js';

describe('Discord control API and the living servers', () => {
  it('describes the state and the tokens, and is reproducible from the seed', async () => {
    const app = await emulator(7);
    const state = (await control(app, 'GET', '/discord/state')).json();
    expect(state.guilds.map((guild: { role: string }) => guild.role)).toEqual([
      'owner',
      'admin',
      'owner',
      'member',
    ]);
    expect(state.counts.messages).toBeGreaterThan(10);
    const twin = await emulator(7);
    expect((await control(twin, 'GET', '/discord/state')).json()).toEqual(state);
    const { code } = await authorize(app);
    await tokenRequest(app, { grant_type: 'authorization_code', code: code ?? '', redirect_uri: REDIRECT });
    const tokens = (await control(app, 'GET', '/discord/tokens')).json().data;
    expect(tokens.map((token: { kind: string }) => token.kind)).toEqual(['access', 'refresh']);
    expect(tokens[0]).toMatchObject({ expires_in: 604_800, revoked: false });
    const revoked = await control(app, 'POST', '/discord/invalidate', { user_tokens: true });
    expect(revoked.json().invalidated).toBe(2);
  });

  it('members answer a staff post over time and its reactions grow with the clock', async () => {
    const app = await emulator();
    const { channel } = await installed(app);
    const post = await send(app, channel('announcements'), { content: 'Double XP weekend!' });
    const view = async () => (await control(app, 'GET', `/discord/messages/${post.id}`)).json();
    expect((await view()).replies).toEqual([]);
    await advance(app, 3600);
    const hour = await view();
    expect(hour.replies.length).toBeGreaterThan(0);
    expect(hour.replies[0]).toMatchObject({ origin: 'member', reference_id: post.id });
    const total = (reactions: { count: number }[]) => reactions.reduce((sum, r) => sum + r.count, 0);
    await advance(app, 2 * 86_400);
    const later = await view();
    expect(later.replies.length).toBeGreaterThanOrEqual(hour.replies.length);
    expect(total(later.reactions)).toBeGreaterThan(total(hour.reactions));
    const read = (
      await rest(app, 'GET', `/channels/${channel('announcements')}/messages`, { query: { limit: '5' } })
    ).json();
    expect(read.some((message: { type: number }) => message.type === 19)).toBe(true);
  });

  it('adds a member message now, as a reply or not', async () => {
    const app = await emulator();
    const { channel } = await installed(app);
    const post = await send(app, channel('general'), { content: 'Questions?' });
    const made = await control(app, 'POST', `/discord/channels/${channel('general')}/messages`, {
      content: 'When is the next patch?',
      reply_to: post.id,
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ origin: 'member', reference_id: post.id });
    const bad = await control(app, 'POST', `/discord/channels/${channel('general')}/messages`, {
      reply_to: '1',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('invalidates: removes the bot from a server', async () => {
    const app = await emulator();
    const { guildId } = await installed(app);
    const removed = await control(app, 'POST', '/discord/invalidate', { guild_id: guildId });
    expect(removed.json()).toEqual({ removed_installs: 1, invalidated: 0 });
    expect((await rest(app, 'GET', `/guilds/${guildId}`)).json().code).toBe(10004);
    const [guild] = await guilds(app);
    expect(guild?.id).toBe(guildId);
  });
});

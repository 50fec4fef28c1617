import { describe, expect, it } from 'vitest';
import {
  administered,
  advance,
  call,
  communityToken,
  connect,
  control,
  emulator,
  errorCode,
  HERALD_SCOPE,
  ok,
} from './vk-helpers.js';

type Message = { id: number; peer_id: number; from_id: number; text: string; out: number; random_id: number };
type Conversations = {
  count: number;
  items: Array<{
    conversation: { peer: { id: number; type: string }; can_write: { allowed: boolean } };
    last_message: Message;
  }>;
  profiles?: Array<{ id: number }>;
};
type History = { count: number; items: Message[] };
type Control = { allowed: number[]; messages: Array<Message & { origin: string }> };

const MESSAGES_BIT = 4096;

describe('vk emulator: community messages', () => {
  it('lists the community’s conversations, latest first, growing as people write day by day', async () => {
    const app = await emulator();
    const { token } = await communityToken(app);
    const first = await ok<Conversations>(app, token, 'messages.getConversations', {
      extended: 1,
      count: 200,
    });
    expect(first.count).toBeGreaterThan(1);
    const ids = first.items.map((item) => item.last_message.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const item of first.items) {
      expect(item.conversation.peer.type).toBe('user');
      expect(item.last_message.peer_id).toBe(item.conversation.peer.id);
      expect(item.conversation.can_write.allowed).toBe(true);
    }
    expect(first.profiles?.map((person) => person.id)).toEqual(
      expect.arrayContaining(first.items.map((item) => item.conversation.peer.id)),
    );
    const paged = await ok<Conversations>(app, token, 'messages.getConversations', { offset: 1, count: 1 });
    expect(paged.items.map((item) => item.conversation.peer.id)).toEqual([
      first.items[1]?.conversation.peer.id,
    ]);
    const groupMessages = async () =>
      ((await control(app, 'GET', `/vk/groups/${(await administered(app))[0]}/messages`)).json() as Control)
        .messages;
    const before = await groupMessages();
    await advance(app, 3 * 86_400);
    expect((await groupMessages()).length).toBeGreaterThan(before.length);
    const [latest] = (await ok<Conversations>(app, token, 'messages.getConversations')).items;
    expect(latest?.last_message.id).toBeGreaterThan(first.items[0]?.last_message.id ?? 0);
  });

  it('reads one conversation newest first (rev=1 oldest first), paged with offset', async () => {
    const app = await emulator();
    const { token } = await communityToken(app);
    const [latest] = (await ok<Conversations>(app, token, 'messages.getConversations')).items;
    const peer = latest?.conversation.peer.id ?? 0;
    const history = await ok<History>(app, token, 'messages.getHistory', { peer_id: peer, count: 200 });
    expect(history.count).toBe(history.items.length);
    expect(history.items[0]).toEqual(latest?.last_message);
    expect(history.items.every((message) => message.peer_id === peer && message.from_id === peer)).toBe(true);
    const reversed = await ok<History>(app, token, 'messages.getHistory', {
      peer_id: peer,
      rev: 1,
      count: 200,
    });
    expect(reversed.items).toEqual([...history.items].reverse());
    const second = await ok<History>(app, token, 'messages.getHistory', {
      peer_id: peer,
      offset: 1,
      count: 1,
    });
    expect(second.items).toEqual(history.items.slice(1, 2));
  });

  it('sends as the community once per random_id, and refuses people who did not allow messages (901)', async () => {
    const app = await emulator();
    const { token, groupId } = await communityToken(app);
    const messages = async () =>
      (await control(app, 'GET', `/vk/groups/${groupId}/messages`)).json() as Control;
    const { allowed, messages: seeded } = await messages();
    const peer = allowed[0] ?? 0;
    const sent = await ok<number>(app, token, 'messages.send', {
      peer_id: peer,
      random_id: 7001,
      message: 'Hi!',
    });
    const again = await ok<number>(app, token, 'messages.send', {
      peer_id: peer,
      random_id: 7001,
      message: 'Hi!',
    });
    expect(again).toBe(sent);
    const now = await messages();
    expect(now.messages).toHaveLength(seeded.length + 1);
    expect(now.messages[0]).toMatchObject({ id: sent, peer_id: peer, from_id: -groupId, random_id: 7001 });
    expect(now.messages[0]?.origin).toBe('api');
    const other = await ok<number>(app, token, 'messages.send', {
      peer_id: peer,
      random_id: 7002,
      message: 'Hi!',
    });
    expect(other).not.toBe(sent);
    const [newest] = (await ok<History>(app, token, 'messages.getHistory', { peer_id: peer })).items;
    expect(newest).toMatchObject({ id: other, out: 1, from_id: -groupId, text: 'Hi!' });
    const { visitors } = (await control(app, 'GET', '/vk/state')).json() as {
      visitors: Array<{ id: number }>;
    };
    const stranger = visitors.find((visitor) => !allowed.includes(visitor.id))?.id ?? 0;
    const refused = await call(app, token, 'messages.send', {
      peer_id: stranger,
      random_id: 7003,
      message: 'Hi',
    });
    expect(refused.error).toMatchObject({ error_code: 901 });
    expect(await errorCode(app, token, 'messages.send', { peer_id: peer, message: 'no key' })).toBe(100);
    const denied = await control(app, 'POST', `/vk/groups/${groupId}/message-consent`, {
      user_id: peer,
      allowed: false,
    });
    expect(denied.json().allowed).not.toContain(peer);
    expect(
      await errorCode(app, token, 'messages.send', { peer_id: peer, random_id: 7004, message: 'x' }),
    ).toBe(901);
    expect((await messages()).messages).toHaveLength(seeded.length + 2);
  });

  it('needs a community token holding messages (error 15 otherwise)', async () => {
    const app = await emulator();
    const [groupId = 0] = await administered(app);
    const tokens = await connect(app, { groupIds: [groupId], scope: String(HERALD_SCOPE & ~MESSAGES_BIT) });
    const withoutBit = String(tokens[`access_token_${groupId}`]);
    expect(await errorCode(app, withoutBit, 'messages.getConversations')).toBe(15);
    expect(
      await errorCode(app, withoutBit, 'messages.send', { peer_id: 1, random_id: 1, message: 'x' }),
    ).toBe(15);
    const user = String((await connect(app)).access_token);
    expect(await errorCode(app, user, 'messages.getHistory', { peer_id: 1 })).toBe(15);
  });
});

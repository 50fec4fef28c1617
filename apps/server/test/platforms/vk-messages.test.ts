import { describe, expect, it } from 'vitest';
import type { MessagePage, NetworkMessage } from '../../src/platforms/types.js';
import { randomIdOf } from '../../src/platforms/vk/messages.js';
import { useEmulator } from '../harness.js';
import { authorizedAccount, control, emulatedAdapter, platformFailure } from './emulated.js';
import { vkAccount } from './vk-helpers.js';

type Messages = {
  allowed: number[];
  messages: Array<{ id: number; peer_id: number; from_id: number; text: string; random_id: number }>;
};

const MESSAGES_BIT = 4096;

describe('the VK adapter against the emulator: community messages', () => {
  const networks = useEmulator(63);
  const messagesOf = (groupId: number) =>
    control(networks.url(), `/vk/groups/${groupId}/messages`) as Promise<Messages>;

  it('reads every conversation of the community across pages, newest first, with who wrote', async () => {
    const { adapter, group, account } = await vkAccount(networks.url());
    const { visitors } = (await control(networks.url(), '/vk/state')) as { visitors: Array<{ id: number }> };
    for (const visitor of visitors)
      await control(networks.url(), `/vk/groups/${group.id}/messages`, {
        from_id: visitor.id,
        text: 'Hello!',
      });
    const all: NetworkMessage[] = [];
    let pages = 0;
    let cursor: string | null = null;
    do {
      const page: MessagePage | undefined = await adapter.readMessages?.(account, cursor);
      const times = (page?.messages ?? []).map((message) => message.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
      all.push(...(page?.messages ?? []));
      cursor = page?.next ?? null;
      pages += 1;
    } while (cursor);
    expect(pages).toBeGreaterThan(1);
    expect(new Set(all.map((message) => message.id)).size).toBe(all.length);
    const conversations = new Set(all.map((message) => message.conversationId));
    expect(conversations).toEqual(new Set(visitors.map((visitor) => String(visitor.id))));
    const stored = (await messagesOf(group.id)).messages;
    const newest = new Map<number, number>();
    for (const message of stored)
      newest.set(message.peer_id, Math.max(newest.get(message.peer_id) ?? 0, message.id));
    for (const id of newest.values()) expect(all.map((message) => message.id)).toContain(String(id));
    for (const message of all) {
      expect(message).toMatchObject({ fromAccount: false, senderId: message.conversationId });
      expect(message.senderName).toMatch(/^\S+ \S+$/);
    }
  });

  it('sends one message as the community; sending it again answers the same message', async () => {
    const { adapter, group, account } = await vkAccount(networks.url());
    const before = await messagesOf(group.id);
    const peer = before.allowed[0] ?? 0;
    const words = 'Thanks for writing! Fixed in 1.2.';
    const id = await adapter.sendMessage?.(account, String(peer), words, 'message:7:1');
    const after = await messagesOf(group.id);
    expect(after.messages).toHaveLength(before.messages.length + 1);
    expect(after.messages[0]).toMatchObject({
      id: Number(id),
      peer_id: peer,
      from_id: -group.id,
      text: 'Thanks for writing! Fixed in 1.2.',
      random_id: randomIdOf(`${account.socialId}:message:7:1`),
    });
    expect(after.messages[0]?.random_id).toBeGreaterThan(0);
    expect(after.messages[0]?.random_id).toBeLessThan(2 ** 31);
    const again = await adapter.sendMessage?.(account, String(peer), words, 'message:7:1');
    expect(again).toBe(id);
    expect((await messagesOf(group.id)).messages).toHaveLength(before.messages.length + 1);
    // The same words as another message (another target) are a message of their own.
    const same = await adapter.sendMessage?.(account, String(peer), words, 'message:8:1');
    expect(same).not.toBe(id);
    const unkeyed = await adapter.sendMessage?.(account, String(peer), 'One more thing.');
    expect(unkeyed).not.toBe(id);
    expect((await messagesOf(group.id)).messages).toHaveLength(before.messages.length + 3);
    const { messages } = (await adapter.readMessages?.(account, null)) ?? { messages: [] };
    expect(messages.find((message) => message.id === id)).toMatchObject({
      fromAccount: true,
      conversationId: String(peer),
      senderId: String(-group.id),
      senderName: group.name,
    });
  });

  it('derives the random_id from the message key alone, within 1 to 2^31 - 1', () => {
    const key = randomIdOf('215678901:message:7:1');
    expect(randomIdOf('215678901:message:7:1')).toBe(key);
    expect(randomIdOf('215678901:message:7:2')).not.toBe(key);
    expect(randomIdOf('215678902:message:7:1')).not.toBe(key);
    expect(key).toBeGreaterThan(0);
    expect(key).toBeLessThan(2 ** 31);
  });

  it('refuses a person who has not allowed the community’s messages as content (901), sending nothing', async () => {
    const { adapter, group, account } = await vkAccount(networks.url());
    const before = await messagesOf(group.id);
    const stranger = before.allowed[0] ?? 0;
    await control(networks.url(), `/vk/groups/${group.id}/message-consent`, {
      user_id: stranger,
      allowed: false,
    });
    const refused = await platformFailure(async () =>
      adapter.sendMessage?.(account, String(stranger), 'Hello?'),
    );
    expect(refused).toMatchObject({ kind: 'content', networkCode: '901' });
    expect(refused.message).toContain('has not allowed messages from the community');
    expect((await messagesOf(group.id)).messages).toHaveLength(before.messages.length);
    const notPerson = await platformFailure(async () => adapter.sendMessage?.(account, 'club1', 'Hello?'));
    expect(notPerson.kind).toBe('content');
  });

  it('asks for a reconnect without the messages right, or once the community token is revoked', async () => {
    const adapter = emulatedAdapter(networks.url(), 'vk');
    const { group, account } = await vkAccount(networks.url());
    const withoutBit = await authorizedAccount(networks.url(), adapter, [String(group.id)], (asked) =>
      String(Number(asked) & ~MESSAGES_BIT),
    );
    for (const run of [
      async () => adapter.readMessages?.(withoutBit, null),
      async () => adapter.sendMessage?.(withoutBit, '1', 'Hi'),
    ])
      expect(await platformFailure(run)).toMatchObject({ kind: 'reconnect', networkCode: '15' });
    await control(networks.url(), '/vk/tokens/invalidate', { group_id: group.id });
    expect(await platformFailure(async () => adapter.readMessages?.(account, null))).toMatchObject({
      kind: 'reconnect',
      networkCode: '5',
    });
  });
});

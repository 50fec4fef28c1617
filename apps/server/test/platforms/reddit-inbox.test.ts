import { describe, expect, it } from 'vitest';
import type { NetworkMessage, NetworkPost } from '../../src/platforms/types.js';
import { authorizedAccount, control, emulatedAdapter, platformFailure } from './emulated.js';
import { redditEmulator } from './reddit-fixture.js';

type State = {
  user: { name: string };
  visitors: Array<{ name: string; accepts_messages: boolean }>;
};
type Messages = {
  data: Array<{ name: string; author: string; dest: string; subject: string; body: string }>;
};

const DAY_MS = 86_400_000;

describe('the Reddit adapter against the emulator: mentions and private messages', () => {
  const { url, profile } = redditEmulator(62);
  const state = () => control(url(), '/reddit/state') as Promise<State>;
  const messages = async () => ((await control(url(), '/reddit/messages')) as Messages).data;

  /** Every page of a reader, following its cursor. */
  async function everything<T>(
    read: (cursor: string | null) => Promise<{ items: T[]; next: string | null }>,
  ) {
    const pages: T[][] = [];
    let cursor: string | null = null;
    do {
      const page = await read(cursor);
      pages.push(page.items);
      cursor = page.next;
    } while (cursor);
    return pages;
  }

  it('reads username mentions (t1 fullnames) newest first, across pages, since an instant', async () => {
    const { adapter, account } = await profile();
    const { user } = await state();
    const since = new Date(Date.now() - 30 * DAY_MS);
    const seeded = (await adapter.readMentions?.(account, since, null))?.posts ?? [];
    expect(seeded.length).toBeGreaterThan(0);
    const cut = seeded[1]?.postedAt ?? new Date();
    const recent = await adapter.readMentions?.(account, cut, null);
    expect(recent?.posts.map((post) => post.id)).toEqual(
      seeded.filter((post) => post.postedAt >= cut).map((post) => post.id),
    );
    expect(recent?.posts.length).toBeLessThan(seeded.length);
    expect(recent?.next).toBeNull();
    const [first] = seeded;
    const host = first?.permalink?.match(/\/comments\/(\w+)\//)?.[1] ?? '';
    for (let index = 0; index < 101; index += 1)
      await control(url(), `/reddit/posts/${host}/comments`, { text: `u/${user.name} question #${index}` });
    const read = async (cursor: string | null) => {
      const page = await adapter.readMentions?.(account, since, cursor);
      return { items: page?.posts ?? [], next: page?.next ?? null };
    };
    const pages = await everything<NetworkPost>(read);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toHaveLength(100);
    const all = pages.flat();
    expect(all).toHaveLength(seeded.length + 101);
    const texts = new Set(all.map((post) => post.text));
    for (let index = 0; index < 101; index += 1) expect(texts).toContain(`u/${user.name} question #${index}`);
    const times = all.map((post) => post.postedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const post of all) {
      expect(post.id).toMatch(/^t1_\w+$/);
      expect(post.text).toContain(`u/${user.name}`);
      expect(post.permalink).toMatch(/^https:\/\/www\.reddit\.com\/r\/\w+\/comments\/\w+\/\w+\/\w+\/$/);
    }
    // Each mention names its author (account fullname and username), so the inbox shows who wrote it.
    const visitors = new Set((await state()).visitors.map((visitor) => visitor.name));
    for (const post of all) {
      expect(post.author?.id).toMatch(/^t2_\w+$/);
      expect(visitors).toContain(post.author?.handle);
      expect(post.author?.name).toBe(post.author?.handle);
    }
  });

  it('names the author of each post a search finds, as a `from:` term names them', async () => {
    const { adapter, account } = await profile();
    const found = await adapter.search?.(account, 'season', new Date(Date.now() - 30 * DAY_MS), null);
    const posts = found?.posts ?? [];
    expect(posts.length).toBeGreaterThan(0);
    const visitors = new Set((await state()).visitors.map((visitor) => visitor.name));
    for (const post of posts) {
      expect(post.author?.id).toMatch(/^t2_\w+$/);
      expect(visitors).toContain(post.author?.handle);
    }
  });

  it('reads received and sent messages across pages; a conversation is the other person', async () => {
    const { adapter, account } = await profile();
    const visitor = (await state()).visitors.find((person) => person.accepts_messages);
    if (!visitor) throw new Error('no visitor takes messages');
    for (let index = 0; index < 101; index += 1)
      await control(url(), '/reddit/messages', {
        author: visitor.name,
        subject: 'Bug',
        text: `crash #${index}`,
      });
    const id = await adapter.sendMessage?.(account, visitor.name, 'Thanks, we are on it!\nThe team');
    const read = async (cursor: string | null) => {
      const page = await adapter.readMessages?.(account, cursor);
      return { items: page?.messages ?? [], next: page?.next ?? null };
    };
    const pages = await everything<NetworkMessage>(read);
    expect(pages.length).toBeGreaterThan(1);
    const all = pages.flat();
    expect(all).toHaveLength((await messages()).length);
    expect(new Set(all.map((message) => message.id)).size).toBe(all.length);
    const reply = all.find((message) => message.id === id);
    expect(reply).toMatchObject({
      fromAccount: true,
      conversationId: visitor.name,
      senderId: account.socialId,
      text: 'Thanks, we are on it!\nThe team',
    });
    const inbound = all.find((message) => message.text === 'crash #100');
    expect(inbound).toMatchObject({
      fromAccount: false,
      conversationId: visitor.name,
      senderName: visitor.name,
    });
  });

  it('sends exactly one private message, with the first line as its subject, and answers its t4 name', async () => {
    const { adapter, account } = await profile();
    const visitor = (await state()).visitors.find((person) => person.accepts_messages);
    const before = await messages();
    const id = await adapter.sendMessage?.(
      account,
      `u/${visitor?.name}`,
      'Your refund is on its way\nBest, the team',
    );
    const after = await messages();
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toEqual(
      expect.objectContaining({
        name: id,
        author: account.socialId,
        dest: visitor?.name,
        subject: 'Your refund is on its way',
        body: 'Your refund is on its way\nBest, the team',
      }),
    );
  });

  it('refuses people who take no messages and unknown users as content, sending nothing', async () => {
    const { adapter, account } = await profile();
    const closed = (await state()).visitors.find((person) => !person.accepts_messages);
    if (!closed) throw new Error('every visitor takes messages');
    const before = (await messages()).length;
    const refused = await platformFailure(async () => adapter.sendMessage?.(account, closed.name, 'Hello'));
    expect(refused).toMatchObject({ kind: 'content', networkCode: 'NOT_WHITELISTED_BY_USER_MESSAGE' });
    const unknown = await platformFailure(async () =>
      adapter.sendMessage?.(account, 'no_such_redditor_x', 'Hello'),
    );
    expect(unknown).toMatchObject({ kind: 'content', networkCode: 'USER_DOESNT_EXIST' });
    expect((await messages()).length).toBe(before);
  });

  it('asks for a reconnect without the privatemessages scope, or once the grant is revoked', async () => {
    const adapter = emulatedAdapter(url(), 'reddit');
    const narrow = (asked: string) =>
      asked
        .split(' ')
        .filter((name) => name !== 'privatemessages')
        .join(' ');
    const without = await authorizedAccount(url(), adapter, undefined, narrow);
    for (const run of [
      async () => adapter.readMessages?.(without, null),
      async () => adapter.readMentions?.(without, new Date(0), null),
      async () => adapter.sendMessage?.(without, 'anyone', 'Hi'),
    ])
      expect((await platformFailure(run)).kind).toBe('reconnect');
    const { account } = await profile();
    await control(url(), '/reddit/tokens/invalidate', {});
    expect((await platformFailure(async () => adapter.readMessages?.(account, null))).kind).toBe('reconnect');
  });
});

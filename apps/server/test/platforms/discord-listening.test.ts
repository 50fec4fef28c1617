import { describe, expect, it } from 'vitest';
import type { AccountRef, NetworkPost, PlatformAdapter, PostPage } from '../../src/platforms/types.js';
import { useDiscord } from './discord-helpers.js';
import { control } from './emulated.js';

/** Every page from `since` on, following the cursor to its end. */
async function everything(adapter: PlatformAdapter, account: AccountRef, since: Date) {
  const posts: NetworkPost[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const page: PostPage | undefined = await adapter.readChannelMessages?.(account, since, cursor);
    if (!page) throw new Error('no readChannelMessages');
    posts.push(...page.posts);
    sizes.push(page.posts.length);
    cursor = page.next;
  } while (cursor && sizes.length < 100);
  return { posts, sizes };
}

describe('the Discord adapter reads the server the bot is in, for listening', () => {
  const discord = useDiscord(61);

  it('reads every text and announcement channel since an instant, with authors, across pages', async () => {
    const { adapter, account, channel } = await discord.connected();
    await control(discord.url(), '/listening', { sources: { discord: 50 } });
    const since = new Date(Date.now() - 3_600_000);
    const said = (await control(discord.url(), `/discord/channels/${channel('general')}/messages`, {
      content: '原神 更新后一直闪退',
    })) as { id: string };
    const { posts } = await everything(adapter, account, since);
    expect(posts.find((post) => post.id.endsWith(`/${said.id}`))).toMatchObject({
      text: '原神 更新后一直闪退',
      author: { id: expect.any(String), name: expect.any(String) },
      permalink: expect.stringContaining(`https://discord.com/channels/${account.socialId}/`),
    });
    for (const post of posts) expect(post.postedAt.getTime()).toBeGreaterThanOrEqual(since.getTime());
    // Days planned from now on are planned at the volume set above: two loud days.
    await control(discord.url(), '/clock', { advance_seconds: 2 * 86_400 });
    const loud = await everything(adapter, account, since);
    expect(loud.posts.length).toBeGreaterThan(200);
    // Pages of at most 100 messages; a message without readable content is left out of its page, so a
    // full page may hold fewer posts.
    expect(Math.max(...loud.sizes)).toBeLessThanOrEqual(100);
    expect(new Set(loud.posts.map((post) => post.id.split('/')[0])).size).toBeGreaterThan(1);
    expect(new Set(loud.posts.map((post) => post.id)).size).toBe(loud.posts.length);
  });

  it('leaves out what the bot cannot read without the MESSAGE_CONTENT intent', async () => {
    const { adapter, account, channel, post } = await discord.connected();
    // The reads above may have spent this second's global budget (50 calls per second per bot, as on
    // Discord): this test starts in a fresh window rather than depend on how fast those ran.
    await control(discord.url(), '/clock', { advance_seconds: 1 });
    const since = new Date(Date.now() - 60_000);
    await control(discord.url(), `/discord/channels/${channel('general')}/messages`, { content: 'hidden' });
    const mine = await post(channel('general'), { text: 'Servers are back up', media: [] });
    await control(discord.url(), '/discord/intents', { message_content: false });
    const { posts } = await everything(adapter, account, since);
    await control(discord.url(), '/discord/intents', { message_content: true });
    expect(posts.map((one) => one.text)).toContain('Servers are back up');
    expect(posts.map((one) => one.text)).not.toContain('hidden');
    expect(posts.find((one) => one.id === mine.postId)).toBeDefined();
  });
});

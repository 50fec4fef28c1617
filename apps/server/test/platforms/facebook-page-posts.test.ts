import { describe, expect, it } from 'vitest';
import { useEmulator } from '../harness.js';
import { authorizedAccount, control, emulatedAdapter, platformFailure } from './emulated.js';

const DAY = 86_400_000;

describe('the Facebook adapter reads public Pages against the emulator', () => {
  const networks = useEmulator(91);

  async function connected() {
    const adapter = emulatedAdapter(networks.url(), 'facebook');
    return { adapter, account: await authorizedAccount(networks.url(), adapter) };
  }

  it('reads the posts of a Page found by name, newest first, since an instant, with the Page as author', async () => {
    const { adapter, account } = await connected();
    await control(networks.url(), '/listening', { sources: { facebook: 8 } });
    const [page] = (await adapter.lookup?.(account, 'facebook_pages', 'Ember Tide')) ?? [];
    if (!page) throw new Error('no page found');
    const since = new Date(Date.now() - 20 * DAY);
    const first = await adapter.readPagePosts?.(account, page.id, since, null);
    expect(first?.posts.length).toBe(50);
    expect(first?.next).not.toBeNull();
    const post = first?.posts[0];
    expect(post).toMatchObject({
      author: { id: page.id, name: page.name },
      permalink: expect.stringContaining(`https://www.facebook.com/${page.id}/posts/`),
      metrics: { reactions: expect.any(Number), comments: expect.any(Number), shares: expect.any(Number) },
    });
    const times = first?.posts.map((one) => one.postedAt.getTime()) ?? [];
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = await adapter.readPagePosts?.(account, page.id, since, first?.next ?? null);
    expect(second?.posts[0]?.postedAt.getTime()).toBeLessThanOrEqual(times.at(-1) ?? 0);
    const recent = new Date(Date.now() - DAY);
    const lastDay = await adapter.readPagePosts?.(account, page.id, recent, null);
    for (const one of lastDay?.posts ?? [])
      expect(one.postedAt.getTime()).toBeGreaterThanOrEqual(recent.getTime());
    expect(lastDay?.posts.length).toBeLessThan(50);
    const oldest = second?.posts.at(-1);
    const comments = await adapter.readComments?.(account, oldest?.id ?? '', null);
    expect(comments?.comments.length).toBeGreaterThan(0);
  });

  it('says the feature is missing, rather than asking to reconnect, without Page Public Content Access', async () => {
    const { adapter, account } = await connected();
    const [page] = (await adapter.lookup?.(account, 'facebook_pages', 'Neon Rift')) ?? [];
    await control(networks.url(), '/facebook/public_content_access', { enabled: false });
    const refused = await platformFailure(
      () =>
        adapter.readPagePosts?.(account, page?.id ?? '', new Date(Date.now() - DAY), null) ??
        Promise.resolve(),
    );
    await control(networks.url(), '/facebook/public_content_access', { enabled: true });
    expect(refused).toMatchObject({ network: 'facebook', kind: 'unsupported', networkCode: '10' });
    expect(refused.message).toContain('Page Public Content Access');
  });
});

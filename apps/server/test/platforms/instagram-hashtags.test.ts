import { describe, expect, it } from 'vitest';
import type { AccountRef, NetworkPost, PlatformAdapter, PostPage } from '../../src/platforms/types.js';
import { useEmulator } from '../harness.js';
import { authorizedAccount, control, emulatedAdapter, platformFailure } from './emulated.js';

const DAY = 86_400_000;

async function allPages(adapter: PlatformAdapter, account: AccountRef, hashtag: string, since: Date) {
  const posts: NetworkPost[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: PostPage | undefined = await adapter.searchHashtag?.(account, hashtag, since, cursor);
    if (!page) throw new Error('no searchHashtag');
    posts.push(...page.posts);
    cursor = page.next;
    pages += 1;
  } while (cursor && pages < 20);
  return { posts, pages };
}

describe('the Instagram adapter searches hashtags against the emulator', () => {
  const networks = useEmulator(83);

  async function professional() {
    const adapter = emulatedAdapter(networks.url(), 'instagram');
    return { adapter, account: await authorizedAccount(networks.url(), adapter) };
  }

  it('reads the last day of media with the hashtag, page after page, since an instant', async () => {
    const { adapter, account } = await professional();
    await control(networks.url(), '/listening', { sources: { instagram: 20 } });
    const { posts, pages } = await allPages(adapter, account, '#原神', new Date(Date.now() - 2 * DAY));
    expect(pages).toBeGreaterThan(1);
    expect(posts.length).toBeGreaterThan(50);
    for (const post of posts) {
      expect(post.text).toContain('#原神');
      expect(post.permalink).toMatch(/^https:\/\/www\.instagram\.com\/p\//);
      expect(post.metrics).toEqual({ likes: expect.any(Number), comments: expect.any(Number) });
      expect(post.author).toBeUndefined();
    }
    expect(new Set(posts.map((post) => post.id)).size).toBe(posts.length);
    const recent = new Date(Date.now() - 3_600_000);
    const lastHour = await allPages(adapter, account, '原神', recent);
    expect(lastHour.posts.length).toBeLessThan(posts.length);
    for (const post of lastHour.posts)
      expect(post.postedAt.getTime()).toBeGreaterThanOrEqual(recent.getTime());
  });

  it('is refused as rate_limited past the unique hashtags of the week, with the wait Instagram gives', async () => {
    const { adapter, account } = await professional();
    const { accounts } = (await control(networks.url(), '/facebook/instagram/hashtags')) as {
      accounts: { id: string; hashtags: unknown[] }[];
    };
    const used = accounts.find((one) => one.id === account.socialId)?.hashtags.length ?? 0;
    await control(networks.url(), '/facebook/instagram/limits', { hashtags_per_week: used + 2 });
    const since = new Date(Date.now() - DAY);
    await adapter.searchHashtag?.(account, 'embertide', since, null);
    await adapter.searchHashtag?.(account, 'neonrift', since, null);
    await adapter.searchHashtag?.(account, 'embertide', since, null);
    const refused = await platformFailure(
      () => adapter.searchHashtag?.(account, 'starfall', since, null) ?? Promise.resolve(),
    );
    expect(refused).toMatchObject({ network: 'instagram', kind: 'rate_limited', networkCode: '613' });
    expect(refused.retryAfterSeconds).toBeGreaterThan(6 * 86_400);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(7 * 86_400);
    await control(networks.url(), '/facebook/instagram/limits', { hashtags_per_week: 30 });
  });
});

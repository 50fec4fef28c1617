import { networkAccountKeys, networkMetricSupport, networkPostKeys, socialNetworks } from '@herald/contract';
import { describe, expect, it } from 'vitest';
import { discordMetrics } from '../../src/platforms/discord/report-metrics.js';
import { facebookMetrics } from '../../src/platforms/facebook/report-metrics.js';
import { instagramMetrics } from '../../src/platforms/instagram/report-metrics.js';
import { redditMetrics } from '../../src/platforms/reddit/report-metrics.js';
import { mappedKeys, type NetworkMetricMap } from '../../src/platforms/report-metrics.js';
import { threadsMetrics } from '../../src/platforms/threads/report-metrics.js';
import { tiktokMetrics } from '../../src/platforms/tiktok/report-metrics.js';
import { twitchMetrics } from '../../src/platforms/twitch/report-metrics.js';
import { vkMetrics } from '../../src/platforms/vk/report-metrics.js';
import { xMetrics } from '../../src/platforms/x/report-metrics.js';
import { youtubeMetrics } from '../../src/platforms/youtube/report-metrics.js';
import { useEmulator } from '../harness.js';
import { authorizedAccount, control, emulatedAdapter, memorySteps } from '../platforms/emulated.js';

const maps: NetworkMetricMap[] = [
  facebookMetrics,
  instagramMetrics,
  threadsMetrics,
  xMetrics,
  youtubeMetrics,
  tiktokMetrics,
  redditMetrics,
  vkMetrics,
  discordMetrics,
  twitchMetrics,
];

describe('metric mappings and the contract’s support table', () => {
  it.each(maps.map((map) => [map.network, map] as const))(
    '%s: every key is read or explained, never both',
    (_, map) => {
      const support = networkMetricSupport[map.network];
      for (const [kind, keys, gaps] of [
        ['post', networkPostKeys, support.post],
        ['account', networkAccountKeys, support.account],
      ] as const) {
        const mapped = mappedKeys(map, kind);
        const explained = new Set(Object.keys(gaps));
        expect(
          [...mapped].filter((key) => explained.has(key)),
          `${kind} keys both mapped and N/A`,
        ).toEqual([]);
        expect(
          keys.filter((key) => !mapped.has(key) && !explained.has(key)),
          `${kind} keys neither mapped nor N/A`,
        ).toEqual([]);
        expect(
          [...mapped].filter((key) => !keys.includes(key as never)),
          `${kind} keys not in the catalogue`,
        ).toEqual([]);
      }
      const sometimes = Object.keys(support.sometimes);
      expect(sometimes.filter((key) => !mappedKeys(map, 'post').has(key))).toEqual([]);
    },
  );

  it('networks without a mapping give nothing, each key explained', () => {
    const mapped = new Set(maps.map((map) => map.network));
    for (const network of socialNetworks.filter((candidate) => !mapped.has(candidate))) {
      expect(Object.keys(networkMetricSupport[network].post).sort()).toEqual([...networkPostKeys].sort());
      expect(Object.keys(networkMetricSupport[network].account).sort()).toEqual(
        [...networkAccountKeys].sort(),
      );
    }
  });
});

describe('metric readings against the emulator', () => {
  const networks = useEmulator(61, 2);

  async function pagePost() {
    const adapter = emulatedAdapter(networks.url(), 'facebook');
    const account = await authorizedAccount(networks.url(), adapter);
    const published = await adapter.publish(
      account,
      { text: 'Season 3 is live #Launch', media: [] },
      memorySteps(),
    );
    return { adapter, account, post: { id: published.postId, postedAt: new Date() } };
  }

  it('Facebook: a retired insights metric marks only itself unreach, the others still load', async () => {
    const { adapter, account, post } = await pagePost();
    const before = await adapter.reportPost?.(account, post);
    expect(before?.values).toHaveProperty('clicks');
    expect(before?.values).toHaveProperty('reach');
    expect(before?.na.clicks).toBeUndefined();
    expect(before?.na.saves).toBe('unsupport');

    await control(networks.url(), '/facebook/insights/retire', {
      metrics: ['post_clicks', 'page_views_total'],
    });
    const after = await adapter.reportPost?.(account, post);
    expect(after?.na.clicks).toBe('unreach');
    expect(after?.values.clicks).toBeUndefined();
    for (const key of ['reach', 'views', 'likes', 'comments', 'shares', 'reactions'])
      expect(after?.values, key).toHaveProperty(key);

    const days = await adapter.reportAccount?.(account, new Date(Date.now() - 5 * 86_400_000), new Date());
    expect(days?.na.profile_visits).toBe('unreach');
    expect(days?.days.length).toBeGreaterThan(0);
    const last = days?.days.at(-1)?.values ?? {};
    expect(last).toHaveProperty('reach');
    expect(last).toHaveProperty('followers');
    expect(last.followers_growth).toBe((last.follows ?? 0) - (last.unfollows ?? 0));
  });

  it('Instagram reads the current metric names (views, not impressions) in stored units', async () => {
    const adapter = emulatedAdapter(networks.url(), 'instagram');
    const account = await authorizedAccount(networks.url(), adapter);
    const page = await adapter.listPosts(account.socialId, account.credential, new Date(0), null);
    const media = page.posts[0];
    if (!media) throw new Error('the emulated account has no media');
    const reading = await adapter.reportPost?.(account, { id: media.id, postedAt: media.postedAt });
    expect(reading?.values).toHaveProperty('views');
    expect(reading?.values).toHaveProperty('reach');
    expect(reading?.na.clicks).toBe('unsupport');
    expect(['post', 'instagram_reel', 'instagram_story']).toContain(reading?.contentType);
  });

  it('Reddit has no views; its upvote ratio is a stored percent', async () => {
    const adapter = emulatedAdapter(networks.url(), 'reddit');
    const account = await authorizedAccount(networks.url(), adapter);
    const page = await adapter.listPosts(account.socialId, account.credential, new Date(0), null);
    const post = page.posts[0];
    if (!post) throw new Error('the emulated account has no post');
    const reading = await adapter.reportPost?.(account, { id: post.id, postedAt: post.postedAt });
    expect(reading?.na.views).toBe('unsupport');
    expect(reading?.values.upvote_ratio).toBeGreaterThan(1);
    expect(reading?.values.upvote_ratio).toBeLessThanOrEqual(10_000);
  });
  it('X marks its non-public metrics unreach once a post is older than 30 days', async () => {
    const adapter = emulatedAdapter(networks.url(), 'twitter');
    const account = await authorizedAccount(networks.url(), adapter);
    const fresh = await adapter.publish(account, { text: 'Patch notes are up', media: [] }, memorySteps());
    const recent = await adapter.reportPost?.(account, { id: fresh.postId, postedAt: new Date() });
    expect(recent?.values).toHaveProperty('link_clicks');
    expect(recent?.values).toHaveProperty('likes');
    expect(recent?.na.link_clicks).toBeUndefined();
    // X gives no total of interactions: engagements are its likes, replies, reposts, quotes and bookmarks.
    const parts = ['likes', 'comments', 'shares', 'quotes', 'saves'] as const;
    const values = recent?.values ?? {};
    expect(values.engagements).toBe(parts.reduce((sum, key) => sum + (values[key] ?? 0), 0));
    expect(recent?.na.engagements).toBeUndefined();

    // A month later, X answers the post's private metrics no more.
    await control(networks.url(), '/clock', { advance_seconds: 31 * 86_400 });
    const later = await authorizedAccount(networks.url(), adapter);
    const monthOld = new Date(Date.now() - 31 * 86_400_000);
    const reading = await adapter.reportPost?.(later, { id: fresh.postId, postedAt: monthOld });
    expect(reading?.na.link_clicks).toBe('unreach');
    expect(reading?.na.profile_visits).toBe('unreach');
    expect(reading?.values).toHaveProperty('likes');
    expect(reading?.na.dislikes).toBe('unsupport');
  });
});

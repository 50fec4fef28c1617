import { describe, expect, it } from 'vitest';
import { useEmulator } from '../harness.js';
import { control, memorySteps, platformFailure } from './emulated.js';
import { administratorId, vkAccount, vkPost } from './vk-helpers.js';

describe('the VK adapter against the emulator: engagement, reading and failures', () => {
  const networks = useEmulator(53);

  it('comments, answers a comment, likes both, and deletes the post', async () => {
    const { adapter, group, account } = await vkAccount(networks.url());
    const post = await adapter.publish(account, { text: 'GG everyone', media: [] }, memorySteps());
    const comment = await adapter.comment(account, post.postId, 'Thanks for playing');
    expect(comment).toMatch(new RegExp(`^${post.postId}:\\d+$`));
    const reply = await adapter.comment(account, comment, 'See you next season');
    await adapter.like(account, post.postId);
    await adapter.like(account, comment);
    const seen = await vkPost(networks.url(), post.postId);
    // VK likes with a user token only: the likes are the administrator's.
    const admin = await administratorId(networks.url());
    expect(seen.liked_by).toEqual([admin]);
    const [first, second] = seen.comments;
    expect(first).toMatchObject({ text: 'Thanks for playing', from_id: -group.id, liked_by: [admin] });
    expect(second).toMatchObject({ text: 'See you next season', reply_to_comment: first?.id });
    expect(reply).toBe(`${post.postId}:${second?.id}`);
    await adapter.deletePost(account, post.postId);
    expect((await vkPost(networks.url(), post.postId)).deleted).toBe(true);
  });

  it('reads comments and replies newest first with their authors', async () => {
    const { adapter, account } = await vkAccount(networks.url());
    const post = await adapter.publish(account, { text: 'Ask us anything', media: [] }, memorySteps());
    const added = (await control(networks.url(), `/vk/posts/${post.postId}/comments`, {
      text: 'When EU servers?',
    })) as {
      id: number;
    };
    await control(networks.url(), `/vk/posts/${post.postId}/comments`, {
      text: 'Same question',
      reply_to_comment: added.id,
    });
    const page = await adapter.readComments?.(account, post.postId, null);
    const byText = new Map(page?.comments.map((item) => [item.text, item]));
    expect(byText.get('When EU servers?')).toMatchObject({
      id: `${post.postId}:${added.id}`,
      parentId: null,
    });
    expect(byText.get('Same question')?.parentId).toBe(`${post.postId}:${added.id}`);
    expect(byText.get('Same question')?.authorName).toEqual(expect.any(String));
    expect(page?.next).toBeNull();
  });

  it('reads daily community statistics, post counters and public search results', async () => {
    const { adapter, account } = await vkAccount(networks.url());
    const until = new Date();
    const since = new Date(until.getTime() - 3 * 86_400_000);
    const points = (await adapter.accountMetrics?.(account, since, until)) ?? [];
    expect(new Set(points.map((point) => point.metric))).toEqual(
      new Set([
        'views',
        'visitors',
        'reach',
        'reach_subscribers',
        'mobile_reach',
        'likes',
        'comments',
        'copies',
        'hidden',
        'subscribed',
        'unsubscribed',
      ]),
    );
    expect(new Set(points.map((point) => point.day)).size).toBe(4);
    const post = await adapter.publish(account, { text: 'Counting views', media: [] }, memorySteps());
    expect(Object.keys((await adapter.postMetrics?.(account, post.postId)) ?? {})).toEqual([
      'likes',
      'reposts',
      'comments',
      'views',
    ]);
    const found = await adapter.search?.(account, '#gamedev', new Date(Date.now() - 86_400_000), null);
    expect(found?.posts.length).toBeGreaterThan(0);
    expect(found?.posts[0]?.permalink).toMatch(/^https:\/\/vk\.com\/wall\d+_\d+$/);
  });

  it('classifies flood control as rate_limited and a revoked token as reconnect', async () => {
    const { adapter, group, account } = await vkAccount(networks.url());
    const request = { text: 'Double XP weekend!', media: [] };
    await adapter.publish(account, request, memorySteps());
    await adapter.publish(account, request, memorySteps());
    const flood = await platformFailure(() => adapter.publish(account, request, memorySteps()));
    expect(flood).toMatchObject({ kind: 'rate_limited', networkCode: '9', retryAfterSeconds: 60 });
    await control(networks.url(), '/faults', { network: 'vk', match: 'wall.get', kind: 'rate_limit' });
    const fast = await platformFailure(() =>
      adapter.listPosts(account.socialId, account.credential, new Date(0), null),
    );
    expect(fast).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 1 });
    await control(networks.url(), '/vk/tokens/invalidate', { group_id: group.id });
    const revoked = await platformFailure(() => adapter.readProfile(account.socialId, account.credential));
    expect(revoked).toMatchObject({ kind: 'reconnect', networkCode: '5' });
  });
});

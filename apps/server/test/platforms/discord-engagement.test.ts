import { describe, expect, it } from 'vitest';
import { inChannel, type Message, useDiscord } from './discord-helpers.js';
import { control, emulatedAdapter, memorySteps, platformFailure } from './emulated.js';

describe('the Discord adapter against the emulator: engagement and failures', () => {
  const { url, messageOf, connected } = useDiscord(48);

  it('replies, reacts, reads the replies and counters, and deletes', async () => {
    const { adapter, account, channel, post } = await connected();
    const first = await post(channel('looking-for-group'), { text: 'Tournament this weekend', media: [] });
    const reply = await adapter.comment(account, first.postId, 'Sign-ups are open');
    expect((await messageOf(reply)).reference_id).toBe(first.postId.split('/')[1]);
    await adapter.like(account, first.postId);
    expect((await messageOf(first.postId)).reactions).toContainEqual({
      emoji: '👍',
      count: expect.any(Number),
      me: true,
    });

    const [channelId, messageId] = first.postId.split('/');
    const member = (await control(url(), `/discord/channels/${channelId}/messages`, {
      reply_to: messageId,
      content: 'Count me in',
    })) as Message;
    await control(url(), `/discord/channels/${channelId}/messages`, {
      reply_to: member.id,
      content: 'Me too',
    });
    const replies = await adapter.readComments?.(account, first.postId, null);
    const byText = new Map(replies?.comments.map((comment) => [comment.text, comment]));
    expect(byText.get('Count me in')?.parentId).toBeNull();
    expect(byText.get('Me too')?.parentId).toBe(`${channelId}/${member.id}`);
    expect(byText.get('Sign-ups are open')?.authorName).toBe('Herald');

    const counters = await adapter.postMetrics?.(account, first.postId);
    expect(counters?.reactions).toBeGreaterThanOrEqual(1);
    expect(counters?.['reaction_👍']).toBeGreaterThanOrEqual(1);
    const server = await adapter.accountMetrics?.(account, new Date(Date.now() - 86_400_000), new Date());
    expect(server?.map((point) => point.metric)).toEqual([
      'approximate_member_count',
      'approximate_presence_count',
    ]);
    expect(server?.[0]?.value).toBeGreaterThan(0);

    await adapter.deletePost(account, first.postId);
    expect((await messageOf(first.postId)).deleted).toBe(true);
  });

  it('finds a message whose answer was lost (timeout_after_create) instead of posting it twice', async () => {
    const { account, channel } = await connected();
    const hasty = emulatedAdapter(url(), 'discord', 1000);
    const since = new Date(Date.now() - 1000);
    const request = {
      text: 'Servers are back online',
      media: [],
      options: inChannel(channel('general')),
    };
    await control(url(), '/faults', {
      network: 'discord',
      match: 'publish',
      kind: 'timeout_after_create',
      delay_ms: 3000,
    });
    const lost = await platformFailure(() => hasty.publish(account, request, memorySteps()));
    expect(lost.kind).toBe('transient');
    const found = await hasty.findPublished(account, request, since);
    expect(found?.id).toMatch(new RegExp(`^${channel('general')}/\\d+$`));
    expect(found?.text).toBe('Servers are back online');
  });

  it('answers rate_limited with the bucket wait, and reconnect once the bot is removed', async () => {
    const { adapter, account, channel, post } = await connected();
    await control(url(), '/discord/limits', {
      'messages.create': { limit: 1, window_ms: 30_000 },
      reset_windows: true,
    });
    await post(channel('general'), { text: 'One', media: [] });
    const limited = await platformFailure(() => post(channel('general'), { text: 'Two', media: [] }));
    expect(limited.kind).toBe('rate_limited');
    expect(limited.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited.retryAfterSeconds).toBeLessThanOrEqual(30);
    await control(url(), '/discord/limits', { 'messages.create': 100 });

    const empty = await platformFailure(() => post(channel('general'), { text: ' ', media: [] }));
    expect(empty).toMatchObject({ kind: 'content', networkCode: '50006' });
    await control(url(), '/discord/invalidate', { guild_id: account.socialId });
    const removed = await platformFailure(() => adapter.readProfile(account.socialId, account.credential));
    expect(removed.kind).toBe('reconnect');
    const refused = await platformFailure(() => post(channel('general'), { text: 'Three', media: [] }));
    expect(refused.kind).toBe('reconnect');
  });
});

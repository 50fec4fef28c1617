import { describe, expect, it } from 'vitest';
import { useEmulator } from '../harness.js';
import {
  authorizedAccount,
  control,
  emulatedAdapter,
  memorySteps,
  PNG_DATA_URL,
  platformFailure,
} from './emulated.js';

type Tweet = {
  text: string;
  deleted: boolean;
  media_keys: string[];
  poll_id: string | null;
  liked_by: string[];
};

describe('the X adapter against the emulator', () => {
  const networks = useEmulator(43);
  const tweet = (id: string) => control(networks.url(), `/x/tweets/${id}`) as Promise<Tweet>;

  async function profile() {
    const adapter = emulatedAdapter(networks.url(), 'twitter');
    return { adapter, account: await authorizedAccount(networks.url(), adapter) };
  }

  it('posts text, a poll and an uploaded image, and finds a post again by its text', async () => {
    const { adapter, account } = await profile();
    const since = new Date(Date.now() - 1000);
    const text = await adapter.publish(account, { text: 'Patch 1.2 is live', media: [] }, memorySteps());
    expect((await tweet(text.postId)).text).toBe('Patch 1.2 is live');
    expect(text.permalink).toBe(`https://x.com/i/web/status/${text.postId}`);

    const poll = await adapter.publish(
      account,
      { text: 'Which map next?', media: [], poll: { options: ['Dunes', 'Harbor'], durationMinutes: 1440 } },
      memorySteps(),
    );
    expect((await tweet(poll.postId)).poll_id).not.toBeNull();

    const steps = memorySteps();
    const image = await adapter.publish(
      account,
      { text: 'New skin', media: [{ url: PNG_DATA_URL, kind: 'image', mimeType: 'image/png' }] },
      steps,
    );
    expect(steps.saved).toEqual(['media_0']);
    expect((await tweet(image.postId)).media_keys).toHaveLength(1);

    const found = await adapter.findPublished(account, { text: 'Patch 1.2 is live', media: [] }, since);
    expect(found?.id).toBe(text.postId);
  });

  it('replies, likes and deletes; a duplicate post is a content error', async () => {
    const { adapter, account } = await profile();
    const first = await adapter.publish(account, { text: 'GG everyone', media: [] }, memorySteps());
    const reply = await adapter.comment(account, first.postId, 'Thanks for playing');
    expect((await tweet(reply)).text).toBe('Thanks for playing');
    await adapter.like(account, first.postId);
    expect((await tweet(first.postId)).liked_by).toContain(account.socialId);
    const duplicate = await platformFailure(() =>
      adapter.publish(account, { text: 'GG everyone', media: [] }, memorySteps()),
    );
    expect(duplicate.kind).toBe('content');
    await adapter.deletePost(account, first.postId);
    expect((await tweet(first.postId)).deleted).toBe(true);
  });

  it('reads replies, profile counters, post counters, and searches recent posts', async () => {
    const { adapter, account } = await profile();
    const post = await adapter.publish(
      account,
      { text: 'Tournament this weekend', media: [] },
      memorySteps(),
    );
    await control(networks.url(), `/x/tweets/${post.postId}/replies`, { text: 'Count me in' });
    const replies = await adapter.readComments?.(account, post.postId, null);
    expect(replies?.comments.map((reply) => reply.text)).toContain('Count me in');
    expect(replies?.comments[0]?.parentId).toBe(post.postId);
    const counters = await adapter.accountMetrics?.(account, new Date(Date.now() - 86_400_000), new Date());
    expect(counters?.map((point) => point.metric)).toContain('followers_count');
    expect(await adapter.postMetrics?.(account, post.postId)).toHaveProperty('like_count');
    const found = await adapter.search?.(account, '#gamedev', new Date(Date.now() - 3 * 86_400_000), null);
    expect(found?.posts.length).toBeGreaterThan(0);
  });

  it('reads posts that mention the account', async () => {
    const { adapter, account } = await profile();
    const since = new Date(Date.now() - 60_000);
    const post = await adapter.publish(
      account,
      { text: 'Who is joining the raid?', media: [] },
      memorySteps(),
    );
    await control(networks.url(), `/x/tweets/${post.postId}/replies`, {});
    const mentions = await adapter.readMentions?.(account, since, null);
    expect(mentions?.posts.length).toBeGreaterThan(0);
  });

  it('reads direct messages and answers one', async () => {
    const { adapter, account } = await profile();
    const inbound = (await control(networks.url(), '/x/dms', { text: 'Is the beta open?' })) as {
      sender_id: string;
    };
    const page = await adapter.readMessages?.(account, null);
    const received = page?.messages.find((message) => message.text === 'Is the beta open?');
    expect(received).toMatchObject({ senderId: inbound.sender_id, fromAccount: false });
    const id = await adapter.sendMessage?.(account, inbound.sender_id, 'Yes, from Friday!');
    expect(id).toBeTruthy();
    const after = await adapter.readMessages?.(account, null);
    expect(after?.messages.find((message) => message.id === id)).toMatchObject({ fromAccount: true });
  });

  it('classifies an expired token as reconnect and a 429 with the reset wait', async () => {
    const { adapter, account } = await profile();
    await control(networks.url(), '/faults', { network: 'x', kind: 'rate_limit' });
    const limited = await platformFailure(() => adapter.readProfile(account.socialId, account.credential));
    expect(limited.kind).toBe('rate_limited');
    expect(limited.retryAfterSeconds).toBeGreaterThan(0);
    await control(networks.url(), '/faults', { network: 'x', kind: 'expired_token' });
    const expired = await platformFailure(() => adapter.readProfile(account.socialId, account.credential));
    expect(expired.kind).toBe('reconnect');
  });
});

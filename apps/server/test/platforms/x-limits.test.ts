import { describe, expect, it } from 'vitest';
import { platformFailure as userFacing } from '../../src/modules/accounts/index.js';
import { readDirectMessages } from '../../src/platforms/x/messages.js';
import { readReplies, type XCall } from '../../src/platforms/x/reading.js';
import { useEmulator } from '../harness.js';
import { authorizedAccount, control, emulatedAdapter, memorySteps, platformFailure } from './emulated.js';

/** An X answer given as is, standing for the API (for answer shapes the emulator does not produce). */
const answering =
  (body: unknown): XCall =>
  async () =>
    body;

describe('the X adapter: upload segments, the daily post cap, credits and answer shapes', () => {
  const networks = useEmulator(44);

  async function profile() {
    const adapter = emulatedAdapter(networks.url(), 'twitter');
    return { adapter, account: await authorizedAccount(networks.url(), adapter) };
  }

  it('uploads a video over 1 MB in APPEND segments X accepts (1 MB at most)', async () => {
    const { adapter, account } = await profile();
    const video = `data:video/mp4;base64,${Buffer.alloc(2.5 * 1024 * 1024, 7).toString('base64')}`;
    const steps = memorySteps();
    const publishing = adapter.publish(
      account,
      { text: 'Trailer', media: [{ url: video, kind: 'video', mimeType: 'video/mp4' }] },
      steps,
    );
    // Processing takes emulated seconds: move the emulator's clock on while the adapter polls.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await control(networks.url(), '/clock', { advance_seconds: 60 });
    const published = await publishing;
    expect(steps.saved).toEqual(['upload_0', 'media_0']);
    const tweet = (await control(networks.url(), `/x/tweets/${published.postId}`)) as {
      media_keys: string[];
    };
    expect(tweet.media_keys).toHaveLength(1);
  });

  it('waits for x-user-limit-24hour-reset once the daily post cap is spent, not 15 minutes', async () => {
    const { adapter, account } = await profile();
    await control(networks.url(), '/x/limits', {
      limits: { 'tweets.create.user_24h': 1 },
      reset_windows: true,
    });
    await adapter.publish(account, { text: 'The one post of the day', media: [] }, memorySteps());
    const capped = await platformFailure(() =>
      adapter.publish(account, { text: 'One too many', media: [] }, memorySteps()),
    );
    expect(capped.kind).toBe('rate_limited');
    expect(capped.retryAfterSeconds).toBeGreaterThan(23 * 3600);
    await control(networks.url(), '/x/limits', {
      limits: { 'tweets.create.user_24h': 2_400 },
      reset_windows: true,
    });
  });

  it('takes 402 credits depleted as the account’s standing, not the content', async () => {
    const { adapter, account } = await profile();
    await control(networks.url(), '/x/usage', { credits_depleted: true });
    try {
      const refused = await platformFailure(() =>
        adapter.publish(account, { text: 'No credits left', media: [] }, memorySteps()),
      );
      expect(refused.kind).toBe('account');
      expect(refused.status).toBe(402);
      expect(refused.networkCode).toBe('https://api.twitter.com/2/problems/credits-depleted');
      // What a person is told: the account needs an administrator on X, not a changed post.
      expect(userFacing(refused).id).toBe('platform_account');
    } finally {
      await control(networks.url(), '/x/usage', { credits_depleted: false });
    }
  });

  it('reads mentions with their authors, asking only for parameters the endpoint knows', async () => {
    const { adapter, account } = await profile();
    const since = new Date(Date.now() - 60_000);
    const post = await adapter.publish(account, { text: 'Who is in for ranked?', media: [] }, memorySteps());
    await control(networks.url(), `/x/tweets/${post.postId}/replies`, {});
    const mentions = await adapter.readMentions?.(account, since, null);
    const [first] = mentions?.posts ?? [];
    expect(first?.author?.handle).toMatch(/^\w+$/);
    expect(first?.recipients).toHaveLength(1);
  });

  it('reads references under their newer name and messages without sender_id', async () => {
    const replies = await readReplies(
      answering({
        data: [
          {
            id: '20',
            text: 'nested answer',
            created_at: '2026-01-02T03:04:05.000Z',
            author_id: '7',
            referenced_posts: [{ type: 'replied_to', id: '19' }],
          },
        ],
      }),
      '18',
      null,
    );
    expect(replies.comments[0]?.parentId).toBe('19');
    const messages = await readDirectMessages(
      answering({
        data: [
          {
            id: '30',
            text: 'hello',
            created_at: '2026-01-02T03:04:05.000Z',
            dm_conversation_id: '5-9',
          },
        ],
      }),
      '9',
      null,
    );
    expect(messages.messages[0]).toMatchObject({ senderId: '5', fromAccount: false, text: 'hello' });
  });
});

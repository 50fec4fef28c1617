import { describe, expect, it } from 'vitest';
import { useEmulator } from '../harness.js';
import { authorizedAccount, control, emulatedAdapter, MP4_DATA_URL, memorySteps } from './emulated.js';

const unitsUsed = async (url: string) =>
  ((await control(url, '/youtube/quota')) as { units_used: number }).units_used;

describe('the YouTube adapter: the uploads playlist and replies beyond a thread', () => {
  const networks = useEmulator(48);

  async function channel() {
    const adapter = emulatedAdapter(networks.url(), 'youtube');
    return { adapter, account: await authorizedAccount(networks.url(), adapter) };
  }

  it('pages the uploads playlist channels.list names, asking for it once per channel, not per call', async () => {
    const { adapter, account } = await channel();
    const since = new Date(Date.now() - 3650 * 86_400_000);
    const before = await unitsUsed(networks.url());
    const first = await adapter.listPosts(account.socialId, account.credential, since, null);
    // channels.list (once), playlistItems.list and videos.list: one unit each.
    expect((await unitsUsed(networks.url())) - before).toBe(3);
    expect(first.posts.length).toBeGreaterThan(0);
    const between = await unitsUsed(networks.url());
    const again = await adapter.listPosts(account.socialId, account.credential, since, null);
    expect((await unitsUsed(networks.url())) - between).toBe(2);
    expect(again.posts.map((post) => post.id)).toEqual(first.posts.map((post) => post.id));
  });

  it('reads every reply of a thread, fetching past the five the thread carries', async () => {
    const { adapter, account } = await channel();
    const published = await adapter.publish(
      account,
      { text: 'Dev diary 7', media: [{ url: MP4_DATA_URL, kind: 'video', mimeType: 'video/mp4' }] },
      memorySteps(),
    );
    const top = await adapter.comment(account, published.postId, 'Questions welcome');
    for (let n = 1; n <= 8; n++) {
      await control(networks.url(), `/youtube/videos/${published.postId}/comments`, {
        parent_id: top,
        text: `question ${n}`,
      });
    }
    const page = await adapter.readComments?.(account, published.postId, null);
    const replies = page?.comments.filter((comment) => comment.parentId === top) ?? [];
    expect(replies.map((reply) => reply.text)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `question ${n}`));
  });
});

import { describe, expect, it } from 'vitest';
import { useEmulator } from '../harness.js';
import { authorizedAccount, emulatedAdapter } from './emulated.js';

describe('the YouTube adapter listens: search, then the comments of the videos found', () => {
  const networks = useEmulator(101);

  it('reads the comment threads of other creators’ videos a search found, some naming the query', async () => {
    const adapter = emulatedAdapter(networks.url(), 'youtube');
    const account = await authorizedAccount(networks.url(), adapter);
    const found = await adapter.search?.(account, '原神', new Date(Date.now() - 40 * 86_400_000), null);
    expect(found?.posts.length).toBeGreaterThan(0);
    const comments = [];
    for (const video of found?.posts ?? []) {
      const page = await adapter.readComments?.(account, video.id, null);
      comments.push(...(page?.comments ?? []));
    }
    expect(comments.length).toBeGreaterThan(0);
    expect(comments.some((comment) => comment.text.includes('原神'))).toBe(true);
    expect(comments.every((comment) => comment.authorName)).toBe(true);
  });
});

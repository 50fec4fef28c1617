import { describe, expect, it } from 'vitest';
import type { MediaItem } from '../../src/platforms/types.js';
import { useEmulator } from '../harness.js';
import {
  authorizedAccount,
  control,
  emulatedAdapter,
  memorySteps,
  platformFailure,
} from '../platforms/emulated.js';

const image: MediaItem = { url: 'https://cdn.game.example/a.jpg', kind: 'image', mimeType: 'image/jpeg' };

describe("moderating comments through the adapters (the inbox's hide, unhide and delete)", () => {
  const networks = useEmulator(73);

  it('refuses on Instagram to hide what the account itself wrote, and hides, shows and deletes the others', async () => {
    const adapter = emulatedAdapter(networks.url(), 'instagram');
    const account = await authorizedAccount(networks.url(), adapter);
    const post = await adapter.publish(account, { text: 'Fan art Friday', media: [image] }, memorySteps());
    const own = await adapter.comment(account, post.postId, 'Thanks for all the art!');
    const failure = await platformFailure(
      () => adapter.hideComment?.(account, own, true) ?? Promise.resolve(),
    );
    expect(failure.kind).toBe('content');
    const visitor = (await control(
      networks.url(),
      `/facebook/instagram/media/${post.postId}/visitor-comments`,
      {
        text: 'cheap followers here',
      },
    )) as { id: string };
    await adapter.hideComment?.(account, visitor.id, true);
    await adapter.hideComment?.(account, visitor.id, false);
    await adapter.deleteComment?.(account, visitor.id);
    const left = await adapter.readComments?.(account, post.postId, null);
    expect(left?.comments.map((comment) => comment.id)).toEqual([own]);
  });

  it('hides and deletes on Facebook, where the Page moderates its posts', async () => {
    const adapter = emulatedAdapter(networks.url(), 'facebook');
    const account = await authorizedAccount(networks.url(), adapter);
    const post = await adapter.publish(account, { text: 'Patch 3.1 is live', media: [] }, memorySteps());
    const visitor = (await control(networks.url(), `/facebook/posts/${post.postId}/visitor-comments`, {
      message: 'spam spam',
    })) as { id: string };
    await adapter.hideComment?.(account, visitor.id, true);
    const state = async () =>
      (await control(networks.url(), `/facebook/posts/${post.postId}`)) as {
        comments: { id: string; hidden: boolean }[];
      };
    expect((await state()).comments).toEqual([expect.objectContaining({ id: visitor.id, hidden: true })]);
    await adapter.deleteComment?.(account, visitor.id);
    expect((await state()).comments).toEqual([]);
  });
});

import { api, errorCatalog } from '@herald/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../src/db/schema/index.js';
import { storedImage } from '../app/helpers.js';
import { type Caller, call, fail } from '../factories.js';
import { useEmulator, useTestApp } from '../harness.js';
import { blankPost, pageReady, waitForStatus } from './helpers.js';

describe('the preview screenshot submitted with a post', () => {
  const networks = useEmulator(97);
  const testApp = useTestApp({ env: networks.env });
  let as: Caller;
  let game: number;
  let page: { id: number; social_id: string };

  beforeAll(async () => {
    ({ as, game, page } = await pageReady(testApp(), networks.url()));
  });

  it('is kept with the post and shown on its detail, but never published', async () => {
    const { app } = testApp();
    const preview = await storedImage(testApp(), game);
    const text = 'Preview only for the reviewers';
    const sent = await call(
      app,
      api.post.submit,
      { post: blankPost({ account_ids: [page.id], text, preview_id: preview }) },
      { as, game },
    );
    const done = await waitForStatus(testApp(), as, game, sent.post.id, ['published']);
    expect(done.post.preview).toMatchObject({ id: preview, mime: 'image/jpeg' });
    expect(done.post.images).toEqual([]);
    const posts = (await (
      await fetch(`${networks.url()}/_emulator/facebook/pages/${page.social_id}/posts`)
    ).json()) as { data: { message: string | null; type: string; photo_ids: string[] }[] };
    expect(posts.data.filter((post) => post.message === text)).toEqual([
      expect.objectContaining({ type: 'status', photo_ids: [] }),
    ]);
  });

  it('must be a picture of the game', async () => {
    const { app, database } = testApp();
    const [video] = await database.db
      .insert(uploads)
      .values({
        gameId: game,
        storageKey: `preview-video-${Date.now()}`,
        name: 'clip.mp4',
        kind: 'video',
        mime: 'video/mp4',
        size: 5_000_000,
        sha1: 'c'.repeat(40),
        width: 1080,
        height: 1920,
        durationMs: 12_000,
        status: 'done',
      })
      .returning();
    const asVideo = await fail(
      app,
      api.post.submit,
      { post: blankPost({ account_ids: [page.id], text: 'x', preview_id: video?.id ?? 0 }) },
      { as, game },
    );
    expect(asVideo.code).toBe(errorCatalog.file_type_unsupported.code);
    const unknown = await fail(
      app,
      api.post.submit,
      { post: blankPost({ account_ids: [page.id], text: 'x', preview_id: 999_999 }) },
      { as, game },
    );
    expect(unknown.code).toBe(errorCatalog.unknown_reference.code);
  });
});

import { api, errorCatalog } from '@herald/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildGame, buildUser, type Caller, call, fail, signInAs } from '../factories.js';
import { useTestApp } from '../harness.js';
import { blankPost } from './helpers.js';

/** TikTok choices made, but not the privacy level TikTok requires. */
const tiktokSoFar = {
  auto_add_music: true,
  brand_organic_toggle: false,
  brand_content_toggle: false,
  disable_comment: false,
  disable_duet: true,
  disable_stitch: false,
  privacy_level: null,
  max_duration_sec: 600,
};

describe('drafts keep options not complete yet', () => {
  const testApp = useTestApp();
  let as: Caller;
  let game: number;

  beforeAll(async () => {
    const { db } = testApp().database;
    const user = await buildUser(db);
    game = (await buildGame(db, [user.id])).game_id;
    as = await signInAs(db, user.id);
  });

  it('saves and reads back what the user set of an incomplete set, and saves over it', async () => {
    const { app } = testApp();
    const option_drafts = {
      tiktok: tiktokSoFar,
      whatsapp: { template: 'launch', language: 'en_US', recipients: ['+86'] },
    };
    const saved = await call(
      app,
      api.post.save,
      { post: blankPost({ text: 'Trailer', option_drafts }) },
      { as, game },
    );
    expect(saved.post.option_drafts).toEqual(option_drafts);
    const read = await call(app, api.post.detail, { id: saved.post.id }, { as, game });
    expect(read.post.option_drafts).toEqual(option_drafts);
    const again = await call(
      app,
      api.post.save,
      { id: saved.post.id, post: blankPost({ text: 'Trailer' }) },
      { as, game },
    );
    expect(again.post.option_drafts).toEqual({});
  });

  it('refuses option drafts of an unknown network or of the wrong shape, saving nothing', async () => {
    const { app } = testApp();
    const before = await call(app, api.post.list, {}, { as, game });
    const unknown = await fail(
      app,
      api.post.save,
      { post: { ...blankPost({ text: 'x' }), option_drafts: { myspace: {} } } as never },
      { as, game },
    );
    expect(unknown.code).toBe(errorCatalog.validation_failed.code);
    const wrong = await fail(
      app,
      api.post.save,
      {
        post: blankPost({
          text: 'x',
          option_drafts: { tiktok: { ...tiktokSoFar, privacy_level: 'FRIENDS' as never } },
        }),
      },
      { as, game },
    );
    expect(wrong.code).toBe(errorCatalog.validation_failed.code);
    const after = await call(app, api.post.list, {}, { as, game });
    expect(after.total).toBe(before.total);
  });
});

import { api } from '@herald/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { consentVia } from '../accounts/connect-helpers.js';
import { type Caller, call } from '../factories.js';
import { useEmulator, useTestApp } from '../harness.js';
import { png } from '../uploads/fixtures.js';
import { declare, uploadRaw } from '../uploads/helpers.js';
import { blankPost, pageReady, waitForStatus } from './helpers.js';

describe('publishing a picture to a Facebook Page and an X profile', () => {
  const networks = useEmulator(45);
  const testApp = useTestApp({ env: networks.env, listen: true });
  let as: Caller;
  let game: number;
  let page: { id: number; social_id: string };
  let profile: { id: number; social_id: string };

  beforeAll(async () => {
    ({ as, game, page } = await pageReady(testApp(), networks.url()));
    const { app } = testApp();
    const started = await call(app, api.account.bind, { social_channel: 'twitter' }, { as, game });
    const back = await consentVia(networks.url(), 'x', started.authorize_url);
    await call(app, api.oauth.callback, { state: started.state, code: back.code }, { as, game });
    const { candidates } = await call(
      app,
      api.account.bindCandidates,
      { state: started.state },
      { as, game },
    );
    const ids = candidates.map((candidate) => candidate.social_id);
    const [x] = await call(
      app,
      api.account.bindAccounts,
      { state: started.state, social_ids: ids },
      { as, game },
    );
    if (!x) throw new Error('no X profile');
    profile = x;
  });

  it('the networks fetch the uploaded bytes by their signed link; each gets one post with the picture', async () => {
    const { app } = testApp();
    const { token } = await call(app, api.upload.credential, {}, { as, game });
    const bytes = png(800, 600);
    const uploaded = await uploadRaw(
      testApp(),
      token,
      bytes,
      declare(bytes, 'key-art.png', 'image/png', 'image'),
    );
    expect(uploaded.response.status).toBe(204);
    const text = 'New key art for Season 3';
    const submitted = await call(
      app,
      api.post.submit,
      { post: blankPost({ account_ids: [page.id, profile.id], text, image_ids: [uploaded.id] }) },
      { as, game },
    );
    expect(submitted.post.images).toEqual([
      expect.objectContaining({ id: uploaded.id, mime: 'image/png', width: 800 }),
    ]);
    const done = await waitForStatus(testApp(), as, game, submitted.post.id, [
      'published',
      'publish_fail',
      'publish_exc',
    ]);
    expect(done.post.results.map((result) => [result.network, result.result, result.message])).toEqual([
      ['facebook', 'succeed', null],
      ['twitter', 'succeed', null],
    ]);
    const fb = await fetch(`${networks.url()}/_emulator/facebook/pages/${page.social_id}/posts`);
    const fbPosts = ((await fb.json()) as { data: { message: string | null; photo_ids: string[] }[] }).data;
    expect(fbPosts.filter((post) => post.message === text).map((post) => post.photo_ids.length)).toEqual([1]);
    const xs = await fetch(`${networks.url()}/_emulator/x/users/${profile.social_id}/tweets`);
    const tweets = ((await xs.json()) as { data: { text: string; media_keys: string[] }[] }).data;
    expect(tweets.filter((tweet) => tweet.text === text).map((tweet) => tweet.media_keys.length)).toEqual([
      1,
    ]);
    // The list row counts the picture and previews it.
    const listed = await call(app, api.post.list, { keyword: text }, { as, game });
    expect(listed.list.map((row) => [row.id, row.media_count, Boolean(row.preview_url)])).toEqual([
      [submitted.post.id, 1, true],
    ]);
  });
});

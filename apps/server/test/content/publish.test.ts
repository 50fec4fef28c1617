import { api, errorCatalog } from '@herald/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectFault } from '../accounts/connect-helpers.js';
import { type Caller, call, fail } from '../factories.js';
import { useEmulator, useTestApp } from '../harness.js';
import { blankPost, pageReady, waitForStatus } from './helpers.js';

async function pagePosts(emulatorUrl: string, pageId: string, text: string) {
  const response = await fetch(`${emulatorUrl}/_emulator/facebook/pages/${pageId}/posts`);
  const body = (await response.json()) as { data: { message?: string }[] };
  return body.data.filter((post) => post.message === text);
}

describe('publishing a post to a Facebook Page exactly once', () => {
  const networks = useEmulator(41);
  // The emulator fills its address in before the app is built: the same object must be passed on.
  networks.env.PLATFORM_TIMEOUT_MS = '1000';
  networks.env.PUBLISH_RECONCILE_SECONDS = '0.5';
  const testApp = useTestApp({ env: networks.env });
  let as: Caller;
  let game: number;
  let page: { id: number; social_id: string };

  beforeAll(async () => {
    ({ as, game, page } = await pageReady(testApp(), networks.url()));
  });

  it('saves a draft, then publishes it at once: one post on the Page, its link kept', async () => {
    const { app } = testApp();
    const text = 'Season 3 starts today!';
    const draft = await call(
      app,
      api.post.save,
      { post: blankPost({ account_ids: [page.id], text }) },
      { as, game },
    );
    expect(draft.post.status).toBe('drafted');
    expect(draft.actions).toEqual(expect.arrayContaining(['submit', 'edit', 'delete']));
    const submitted = await call(
      app,
      api.post.submit,
      { id: draft.post.id, post: blankPost({ account_ids: [page.id], text }) },
      { as, game },
    );
    expect(submitted.post.status).toBe('publishing');
    const done = await waitForStatus(testApp(), as, game, draft.post.id, [
      'published',
      'publish_fail',
      'publish_exc',
    ]);
    expect(done.post.status).toBe('published');
    expect(done.post.results).toEqual([
      expect.objectContaining({
        account_id: page.id,
        result: 'succeed',
        post_link: expect.stringContaining('facebook.com'),
      }),
    ]);
    // The call names the post it published and where it is live; the words are the console's to say.
    const [result] = done.post.results;
    expect(done.attempts).toEqual([
      expect.objectContaining({
        outcome: 'succeeded',
        message: null,
        post_id: result?.post_id,
        post_link: result?.post_link,
      }),
    ]);
    expect(result?.post_id).toEqual(expect.any(String));
    expect(done.events.map((event) => event.to)).toEqual(['drafted', 'publishing', 'published']);
    expect(await pagePosts(networks.url(), page.social_id, text)).toHaveLength(1);
  });

  it('a timeout after the network created the post is looked up, never re-sent', async () => {
    const { app } = testApp();
    const text = 'Patch notes 3.1 are live';
    await injectFault(networks.url(), { kind: 'timeout_after_create', match: 'feed.create', times: 1 });
    const submitted = await call(
      app,
      api.post.submit,
      { post: blankPost({ account_ids: [page.id], text }) },
      { as, game },
    );
    const done = await waitForStatus(testApp(), as, game, submitted.post.id, [
      'published',
      'publish_fail',
      'publish_exc',
    ]);
    expect(done.post.status).toBe('published');
    expect(done.attempts.map((attempt) => [attempt.action, attempt.outcome, attempt.post_id])).toEqual([
      ['publish', 'ambiguous', null],
      ['reconcile', 'found', done.post.results[0]?.post_id],
    ]);
    expect(await pagePosts(networks.url(), page.social_id, text)).toHaveLength(1);
  });

  it('a refusal by the network fails that account with its reason; nothing is retried blindly', async () => {
    const { app } = testApp();
    await injectFault(networks.url(), { kind: 'expired_token', match: 'feed.create', times: 1 });
    const submitted = await call(
      app,
      api.post.submit,
      { post: blankPost({ account_ids: [page.id], text: 'This one is refused' }) },
      { as, game },
    );
    const done = await waitForStatus(testApp(), as, game, submitted.post.id, [
      'published',
      'publish_fail',
      'publish_exc',
    ]);
    expect(done.post.status).toBe('publish_fail');
    expect(done.post.results[0]).toMatchObject({ result: 'failed' });
    expect(done.actions).toEqual(expect.arrayContaining(['retry', 'delete']));
  });

  it('refuses a post breaking a rule, saving nothing', async () => {
    const { app } = testApp();
    const before = await call(app, api.post.list, {}, { as, game });
    const failure = await fail(
      app,
      api.post.submit,
      { post: blankPost({ account_ids: [page.id], text: '' }) },
      { as, game },
    );
    expect(failure.code).toBe(errorCatalog.validation_failed.code);
    expect(failure.data?.issues).toEqual([{ path: 'text', message: 'Required by Facebook' }]);
    const after = await call(app, api.post.list, {}, { as, game });
    expect(after.total).toBe(before.total);
  });
});

import { api, errorCatalog } from '@herald/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForStatus } from '../content/helpers.js';
import { buildMember, type Caller, call, fail, signInAs } from '../factories.js';
import { useEmulator, useTestApp } from '../harness.js';
import { instagramMedia, mobilePost, mobileReady, postFromPhone, storedImage } from './helpers.js';

describe('mobile publishing to Instagram through the app shell', () => {
  const networks = useEmulator(83);
  networks.env.PUBLISH_RECONCILE_SECONDS = '0.5';
  networks.env.MOBILE_LINK_SECONDS = '0.5';
  const testApp = useTestApp({ env: networks.env });
  let as: Caller;
  let phone: Caller;
  let game: number;
  let page: { id: number };
  let instagram: { id: number; social_id: string };
  let publisherId: number;

  beforeAll(async () => {
    const ready = await mobileReady(testApp(), networks.url());
    ({ as, phone, game, page, instagram } = ready);
    publisherId = ready.publisher.id;
  });

  it('hands the Instagram account to the publisher, and publishes it once the post is found there', async () => {
    const { app } = testApp();
    const image = await storedImage(testApp(), game);
    const text = 'Patch 2.1 is live: new maps, new skins';
    const sent = await call(
      app,
      api.post.submit,
      { post: mobilePost([page.id, instagram.id], image, publisherId, text), accept_risk: true },
      { as, game },
    );
    const waiting = await waitForStatus(testApp(), as, game, sent.post.id, ['mobiling']);
    const byNetwork = new Map(waiting.post.results.map((result) => [result.network, result]));
    expect(byNetwork.get('facebook')).toMatchObject({ result: 'succeed', mobile_status: null });
    expect(byNetwork.get('instagram')).toMatchObject({ result: 'init', mobile_status: 'pending' });
    // Nothing went to Instagram through the API.
    expect((await instagramMedia(networks.url(), instagram.social_id)).some((m) => m.caption === text)).toBe(
      false,
    );

    const listed = await call(app, api.app.postList, { status: 'pending' }, { as: phone, game });
    expect(listed.counts).toEqual({ pending: 1, shared: 0, linked: 0 });
    const [mine] = listed.list;
    expect(mine).toMatchObject({ content_id: sent.post.id, status: 'pending', text, content_type: 'post' });
    expect(mine?.images).toHaveLength(1);
    const notices = await call(app, api.notify.list, {}, { as: phone, game });
    expect(notices.list.map((notice) => [notice.kind, notice.params.app_post_id])).toContainEqual([
      'mobile_publish_requested',
      mine?.id,
    ]);
    const id = mine?.id ?? 0;

    const early = await fail(app, api.app.postLink, { id }, { as: phone, game });
    expect(early.code).toBe(errorCatalog.app_post_not_found.code);
    const shared = await call(app, api.app.postShare, { id }, { as: phone, game });
    expect(shared).toMatchObject({ status: 'shared', share_count: 1 });

    await postFromPhone(networks.url(), instagram.social_id, text);
    const linked = await call(app, api.app.postLink, { id }, { as: phone, game });
    expect(linked.status).toBe('linked');
    expect(linked.post_link).toMatch(/^https:\/\/www\.instagram\.com\//);
    const done = await waitForStatus(testApp(), as, game, sent.post.id, ['published']);
    expect(done.post.results.find((result) => result.network === 'instagram')).toMatchObject({
      result: 'succeed',
      mobile_status: 'linked',
      post_id: linked.post_id,
    });
    const again = await fail(app, api.app.postShare, { id }, { as: phone, game });
    expect(again.code).toBe(errorCatalog.app_post_linked.code);
  });

  it('finds a shared post by itself (the link job), without the publisher asking', async () => {
    const { app } = testApp();
    const image = await storedImage(testApp(), game);
    const text = 'Tournament finals tonight, 20:00';
    const sent = await call(
      app,
      api.post.submit,
      { post: mobilePost([instagram.id], image, publisherId, text), accept_risk: true },
      { as, game },
    );
    await waitForStatus(testApp(), as, game, sent.post.id, ['mobiling']);
    const { list } = await call(app, api.app.postList, { status: 'pending' }, { as: phone, game });
    const id = list.find((post) => post.content_id === sent.post.id)?.id ?? 0;
    await postFromPhone(networks.url(), instagram.social_id, text);
    await call(app, api.app.postShare, { id }, { as: phone, game });
    await waitForStatus(testApp(), as, game, sent.post.id, ['published']);
    const detail = await call(app, api.app.postDetail, { id }, { as: phone, game });
    expect(detail.status).toBe('linked');
  });

  it('shows app posts to their publisher only', async () => {
    const { app, database } = testApp();
    const { list } = await call(app, api.app.postList, {}, { as: phone, game });
    const id = list[0]?.id ?? 0;
    const other = await signInAs(
      database.db,
      (await buildMember(database.db, game, { keys: ['app_base'] })).id,
    );
    expect((await fail(app, api.app.postDetail, { id }, { as: other, game })).code).toBe(
      errorCatalog.not_found.code,
    );
    expect((await fail(app, api.app.postShare, { id }, { as: other, game })).code).toBe(
      errorCatalog.not_found.code,
    );
    expect((await call(app, api.app.postList, {}, { as: other, game })).total).toBe(0);
    // Not even the post's author, a game admin, sees the publisher's app posts.
    expect((await fail(app, api.app.postDetail, { id }, { as, game })).code).toBe(
      errorCatalog.not_found.code,
    );
  });

  it('refuses a mobile publisher without Instagram, or without the app permission', async () => {
    const { app, database } = testApp();
    const image = await storedImage(testApp(), game);
    const noInstagram = await fail(
      app,
      api.post.submit,
      { post: mobilePost([page.id], image, publisherId, 'Only Facebook'), accept_risk: true },
      { as, game },
    );
    expect(noInstagram.code).toBe(errorCatalog.validation_failed.code);
    expect(noInstagram.data?.issues?.map((issue) => issue.path)).toContain('mobile_publisher_id');
    const viewer = await buildMember(database.db, game, { keys: ['content_base'] });
    const notAllowed = await fail(
      app,
      api.post.submit,
      { post: mobilePost([instagram.id], image, viewer.id, 'Needs a phone'), accept_risk: true },
      { as, game },
    );
    expect(notAllowed.code).toBe(errorCatalog.mobile_publisher_invalid.code);
    expect(notAllowed.msg).toContain(viewer.name);
    const publishers = await call(app, api.app.publishers, {}, { as, game });
    expect(publishers.map((member) => member.user_id)).toContain(publisherId);
    expect(publishers.map((member) => member.user_id)).not.toContain(viewer.id);
  });
});

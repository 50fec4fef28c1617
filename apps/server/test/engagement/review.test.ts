import { api } from '@herald/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, call, fail } from '../factories.js';
import { useEmulator, useTestApp } from '../harness.js';
import { type Reviewer, twoLevelGame } from '../review/helpers.js';
import { facebookTarget, likeInput, pagePost, postState, settled } from './helpers.js';

describe('likes under approval (SPEC §5)', () => {
  const networks = useEmulator(67);
  const testApp = useTestApp({ env: networks.env });
  let as: Caller;
  let game: number;
  let page: { id: number; social_id: string };
  let a: Reviewer;
  let postId: string;

  beforeAll(async () => {
    ({ as, game, page, a } = await twoLevelGame(testApp(), networks.url()));
    const config = await call(testApp().app, api.reviewConfig.configGet, {}, { as, game });
    await call(
      testApp().app,
      api.reviewConfig.configSave,
      {
        ...config,
        switchs: [...config.switchs, { content_type: 'like', network: 'facebook', enabled: true }],
      },
      { as, game },
    );
    postId = await pagePost(networks.url(), page.social_id);
  });

  it('cannot be submitted again while in approval, and goes out once approved', async () => {
    const { app } = testApp();
    const like = { ...likeInput([page.id], facebookTarget({ social_id: postId })), review_level: 1 };
    const first = await call(app, api.like.submit, { engagement: like }, { as, game });
    expect(first.engagement.status).toBe('reviewing');
    const before = (await call(app, api.like.list, {}, { as, game })).total;
    const again = await fail(app, api.like.submit, { engagement: like }, { as, game });
    expect(again.code).toBe(1602);
    expect((await call(app, api.like.list, {}, { as, game })).total).toBe(before);
    expect((await postState(networks.url(), postId)).liked_by_page).toBe(false);

    const pending = await call(app, api.review.list, { type: 'like', tab: 'pending' }, { as: a.as, game });
    expect(pending.list.map((row) => row.content.id)).toContain(first.engagement.id);
    const detail = await call(
      app,
      api.review.detail,
      { content_id: first.engagement.id },
      { as: a.as, game },
    );
    expect(detail.content).toBeNull();
    expect(detail.engagement?.engagement.target.social_id).toBe(postId);
    await call(app, api.review.approve, { content_id: first.engagement.id }, { as: a.as, game });
    const done = await settled(testApp(), as, game, first.engagement.id, 'like');
    expect(done.engagement.status).toBe('published');
    expect((await postState(networks.url(), postId)).liked_by_page).toBe(true);
  });
});

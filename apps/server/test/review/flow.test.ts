import { api } from '@herald/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviewRequests } from '../../src/db/schema/index.js';
import { type Caller, call, fail } from '../factories.js';
import { useEmulator, useTestApp } from '../harness.js';
import { blankPost, pagePosts, type Reviewer, submit, twoLevelGame, waitForStatus } from './helpers.js';

describe('two-level approval of a post to a Facebook Page', () => {
  const networks = useEmulator(51);
  const testApp = useTestApp({ env: networks.env });
  let as: Caller;
  let game: number;
  let page: { id: number; social_id: string };
  let a: Reviewer;
  let b: Reviewer;

  beforeAll(async () => {
    ({ as, game, page, a, b } = await twoLevelGame(testApp(), networks.url()));
  });

  it('goes level by level: A approves, B rejects, resubmitted, both approve, published once', async () => {
    const { app } = testApp();
    const text = 'Patch 2.1 notes';
    const post = blankPost({ account_ids: [page.id], text, review_level: 2 });
    const sent = await submit(testApp(), as, game, post);
    const id = sent.post.id;
    expect(sent.post.status).toBe('reviewing');
    const pendingA = await call(app, api.review.list, { type: 'post', tab: 'pending' }, { as: a.as, game });
    expect(pendingA.list.map((item) => item.content.id)).toEqual([id]);
    expect(
      (await call(app, api.review.list, { type: 'post', tab: 'pending' }, { as: b.as, game })).total,
    ).toBe(0);
    // B is not a reviewer of level 1; the author may not decide; the edit is refused while reviewing.
    expect((await fail(app, api.review.approve, { content_id: id }, { as: b.as, game })).code).toBe(1704);
    expect((await fail(app, api.post.save, { id, post }, { as, game })).code).toBe(1602);
    const afterA = await call(
      app,
      api.review.approve,
      { content_id: id, comment: 'Fine by me' },
      { as: a.as, game },
    );
    expect(afterA).toMatchObject({ status: 'pending', level: 2, level_name: 'Legal', can_decide: false });
    expect((await fail(app, api.review.approve, { content_id: id }, { as: a.as, game })).code).toBe(1704);
    const rejected = await call(
      app,
      api.review.reject,
      { content_id: id, comment: 'Wrong date' },
      { as: b.as, game },
    );
    expect(rejected.status).toBe('rejected');
    const detail = await call(app, api.review.detail, { content_id: id }, { as, game });
    expect(detail.content?.post.status).toBe('rejected');
    expect(
      detail.request?.history.map((entry) => [entry.level, entry.reviewer, entry.decision, entry.comment]),
    ).toEqual([
      [1, a.email, 'approve', 'Fine by me'],
      [2, b.email, 'reject', 'Wrong date'],
    ]);
    const notices = await call(app, api.notify.list, {}, { as, game });
    expect(notices.list.map((notice) => notice.kind)).toEqual(['review_rejected', 'review_level_approved']);

    await submit(testApp(), as, game, { ...post, text: `${text} (fixed)` }, id);
    await call(app, api.review.approve, { content_id: id }, { as: a.as, game });
    const approved = await call(app, api.review.approve, { content_id: id }, { as: b.as, game });
    expect(approved.status).toBe('approved');
    const done = await waitForStatus(testApp(), as, game, id, ['published', 'publish_fail', 'publish_exc']);
    expect(done.post.status).toBe('published');
    expect(await pagePosts(networks.url(), page.social_id, `${text} (fixed)`)).toHaveLength(1);
    expect(await pagePosts(networks.url(), page.social_id, text)).toHaveLength(0);
    const requests = await testApp()
      .database.db.select()
      .from(reviewRequests)
      .where(eq(reviewRequests.contentId, id));
    expect(requests.map((request) => request.status).sort()).toEqual(['approved', 'rejected']);
  });

  it('a scheduled post approved in time keeps its schedule; canceling withdraws it from approval', async () => {
    const { app } = testApp();
    const at = new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString();
    const post = blankPost({
      account_ids: [page.id],
      text: 'Scheduled reveal',
      review_level: 1,
      publish: { timing: 'schedule', scheduled_at: at, time_zone: 'Asia/Shanghai' },
    });
    const first = await submit(testApp(), as, game, post);
    await call(app, api.review.approve, { content_id: first.post.id }, { as: a.as, game });
    const scheduled = await call(app, api.post.detail, { id: first.post.id }, { as, game });
    expect(scheduled.post.status).toBe('scheduled');

    const second = await submit(testApp(), as, game, { ...post, text: 'Withdrawn reveal' });
    await call(app, api.post.cancel, { id: second.post.id }, { as, game });
    expect((await call(app, api.post.detail, { id: second.post.id }, { as, game })).post.status).toBe(
      'canceled',
    );
    expect(
      (await fail(app, api.review.approve, { content_id: second.post.id }, { as: a.as, game })).code,
    ).toBe(1708);
    const seen = await call(app, api.notify.list, { unread_only: true }, { as: a.as, game });
    expect(seen.list[0]).toMatchObject({ kind: 'review_canceled', content_id: second.post.id });
    expect((await call(app, api.notify.read, { all: true }, { as: a.as, game })).unread).toBe(0);
  });

  it('approves and rejects in batches with a result per content', async () => {
    const { app } = testApp();
    const ids = [];
    for (const text of ['Batch one', 'Batch two']) {
      const sent = await submit(
        testApp(),
        as,
        game,
        blankPost({ account_ids: [page.id], text, review_level: 1 }),
      );
      ids.push(sent.post.id);
    }
    const noReason = await fail(
      app,
      api.review.batch,
      { decision: 'reject', content_ids: ids },
      { as: a.as, game },
    );
    expect(noReason.code).toBe(1715);
    const tooMany = await fail(
      app,
      api.review.batch,
      { decision: 'approve', content_ids: Array.from({ length: 51 }, (_, index) => index + 1) },
      { as: a.as, game },
    );
    expect(tooMany.status).toBe(400);
    const results = await call(
      app,
      api.review.batch,
      { decision: 'approve', content_ids: [...ids, 999_999] },
      { as: a.as, game },
    );
    expect(results.map((result) => [result.content_id, result.ok, result.code])).toEqual([
      [ids[0], true, 0],
      [ids[1], true, 0],
      [999_999, false, 1708],
    ]);
  });
});

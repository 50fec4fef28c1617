import { api } from '@herald/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contents, reviewRequests } from '../../src/db/schema/index.js';
import { timeoutJob } from '../../src/modules/review/timeout.js';
import { type Caller, call, fail } from '../factories.js';
import { useEmulator, useTestApp } from '../harness.js';
import {
  blankPost,
  pagePosts,
  type Reviewer,
  submit,
  testReviewDeps,
  twoLevelGame,
  waitForStatus,
} from './helpers.js';

describe('approval timeout (the scheduled time)', () => {
  const networks = useEmulator(54);
  const testApp = useTestApp({ env: networks.env });
  let as: Caller;
  let game: number;
  let page: { id: number; social_id: string };
  let a: Reviewer;

  beforeAll(async () => {
    ({ as, game, page, a } = await twoLevelGame(testApp(), networks.url()));
  });

  function scheduledPost(text: string, action: 'hold_on' | 'revoke') {
    const at = new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString();
    return blankPost({
      account_ids: [page.id],
      text,
      review_level: 1,
      timeout_action: action,
      publish: { timing: 'schedule', scheduled_at: at, time_zone: 'Europe/Paris' },
    });
  }

  /** Moves the post's time (and so its approval timeout) into the past, as if the hours had gone by. */
  async function timePasses(contentId: number) {
    const { db } = testApp().database;
    const past = new Date(Date.now() - 60_000);
    await db
      .update(contents)
      .set({
        scheduledAt: past,
        body: sql`jsonb_set(${contents.body}, '{publish,scheduled_at}', to_jsonb(${past.toISOString()}::text))`,
      })
      .where(eq(contents.id, contentId));
    const [request] = await db
      .update(reviewRequests)
      .set({ timeoutAt: past })
      .where(eq(reviewRequests.contentId, contentId))
      .returning();
    if (!request) throw new Error('no request');
    return request;
  }

  it('revoke: the timeout job stops approval and the post is a draft again', async () => {
    const { app } = testApp();
    const sent = await submit(testApp(), as, game, scheduledPost('Revoked when late', 'revoke'));
    const request = await timePasses(sent.post.id);
    await timeoutJob(testReviewDeps(testApp())).handle({ request_id: request.id });
    expect((await call(app, api.post.detail, { id: sent.post.id }, { as, game })).post.status).toBe(
      'revoked',
    );
    expect((await fail(app, api.review.approve, { content_id: sent.post.id }, { as: a.as, game })).code).toBe(
      1708,
    );
    const notices = await call(app, api.notify.list, { unread_only: true }, { as, game });
    expect(notices.list[0]).toMatchObject({ kind: 'review_timed_out', params: { action: 'revoke' } });
  });

  it('revoke: an approval arriving after the time, before the job ran, is refused and the timeout applied', async () => {
    const { app } = testApp();
    const sent = await submit(testApp(), as, game, scheduledPost('Approved too late', 'revoke'));
    await timePasses(sent.post.id);
    expect((await fail(app, api.review.approve, { content_id: sent.post.id }, { as: a.as, game })).code).toBe(
      1708,
    );
    expect((await call(app, api.post.detail, { id: sent.post.id }, { as, game })).post.status).toBe(
      'revoked',
    );
  });

  it('hold on: it stays under approval past its time and is published as soon as it is approved', async () => {
    const { app } = testApp();
    const text = 'Held until approved';
    const sent = await submit(testApp(), as, game, scheduledPost(text, 'hold_on'));
    const request = await timePasses(sent.post.id);
    await timeoutJob(testReviewDeps(testApp())).handle({ request_id: request.id });
    expect((await call(app, api.post.detail, { id: sent.post.id }, { as, game })).post.status).toBe(
      'reviewing',
    );
    await call(app, api.review.approve, { content_id: sent.post.id }, { as: a.as, game });
    const done = await waitForStatus(testApp(), as, game, sent.post.id, [
      'published',
      'publish_fail',
      'publish_exc',
    ]);
    expect(done.post.status).toBe('published');
    expect(await pagePosts(networks.url(), page.social_id, text)).toHaveLength(1);
  });
});

import { api, type ContentStatus } from '@herald/contract';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { contents, reviewDecisions, reviewRequests } from '../../src/db/schema/index.js';
import { timeoutJob } from '../../src/modules/review/timeout.js';
import { type Caller, call, rawCall } from '../factories.js';
import { useEmulator, useTestApp } from '../harness.js';
import {
  blankPost,
  pagePosts,
  type Reviewer,
  testReviewDeps,
  twoLevelGame,
  waitForStatus,
} from './helpers.js';

type Action =
  | { kind: 'submit'; level: 1 | 2; timing: 'immediate' | 'schedule'; onTimeout: 'hold_on' | 'revoke' }
  | { kind: 'decide'; decision: 'approve' | 'reject'; by: 'a' | 'b' }
  | { kind: 'cancel' }
  | { kind: 'edit' }
  | { kind: 'timeout' };

const actions: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('submit' as const),
    level: fc.constantFrom(1 as const, 2 as const),
    timing: fc.constantFrom('immediate' as const, 'schedule' as const),
    onTimeout: fc.constantFrom('hold_on' as const, 'revoke' as const),
  }),
  fc.record({
    kind: fc.constant('decide' as const),
    decision: fc.constantFrom('approve' as const, 'reject' as const),
    by: fc.constantFrom('a' as const, 'b' as const),
  }),
  fc.constantFrom<Action>({ kind: 'cancel' }, { kind: 'edit' }, { kind: 'timeout' }),
);

/** What the model expects of one post. */
interface Model {
  status: ContentStatus;
  level: number;
  /** The level awaiting a decision while reviewing. */
  current: number;
  timing: 'immediate' | 'schedule';
  onTimeout: 'hold_on' | 'revoke';
  version: number;
}

const DRAFTS: ContentStatus[] = ['drafted', 'rejected', 'canceled', 'revoked'];

/**
 * Random sequences of submit / approve / reject / cancel / edit / timeout against the real app and
 * the emulator: the app follows the model, nothing is scheduled or published without every step of
 * every level approved, and nothing is published twice.
 */
describe('approval, model-based', () => {
  const networks = useEmulator(55);
  const testApp = useTestApp({ env: networks.env });
  let as: Caller;
  let game: number;
  let page: { id: number; social_id: string };
  let reviewers: Record<'a' | 'b', Reviewer>;
  let run = 0;

  beforeAll(async () => {
    const ready = await twoLevelGame(testApp(), networks.url());
    ({ as, game, page } = ready);
    reviewers = { a: ready.a, b: ready.b };
  });

  const textOf = (model: Model, id: number) => `model ${run} post ${id} v${model.version}`;

  function postOf(model: Model, id: number) {
    const at = new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString();
    return blankPost({
      account_ids: [page.id],
      text: textOf(model, id),
      review_level: model.level,
      timeout_action: model.onTimeout,
      publish:
        model.timing === 'immediate'
          ? { timing: 'immediate' }
          : { timing: 'schedule', scheduled_at: at, time_zone: 'UTC' },
    });
  }

  /** Applies an action to the app and the model; answers whether the app accepted it. */
  async function step(id: number, model: Model, action: Action): Promise<boolean> {
    const { app, database } = testApp();
    const reviewing = model.status === 'reviewing';
    if (action.kind === 'submit') {
      const next = { ...model, level: action.level, timing: action.timing, onTimeout: action.onTimeout };
      const response = await rawCall(app, api.post.submit, { id, post: postOf(next, id) }, { as, game });
      if (response.statusCode !== 200) return false;
      Object.assign(model, next, { status: 'reviewing', current: 1 });
      return true;
    }
    if (action.kind === 'edit') {
      const response = await rawCall(
        app,
        api.post.save,
        { id, post: postOf({ ...model, version: model.version + 1 }, id) },
        { as, game },
      );
      if (response.statusCode !== 200) return false;
      Object.assign(model, { status: 'drafted', version: model.version + 1 });
      return true;
    }
    if (action.kind === 'cancel') {
      const response = await rawCall(app, api.post.cancel, { id }, { as, game });
      if (response.statusCode !== 200) return false;
      model.status = 'canceled';
      return true;
    }
    if (action.kind === 'timeout') {
      const [request] = await database.db
        .select()
        .from(reviewRequests)
        .where(and(eq(reviewRequests.contentId, id), eq(reviewRequests.status, 'pending')));
      if (!request?.timeoutAt) return false;
      await database.db
        .update(reviewRequests)
        .set({ timeoutAt: new Date(Date.now() - 1000) })
        .where(eq(reviewRequests.id, request.id));
      await timeoutJob(testReviewDeps(testApp())).handle({ request_id: request.id });
      if (model.onTimeout === 'revoke') model.status = 'revoked';
      return true;
    }
    const levelOf = { a: 1, b: 2 } as const;
    const endpoint = action.decision === 'approve' ? api.review.approve : api.review.reject;
    const response = await rawCall(
      app,
      endpoint,
      { content_id: id, comment: 'model' },
      { as: reviewers[action.by].as, game },
    );
    if (response.statusCode !== 200) return false;
    expect(reviewing && levelOf[action.by] === model.current).toBe(true);
    if (action.decision === 'reject') model.status = 'rejected';
    else if (model.current < model.level) model.current += 1;
    else model.status = model.timing === 'immediate' ? 'publishing' : 'scheduled';
    return true;
  }

  /** Would the model accept the action? (The app must agree.) */
  function allowed(model: Model, action: Action): boolean {
    const reviewing = model.status === 'reviewing';
    switch (action.kind) {
      case 'submit':
      case 'edit':
        return DRAFTS.includes(model.status);
      case 'cancel':
        return reviewing;
      case 'timeout':
        return reviewing && model.timing === 'schedule';
      case 'decide':
        return reviewing && { a: 1, b: 2 }[action.by] === model.current;
    }
  }

  /** Everything sent on has an approved request with an approval on every step of every level. */
  async function assertApprovedBeforeRelease(id: number) {
    const { db } = testApp().database;
    const [content] = await db.select().from(contents).where(eq(contents.id, id));
    const released = ['scheduled', 'publishing', 'published', 'publish_fail', 'publish_exc'];
    if (!content || !released.includes(content.status)) return;
    const requests = await db.select().from(reviewRequests).where(eq(reviewRequests.contentId, id));
    const approved = requests.filter((request) => request.status === 'approved');
    expect(approved).toHaveLength(1);
    const [request] = approved;
    if (!request) return;
    const decisions = await db
      .select()
      .from(reviewDecisions)
      .where(inArray(reviewDecisions.requestId, [request.id]));
    for (const stage of request.plan)
      for (const planned of stage.steps)
        expect(
          decisions.find((row) => row.level === stage.level && row.stepKey === planned.key)?.decision,
        ).toBe('approve');
  }

  it('never publishes without every approval, and never twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(actions, { minLength: 1, maxLength: 12 }), async (sequence) => {
        run += 1;
        const model: Model = {
          status: 'drafted',
          level: 1,
          current: 1,
          timing: 'immediate',
          onTimeout: 'hold_on',
          version: 0,
        };
        const saved = await call(testApp().app, api.post.save, { post: postOf(model, 0) }, { as, game });
        const id = saved.post.id;
        for (const action of sequence) {
          const expected = allowed(model, action);
          const accepted = await step(id, model, action);
          expect(accepted).toBe(expected);
          const detail = await call(testApp().app, api.post.detail, { id }, { as, game });
          const status = detail.post.status === 'published' ? 'publishing' : detail.post.status;
          expect(status).toBe(model.status);
          await assertApprovedBeforeRelease(id);
          if (model.status === 'publishing') break;
        }
        if (model.status === 'publishing') {
          await waitForStatus(testApp(), as, game, id, ['published', 'publish_fail', 'publish_exc']);
          expect(await pagePosts(networks.url(), page.social_id, textOf(model, id))).toHaveLength(1);
        }
      }),
      { numRuns: 40 },
    );
  });
});

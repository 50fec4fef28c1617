import { api } from '@herald/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contents, memberships, reviewRequests, users } from '../../src/db/schema/index.js';
import { buildMember, type Caller, call, fail, signInAs } from '../factories.js';
import { useEmulator, useTestApp } from '../harness.js';
import { blankPost, type Reviewer, submit, twoLevelGame } from './helpers.js';

/** SPEC §5's approval rules and the permission checks, each refusal changing nothing. */
describe('approval rules', () => {
  const networks = useEmulator(52);
  const testApp = useTestApp({ env: networks.env });
  let as: Caller;
  let game: number;
  let page: { id: number; social_id: string };
  let a: Reviewer;

  beforeAll(async () => {
    ({ as, game, page, a } = await twoLevelGame(testApp(), networks.url()));
  });

  async function counts() {
    const { db } = testApp().database;
    return {
      contents: (await db.select().from(contents)).length,
      requests: (await db.select().from(reviewRequests)).length,
    };
  }

  it('refuses a submission without the level a switch requires, beyond the configured ones, or without reviewers', async () => {
    const { app } = testApp();
    const before = await counts();
    const none = await fail(
      app,
      api.post.submit,
      { post: blankPost({ account_ids: [page.id], text: 'x' }) },
      { as, game },
    );
    expect(none.code).toBe(1701);
    expect(none.msg).toBe('Approval is switched on for Facebook posts: choose a review level');
    const deep = await fail(
      app,
      api.post.submit,
      { post: blankPost({ account_ids: [page.id], text: 'x', review_level: 3 }) },
      { as, game },
    );
    expect(deep.status).toBe(400);
    expect(await counts()).toEqual(before);
    await call(
      app,
      api.reviewConfig.flowCreate,
      {
        name: 'Half staffed',
        is_default: false,
        account_ids: [page.id],
        levels: [{ level: 1, reviewers: a.email }],
      },
      { as, game },
    );
    const lookup = await call(app, api.reviewConfig.lookup, {}, { as, game });
    expect(lookup.accounts.find((account) => account.account_id === page.id)?.ready_levels).toBe(1);
    const empty = await fail(
      app,
      api.post.submit,
      { post: blankPost({ account_ids: [page.id], text: 'x', review_level: 2 }) },
      { as, game },
    );
    expect(empty.code).toBe(1608);
    expect(await counts()).toEqual(before);
    const flows = await call(app, api.reviewConfig.flowList, { keyword: 'Half' }, { as, game });
    await call(app, api.reviewConfig.flowDelete, { id: flows[0]?.id ?? 0 }, { as, game });
  });

  it('makes an author who reviews a target account choose its highest level, and never decide their own', async () => {
    const { app, database } = testApp();
    const author = await call(app, api.reviewConfig.flowList, {}, { as, game });
    const flow = author[0];
    if (!flow) throw new Error('no default flow');
    // The author (the game admin) becomes a level 1 reviewer beside A.
    const [admin] = await database.db
      .select({ email: users.email })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id))
      .where(and(eq(memberships.gameId, game), eq(memberships.isGameAdmin, true)));
    const adminEmail = admin?.email ?? '';
    await call(
      app,
      api.reviewConfig.flowUpdate,
      {
        id: flow.id,
        name: flow.name,
        is_default: true,
        account_ids: [],
        levels: [
          { level: 1, reviewers: `${a.email}; ${adminEmail}` },
          { level: 2, reviewers: flow.levels[1]?.reviewers.join(';') ?? '' },
        ],
      },
      { as, game },
    );
    const low = await fail(
      app,
      api.post.submit,
      { post: blankPost({ account_ids: [page.id], text: 'mine', review_level: 1 }) },
      { as, game },
    );
    expect(low.code).toBe(1702);
    const sent = await submit(
      testApp(),
      as,
      game,
      blankPost({ account_ids: [page.id], text: 'mine', review_level: 2 }),
    );
    expect((await fail(app, api.review.approve, { content_id: sent.post.id }, { as, game })).code).toBe(1705);
    // Without review_base the review screens are closed, whatever the flows say.
    const outsider = await buildMember(database.db, game, { keys: ['content_base'] });
    const denied = await fail(
      app,
      api.review.list,
      { type: 'post' },
      { as: await signInAs(database.db, outsider.id), game },
    );
    expect(denied.status).toBe(403);
    await call(app, api.post.cancel, { id: sent.post.id }, { as, game });
  });

  it('answers "already decided" to a second decision on the same level', async () => {
    const { app } = testApp();
    const sent = await submit(
      testApp(),
      as,
      game,
      blankPost({ account_ids: [page.id], text: 'twice', review_level: 2 }),
    );
    await call(app, api.review.reject, { content_id: sent.post.id, comment: 'No' }, { as: a.as, game });
    const again = await fail(app, api.review.approve, { content_id: sent.post.id }, { as: a.as, game });
    expect(again.code).toBe(1708);
    expect((await call(app, api.post.detail, { id: sent.post.id }, { as, game })).post.status).toBe(
      'rejected',
    );
  });
});

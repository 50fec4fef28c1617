import { api, issueClasses, TAGS_PER_GAME_MAX } from '@herald/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedTags, smartRules, tags } from '../../src/db/schema/index.js';
import { buildMember, call, fail, signInAs } from '../factories.js';
import { useTestApp } from '../harness.js';
import { adminGame, buildFeeds, ruleInput } from './helpers.js';

describe('tags', () => {
  const testApp = useTestApp();

  it('refuses a bad colour, a name used in any case and a deleted built-in, writing nothing', async () => {
    const { app, database } = testApp();
    const { db } = database;
    const { game, as } = await adminGame(db);
    const badColour = await fail(app, api.tag.create, { name: 'Refund', color: 'red' }, { as, game });
    expect([badColour.status, badColour.code, badColour.data?.issues?.[0]?.path]).toEqual([
      400,
      1001,
      'color',
    ]);
    expect(await fail(app, api.tag.create, { name: 'CRASH', color: '#c62828' }, { as, game })).toMatchObject({
      status: 409,
      code: 1301,
    });
    const refund = await call(app, api.tag.create, { name: 'Refund', color: '#2E7D32' }, { as, game });
    expect(refund).toMatchObject({ name: 'Refund', color: '#2e7d32', issue_class: null, feed_count: 0 });
    expect(await fail(app, api.tag.create, { name: 'refund', color: '#2e7d32' }, { as, game })).toMatchObject(
      {
        code: 1301,
      },
    );
    const all = await call(app, api.tag.all, {}, { as, game });
    const crash = all.find((tag) => tag.issue_class === 'crash');
    if (!crash) throw new Error('no built-in crash tag');
    expect(await fail(app, api.tag.delete, { id: crash.id }, { as, game })).toMatchObject({
      status: 400,
      code: 2002,
    });
    const [held] = await db.select({ n: count() }).from(tags).where(eq(tags.gameId, game));
    expect(held?.n).toBe(issueClasses.length + 1);
  });

  it("lists the built-in issue classes first, created once, then the game's tags by name", async () => {
    const { app, database } = testApp();
    const { game, as } = await adminGame(database.db);
    await call(app, api.tag.create, { name: 'zebra', color: '#455a64' }, { as, game });
    await call(app, api.tag.create, { name: 'Anniversary', color: '#ad1457' }, { as, game });
    const [first, again] = await Promise.all([
      call(app, api.tag.all, {}, { as, game }),
      call(app, api.tag.all, {}, { as, game }),
    ]);
    expect(again).toEqual(first);
    expect(first.map((tag) => tag.issue_class)).toEqual([...issueClasses, null, null]);
    expect(first.map((tag) => tag.name)).toEqual([
      'Crash',
      'Lag',
      'Payment',
      'Cheating',
      'Account & login',
      'Anniversary',
      'zebra',
    ]);
    const renamed = await call(
      app,
      api.tag.update,
      { id: first[0]?.id ?? 0, name: '闪退', color: '#bf360c' },
      { as, game },
    );
    expect(renamed).toMatchObject({ name: '闪退', issue_class: 'crash', color: '#bf360c' });
  });

  it('counts explicit tags, and for a built-in also the items detected in its issue class, each item once', async () => {
    const { app, database } = testApp();
    const { db } = database;
    const { game, as, account } = await adminGame(db);
    const all = await call(app, api.tag.all, {}, { as, game });
    const crash = all.find((tag) => tag.issue_class === 'crash');
    const refund = await call(app, api.tag.create, { name: 'Refund', color: '#2e7d32' }, { as, game });
    if (!crash) throw new Error('no built-in crash tag');
    const [detected, both, byHand, other] = await buildFeeds(db, { gameId: game, accountId: account.id }, [
      { issueClasses: ['crash'] },
      { issueClasses: ['crash', 'lag'] },
      {},
      { issueClasses: ['payment'] },
    ]);
    if (!detected || !both || !byHand || !other) throw new Error('feeds not stored');
    await db.insert(feedTags).values([
      { feedId: both.id, tagId: crash.id, gameId: game },
      { feedId: byHand.id, tagId: crash.id, gameId: game },
      { feedId: other.id, tagId: refund.id, gameId: game },
    ]);
    const counts = Object.fromEntries(
      (await call(app, api.tag.all, {}, { as, game })).map((tag) => [tag.name, tag.feed_count]),
    );
    expect(counts).toMatchObject({ Crash: 3, Lag: 1, Payment: 1, Cheating: 0, Refund: 1 });
  });

  it('deletes a tag from every item and every smart rule that adds it', async () => {
    const { app, database } = testApp();
    const { db } = database;
    const { game, as, account } = await adminGame(db);
    const keep = await call(app, api.tag.create, { name: 'Keep', color: '#0277bd' }, { as, game });
    const gone = await call(app, api.tag.create, { name: 'Gone', color: '#283593' }, { as, game });
    const [item] = await buildFeeds(db, { gameId: game, accountId: account.id }, [{}]);
    if (!item) throw new Error('feed not stored');
    await db.insert(feedTags).values([
      { feedId: item.id, tagId: keep.id, gameId: game },
      { feedId: item.id, tagId: gone.id, gameId: game },
    ]);
    const rule = await call(
      app,
      api.smartRule.create,
      ruleInput({ actions: { tag_ids: [gone.id, keep.id] } }),
      {
        as,
        game,
      },
    );
    await call(app, api.tag.delete, { id: gone.id }, { as, game });
    const left = await db
      .select({ tagId: feedTags.tagId })
      .from(feedTags)
      .where(eq(feedTags.feedId, item.id));
    expect(left).toEqual([{ tagId: keep.id }]);
    const [stored] = await db.select().from(smartRules).where(eq(smartRules.id, rule.id));
    expect(stored?.actions.tag_ids).toEqual([keep.id]);
  });

  it(`stops at ${TAGS_PER_GAME_MAX} tags a game`, async () => {
    const { app, database } = testApp();
    const { db } = database;
    const { game, as } = await adminGame(db);
    await call(app, api.tag.all, {}, { as, game });
    const room = TAGS_PER_GAME_MAX - issueClasses.length;
    await db
      .insert(tags)
      .values(Array.from({ length: room }, (_, i) => ({ gameId: game, name: `t${i}`, color: '#455a64' })));
    const refused = await fail(app, api.tag.create, { name: 'One more', color: '#455a64' }, { as, game });
    expect(refused).toMatchObject({ status: 400, code: 2007 });
    expect(refused.msg).toContain(String(TAGS_PER_GAME_MAX));
  });

  it("keeps each game's tags its own", async () => {
    const { app, database } = testApp();
    const { db } = database;
    const a = await adminGame(db);
    const b = await adminGame(db);
    const secret = await call(
      app,
      api.tag.create,
      { name: 'B only', color: '#455a64' },
      { as: b.as, game: b.game },
    );
    const asA = { as: a.as, game: a.game };
    expect((await call(app, api.tag.all, {}, asA)).map((tag) => tag.id)).not.toContain(secret.id);
    expect(
      await fail(app, api.tag.update, { id: secret.id, name: 'Taken', color: '#455a64' }, asA),
    ).toMatchObject({
      status: 404,
    });
    expect(await fail(app, api.tag.delete, { id: secret.id }, asA)).toMatchObject({ status: 404 });
    expect(
      await fail(app, api.smartRule.create, ruleInput({ actions: { tag_ids: [secret.id] } }), asA),
    ).toMatchObject({
      status: 400,
      code: 1304,
    });
    // The same name is free in another game.
    expect(await call(app, api.tag.create, { name: 'B only', color: '#455a64' }, asA)).toMatchObject({
      name: 'B only',
    });
    const [still] = await db.select().from(tags).where(eq(tags.id, secret.id));
    expect(still?.name).toBe('B only');
  });

  it('lets every member list tags, and only configuration managers change them', async () => {
    const { app, database } = testApp();
    const { db } = database;
    const { game } = await adminGame(db);
    const member = await signInAs(db, (await buildMember(db, game, { keys: ['content_base'] })).id);
    expect(await call(app, api.tag.all, {}, { as: member, game })).toHaveLength(issueClasses.length);
    expect(
      await fail(app, api.tag.create, { name: 'Mine', color: '#455a64' }, { as: member, game }),
    ).toMatchObject({
      status: 403,
    });
  });
});

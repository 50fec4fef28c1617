import { api, SMART_RULES_MAX, type SmartRule } from '@herald/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberAccounts, smartRules } from '../../src/db/schema/index.js';
import { buildAccount, buildMember, buildUser, call, fail, signInAs } from '../factories.js';
import { useTestApp } from '../harness.js';
import { adminGame, buildFeeds, ruleInput } from './helpers.js';

const names = (rules: SmartRule[]) => rules.map((rule) => rule.name);

describe('smart rules: refused input', () => {
  const testApp = useTestApp();

  it('refuses a rule without a criterion or without an action, writing nothing', async () => {
    const { app, database } = testApp();
    const { db } = database;
    const { game, as } = await adminGame(db);
    for (const input of [
      ruleInput({ criteria: {} }),
      ruleInput({ criteria: { networks: [], keywords: [], min_followers: null } }),
      ruleInput({ actions: {} }),
      ruleInput({ actions: { tag_ids: [], hide: false, reply_template: null } }),
    ]) {
      const refused = await fail(app, api.smartRule.create, input, { as, game });
      expect([refused.status, refused.code, refused.msg]).toEqual([
        400,
        2003,
        'A rule needs at least one criterion and at least one action',
      ]);
    }
    const dry = await fail(app, api.smartRule.dryRun, { criteria: {} }, { as, game });
    expect(dry).toMatchObject({ status: 400, code: 2003 });
    const [held] = await db.select({ n: count() }).from(smartRules).where(eq(smartRules.gameId, game));
    expect(held?.n).toBe(0);
  });

  it("refuses tags, accounts and members that are not the game's own", async () => {
    const { app, database } = testApp();
    const { db } = database;
    const { game, as } = await adminGame(db);
    const other = await adminGame(db);
    const otherTag = await call(app, api.tag.create, { name: 'Theirs', color: '#455a64' }, other);
    const outsider = await buildUser(db);
    for (const input of [
      ruleInput({ actions: { tag_ids: [otherTag.id] } }),
      ruleInput({ actions: { tag_ids: [2_000_000_000] } }),
      ruleInput({ criteria: { account_ids: [other.account.id] } }),
      ruleInput({ actions: { assignee_id: outsider.id } }),
      ruleInput({ actions: { notify_user_ids: [other.admin.id] } }),
    ]) {
      expect(await fail(app, api.smartRule.create, input, { as, game })).toMatchObject({
        status: 400,
        code: 1304,
      });
    }
    const [held] = await db.select({ n: count() }).from(smartRules).where(eq(smartRules.gameId, game));
    expect(held?.n).toBe(0);
  });

  it('refuses malformed criteria and a range that ends before it starts', async () => {
    const { app, database } = testApp();
    const { game, as } = await adminGame(database.db);
    const badKeyword = await fail(
      app,
      api.smartRule.create,
      ruleInput({ criteria: { keywords: [{ match: 'some', terms: ['x'] }] } } as never),
      { as, game },
    );
    expect([badKeyword.status, badKeyword.code]).toEqual([400, 1001]);
    const emptyGroup = await fail(
      app,
      api.smartRule.create,
      ruleInput({ criteria: { keywords: [{ match: 'any', terms: [] }] } }),
      {
        as,
        game,
      },
    );
    expect(emptyGroup.data?.issues?.[0]?.path).toBe('criteria.keywords.0.terms');
    const rule = await call(app, api.smartRule.create, ruleInput(), { as, game });
    const backwards = await fail(
      app,
      api.smartRule.apply,
      { id: rule.id, from: '2026-03-01T00:00:00Z', to: '2026-02-01T00:00:00Z' },
      { as, game },
    );
    expect([backwards.status, backwards.code, backwards.data?.issues?.[0]?.path]).toEqual([400, 1001, 'to']);
  });

  it(`keeps at most ${SMART_RULES_MAX} rules a game`, async () => {
    const { app, database } = testApp();
    const { db } = database;
    const { game, as } = await adminGame(db);
    const rule = await call(app, api.smartRule.create, ruleInput(), { as, game });
    const [stored] = await db.select().from(smartRules).where(eq(smartRules.id, rule.id));
    if (!stored) throw new Error('rule not stored');
    const { id: _id, ...copy } = stored;
    await db
      .insert(smartRules)
      .values(Array.from({ length: SMART_RULES_MAX - 1 }, (_, i) => ({ ...copy, position: i + 1 })));
    const refused = await fail(app, api.smartRule.create, ruleInput(), { as, game });
    expect(refused).toMatchObject({ status: 400, code: 2004 });
    expect(refused.msg).toContain(String(SMART_RULES_MAX));
  });
});

describe('smart rules: the two lists', () => {
  const testApp = useTestApp();

  it('adds at the end of its list, moves within and between lists, and closes gaps', async () => {
    const { app, database } = testApp();
    const { game, as } = await adminGame(database.db);
    const ctx = { as, game };
    const create = (name: string, order: 'ordered' | 'unordered') =>
      call(app, api.smartRule.create, ruleInput({ name, order }), ctx);
    const a = await create('A', 'ordered');
    const b = await create('B', 'ordered');
    const c = await create('C', 'ordered');
    const x = await create('X', 'unordered');
    expect([a.position, b.position, c.position, x.position]).toEqual([0, 1, 2, 0]);

    let lists = await call(app, api.smartRule.move, { id: c.id, order: 'ordered', position: 0 }, ctx);
    expect(names(lists.ordered)).toEqual(['C', 'A', 'B']);
    lists = await call(app, api.smartRule.move, { id: a.id, order: 'unordered', position: 0 }, ctx);
    expect(names(lists.ordered)).toEqual(['C', 'B']);
    expect(names(lists.unordered)).toEqual(['A', 'X']);
    expect([...lists.ordered, ...lists.unordered].map((rule) => rule.position)).toEqual([0, 1, 0, 1]);
    expect(lists.unordered[0]?.order).toBe('unordered');
    lists = await call(app, api.smartRule.move, { id: b.id, order: 'unordered', position: 99 }, ctx);
    expect(names(lists.unordered)).toEqual(['A', 'X', 'B']);

    await call(app, api.smartRule.update, { ...ruleInput({ name: 'X2', order: 'ordered' }), id: x.id }, ctx);
    await call(app, api.smartRule.delete, { id: a.id }, ctx);
    const list = await call(app, api.smartRule.list, {}, ctx);
    expect(list.ordered.map((rule) => [rule.name, rule.position])).toEqual([
      ['C', 0],
      ['X2', 1],
    ]);
    expect(list.unordered.map((rule) => [rule.name, rule.position])).toEqual([['B', 0]]);
    expect(list.rerun).toEqual({ state: 'idle', done: 0, total: 0, started_at: null, finished_at: null });
  });

  it('stores criteria and actions as given, with defaults filled', async () => {
    const { app, database } = testApp();
    const { game, as, admin } = await adminGame(database.db);
    const tag = await call(app, api.tag.create, { name: 'VIP', color: '#ad1457' }, { as, game });
    const created = await call(
      app,
      api.smartRule.create,
      ruleInput({
        criteria: { networks: ['twitter'], min_followers: 10_000 },
        actions: { tag_ids: [tag.id], assignee_id: admin.id, notify_user_ids: [admin.id], state: 'pending' },
      }),
      { as, game },
    );
    expect(created).toMatchObject({
      enabled: true,
      match_count: 0,
      criteria: { networks: ['twitter'], min_followers: 10_000, keywords: [], authors: [] },
      actions: {
        tag_ids: [tag.id],
        assignee_id: admin.id,
        sentiment: null,
        hide: false,
        reply_template: null,
      },
    });
  });

  it("keeps each game's rules its own", async () => {
    const { app, database } = testApp();
    const a = await adminGame(database.db);
    const b = await adminGame(database.db);
    const theirs = await call(app, api.smartRule.create, ruleInput(), b);
    const asA = { as: a.as, game: a.game };
    const list = await call(app, api.smartRule.list, {}, asA);
    expect([...list.ordered, ...list.unordered]).toEqual([]);
    for (const [endpoint, input] of [
      [api.smartRule.update, { ...ruleInput({ name: 'Hijacked' }), id: theirs.id }],
      [api.smartRule.move, { id: theirs.id, order: 'ordered', position: 0 }],
      [api.smartRule.delete, { id: theirs.id }],
      [api.smartRule.apply, { id: theirs.id, from: '2026-01-01T00:00:00Z', to: '2026-02-01T00:00:00Z' }],
    ] as const) {
      expect(await fail(app, endpoint, input, asA)).toMatchObject({ status: 404 });
    }
    const [still] = await database.db.select().from(smartRules).where(eq(smartRules.id, theirs.id));
    expect(still).toMatchObject({ name: 'Crash reports', orderKind: 'unordered', position: 0 });
  });
});

describe('smart rules: dry run', () => {
  const testApp = useTestApp();

  it('counts what a rule would have matched in the window, with examples newest first', async () => {
    const { app, database } = testApp();
    const { db } = database;
    const { game, as, account } = await adminGame(db);
    const day = 86_400_000;
    const ago = (days: number) => new Date(Date.now() - days * day);
    await buildFeeds(db, { gameId: game, accountId: account.id }, [
      { text: 'Game crash on startup', createdAt: ago(1) },
      { text: '更新后又闪退了', createdAt: ago(2), language: 'zh' },
      { text: 'crash crash', createdAt: ago(40) },
      { text: 'love the new season', createdAt: ago(3) },
      { text: 'crashed?', createdAt: ago(4) },
      { text: 'crash', createdAt: ago(5), feedType: 'other_comment' },
      { text: 'crash', createdAt: ago(6), deletedAt: ago(1) },
    ]);
    const ctx = { as, game };
    const dry = await call(
      app,
      api.smartRule.dryRun,
      { criteria: { keywords: [{ match: 'any', terms: ['crash', '闪退'] }] } },
      ctx,
    );
    expect(dry.scanned).toBe(5);
    expect(dry.matched).toBe(2);
    expect(dry.examples.map((feed) => feed.text)).toEqual(['Game crash on startup', '更新后又闪退了']);
    expect(dry.examples[0]).toMatchObject({
      account_id: account.id,
      account_name: account.socialAccount,
      tag_ids: [],
    });

    const wide = await call(
      app,
      api.smartRule.dryRun,
      { criteria: { keywords: [{ match: 'any', terms: ['crash'] }] }, days: 90 },
      ctx,
    );
    expect([wide.scanned, wide.matched]).toEqual([6, 2]);
    const coarse = await call(app, api.smartRule.dryRun, { criteria: { languages: ['zh'] } }, ctx);
    expect([coarse.scanned, coarse.matched, coarse.examples.length]).toEqual([5, 1, 1]);
  });

  it('reads only the accounts the caller may see', async () => {
    const { app, database } = testApp();
    const { db } = database;
    const { game, account } = await adminGame(db);
    const hidden = await buildAccount(db, game);
    await buildFeeds(db, { gameId: game, accountId: account.id }, [{ text: 'crash here' }]);
    await buildFeeds(db, { gameId: game, accountId: hidden.id }, [{ text: 'crash there' }]);
    const reader = await buildMember(db, game, { keys: ['config_base'] });
    await db.insert(memberAccounts).values({ gameId: game, userId: reader.id, accountId: account.id });
    const dry = await call(
      app,
      api.smartRule.dryRun,
      { criteria: { keywords: [{ match: 'any', terms: ['crash'] }] } },
      { as: await signInAs(db, reader.id), game },
    );
    expect([dry.scanned, dry.matched, dry.examples.map((feed) => feed.text)]).toEqual([1, 1, ['crash here']]);
  });
});

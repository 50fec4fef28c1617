import { api, SENTIMENT_RULES_MAX, type SentimentRule } from '@herald/contract';
import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sentimentRules } from '../../src/db/schema/index.js';
import { buildGame, buildMember, buildUser, call, fail, signInAs } from '../factories.js';
import { useTestApp } from '../harness.js';
import { recordingHooks } from './hooks.js';

const recorder = recordingHooks();
const testApp = useTestApp({ sentimentHooks: recorder.hooks });
const rules = api.sentimentRule;

async function adminGame() {
  const { db } = testApp().database;
  const admin = await buildUser(db);
  const game = (await buildGame(db, [admin.id])).game_id;
  return { db, game, as: await signInAs(db, admin.id) };
}

async function storedRules(gameId: number) {
  return testApp()
    .database.db.select()
    .from(sentimentRules)
    .where(eq(sentimentRules.gameId, gameId))
    .orderBy(asc(sentimentRules.position));
}

beforeEach(() => {
  recorder.calls.length = 0;
  recorder.refuseWith(null);
});

describe('sentiment rules: bad input', () => {
  it('refuses empty, blank, unknown and too many terms, and sentiments a rule cannot set', async () => {
    const { app } = testApp();
    const { game, as } = await adminGame();
    const cases: unknown[] = [
      { terms: [], sentiment: 'negative' },
      { terms: ['   '], sentiment: 'negative' },
      { terms: Array.from({ length: 101 }, (_, i) => `term ${i}`), sentiment: 'negative' },
      { terms: ['x'.repeat(101)], sentiment: 'negative' },
      { terms: ['lag'], sentiment: 'unclassified' },
      { terms: ['lag'], sentiment: 'init' },
      { terms: ['lag'], sentiment: 'angry' },
      { terms: ['lag'] },
      { terms: ['lag'], sentiment: 'negative', game_id: 1 },
    ];
    for (const input of cases) {
      const refused = await fail(app, rules.create, input, { as, game });
      expect(refused.status, JSON.stringify(input)).toBe(400);
      expect(refused.code).toBe(1001);
    }
    expect(await storedRules(game)).toEqual([]);
    expect(recorder.calls).toEqual([]);
  });

  it('refuses a term with nothing to match (punctuation, invisible characters) on its field', async () => {
    const { app } = testApp();
    const { game, as } = await adminGame();
    const refused = await fail(
      app,
      rules.create,
      { terms: ['lag', '!!!', '\u200b'], sentiment: 'negative' },
      { as, game },
    );
    expect(refused.status).toBe(400);
    expect(refused.data?.issues?.map((issue) => issue.path)).toEqual(['terms.1', 'terms.2']);
    expect(await storedRules(game)).toEqual([]);
  });

  it(`refuses a rule past ${SENTIMENT_RULES_MAX} with rule_limit and stores nothing`, async () => {
    const { app, database } = testApp();
    const { game, as } = await adminGame();
    await database.db.insert(sentimentRules).values(
      Array.from({ length: SENTIMENT_RULES_MAX }, (_, position) => ({
        gameId: game,
        terms: [`word${position}`],
        sentiment: 'neutral' as const,
        position,
      })),
    );
    const refused = await fail(
      app,
      rules.create,
      { terms: ['one more'], sentiment: 'positive' },
      { as, game },
    );
    expect(refused.status).toBe(400);
    expect(refused.code).toBe(2004);
    expect(refused.msg).toContain(String(SENTIMENT_RULES_MAX));
    expect(await storedRules(game)).toHaveLength(SENTIMENT_RULES_MAX);
  });

  it("answers not_found for an unknown id or another game's rule, and leaves that rule alone", async () => {
    const { app } = testApp();
    const mine = await adminGame();
    const theirs = await adminGame();
    const rule = await call(app, rules.create, { terms: ['lag'], sentiment: 'negative' }, theirs);
    const input = { id: rule.id, terms: ['lag'], sentiment: 'positive' as const, enabled: true };
    for (const [endpoint, body] of [
      [rules.update, input],
      [rules.move, { id: rule.id, position: 0 }],
      [rules.delete, { id: rule.id }],
      [rules.update, { ...input, id: 999_999 }],
      [rules.delete, { id: 999_999 }],
    ] as const) {
      const refused = await fail(app, endpoint, body, mine);
      expect(refused.status).toBe(404);
      expect(refused.code).toBe(404);
    }
    const [stored] = await storedRules(theirs.game);
    expect(stored).toMatchObject({ id: rule.id, sentiment: 'negative' });
    expect(recorder.calls.filter((c) => c.gameId === mine.game)).toEqual([]);
  });

  it('lets a config_base member read and try rules but not change them', async () => {
    const { app, database } = testApp();
    const { game } = await adminGame();
    const reader = await buildMember(database.db, game, { keys: ['config_base'] });
    const as = await signInAs(database.db, reader.id);
    expect((await call(app, rules.list, {}, { as, game })).list).toEqual([]);
    expect((await call(app, rules.test, { text: 'great game' }, { as, game })).sentiment).toBe('positive');
    expect(
      (await fail(app, rules.create, { terms: ['lag'], sentiment: 'negative' }, { as, game })).status,
    ).toBe(403);
  });
});

describe('sentiment rules: changes', () => {
  it('adds rules at the end, each term once by its matching form', async () => {
    const { app } = testApp();
    const owner = await adminGame();
    const first = await call(
      app,
      rules.create,
      { terms: ['闪退', '閃退', ' crash '], sentiment: 'negative' },
      owner,
    );
    const second = await call(
      app,
      rules.create,
      { terms: ['GG'], sentiment: 'positive', enabled: false },
      owner,
    );
    expect(first).toMatchObject({
      terms: ['闪退', 'crash'],
      sentiment: 'negative',
      enabled: true,
      position: 0,
    });
    expect(second).toMatchObject({ terms: ['GG'], enabled: false, position: 1 });
    const listed = await call(app, rules.list, {}, owner);
    expect(listed.list.map((rule) => rule.id)).toEqual([first.id, second.id]);
  });

  it('changes a rule in place', async () => {
    const { app } = testApp();
    const owner = await adminGame();
    const rule = await call(app, rules.create, { terms: ['lag'], sentiment: 'negative' }, owner);
    const changed = await call(
      app,
      rules.update,
      { id: rule.id, terms: ['rubberbanding'], sentiment: 'neutral', enabled: false },
      owner,
    );
    expect(changed).toMatchObject({
      id: rule.id,
      terms: ['rubberbanding'],
      sentiment: 'neutral',
      enabled: false,
    });
    expect(Date.parse(changed.updated_at)).toBeGreaterThanOrEqual(Date.parse(rule.updated_at));
  });

  it('moves a rule to another priority and keeps positions 0…n−1', async () => {
    const { app } = testApp();
    const owner = await adminGame();
    const made: SentimentRule[] = [];
    for (const term of ['a1', 'b2', 'c3', 'd4']) {
      made.push(await call(app, rules.create, { terms: [term], sentiment: 'neutral' }, owner));
    }
    const ids = made.map((rule) => rule.id);
    const moved = await call(app, rules.move, { id: ids[3] ?? 0, position: 1 }, owner);
    expect(moved.map((rule) => rule.id)).toEqual([ids[0], ids[3], ids[1], ids[2]]);
    expect(moved.map((rule) => rule.position)).toEqual([0, 1, 2, 3]);
    const last = await call(app, rules.move, { id: ids[0] ?? 0, position: 50 }, owner);
    expect(last.map((rule) => rule.id)).toEqual([ids[3], ids[1], ids[2], ids[0]]);
    expect(last.map((rule) => rule.position)).toEqual([0, 1, 2, 3]);
    // A move to where the rule already is changes nothing, so nothing is re-classified.
    const calls = recorder.calls.length;
    await call(app, rules.move, { id: ids[0] ?? 0, position: 3 }, owner);
    expect(recorder.calls).toHaveLength(calls);
  });

  it('deletes a rule and closes the gap', async () => {
    const { app } = testApp();
    const owner = await adminGame();
    const a = await call(app, rules.create, { terms: ['a1'], sentiment: 'neutral' }, owner);
    const b = await call(app, rules.create, { terms: ['b2'], sentiment: 'neutral' }, owner);
    const c = await call(app, rules.create, { terms: ['c3'], sentiment: 'neutral' }, owner);
    expect(await call(app, rules.delete, { id: b.id }, owner)).toBeNull();
    const { list } = await call(app, rules.list, {}, owner);
    expect(list.map((rule) => [rule.id, rule.position])).toEqual([
      [a.id, 0],
      [c.id, 1],
    ]);
  });

  it('tells the hooks of every change inside its transaction, and a refusal there undoes the change', async () => {
    const { app } = testApp();
    const owner = await adminGame();
    const rule = await call(app, rules.create, { terms: ['lag'], sentiment: 'negative' }, owner);
    await call(
      app,
      rules.update,
      { id: rule.id, terms: ['lag'], sentiment: 'neutral', enabled: true },
      owner,
    );
    await call(
      app,
      rules.delete,
      { id: (await call(app, rules.create, { terms: ['x1'], sentiment: 'neutral' }, owner)).id },
      owner,
    );
    // The hook saw the new rule before the create committed, and the deletion before it committed.
    expect(recorder.calls).toEqual([
      { gameId: owner.game, rulesSeen: 1 },
      { gameId: owner.game, rulesSeen: 1 },
      { gameId: owner.game, rulesSeen: 2 },
      { gameId: owner.game, rulesSeen: 1 },
    ]);
    recorder.refuseWith('rerun_running');
    const refused = await fail(app, rules.create, { terms: ['crash'], sentiment: 'negative' }, owner);
    expect(refused.status).toBe(409);
    expect(recorder.calls.at(-1)).toEqual({ gameId: owner.game, rulesSeen: 2 });
    expect((await fail(app, rules.delete, { id: rule.id }, owner)).status).toBe(409);
    expect((await storedRules(owner.game)).map((row) => [row.terms, row.sentiment])).toEqual([
      [['lag'], 'neutral'],
    ]);
  });

  it("lists the re-classification's progress and the corrections from the hooks", async () => {
    const { app } = testApp();
    const owner = await adminGame();
    const listed = await call(app, rules.list, {}, owner);
    expect(listed.rerun).toEqual(recorder.rerun);
    expect(listed.corrections).toBe(7);
  });
});

describe('sentiment rules: the "try it" call', () => {
  it('answers the classifier when no rule matches, with what decided it', async () => {
    const { app } = testApp();
    const owner = await adminGame();
    const verdict = await call(app, rules.test, { text: 'This game is pay to win garbage' }, owner);
    expect(verdict).toMatchObject({
      sentiment: 'negative',
      language: 'en',
      source: 'classifier',
      rule_id: null,
    });
    expect(verdict.score).toBeLessThan(0);
    expect(verdict.terms.map((term) => term.term)).toEqual(['pay to win', 'garbage']);
    const other = await call(app, rules.test, { text: 'este juego es increíble, me encanta' }, owner);
    expect(other).toMatchObject({ sentiment: 'unclassified', language: 'other', terms: [] });
  });

  it('puts rules above the classifier, the lowest position deciding, disabled rules aside', async () => {
    const { app } = testApp();
    const owner = await adminGame();
    const text = '這次更新 gg，氪金太多';
    const broad = await call(app, rules.create, { terms: ['氪金'], sentiment: 'negative' }, owner);
    const gg = await call(app, rules.create, { terms: ['GG'], sentiment: 'positive' }, owner);
    expect(await call(app, rules.test, { text }, owner)).toMatchObject({
      sentiment: 'negative',
      source: 'rule',
      rule_id: broad.id,
      language: 'zh',
      terms: [{ term: '氪金', weight: -1 }],
    });
    await call(app, rules.move, { id: gg.id, position: 0 }, owner);
    expect(await call(app, rules.test, { text }, owner)).toMatchObject({
      sentiment: 'positive',
      rule_id: gg.id,
    });
    await call(app, rules.update, { id: gg.id, terms: ['GG'], sentiment: 'positive', enabled: false }, owner);
    expect(await call(app, rules.test, { text }, owner)).toMatchObject({ rule_id: broad.id });
    await call(app, rules.delete, { id: broad.id }, owner);
    expect(await call(app, rules.test, { text }, owner)).toMatchObject({
      source: 'classifier',
      rule_id: null,
    });
  });

  it("never uses another game's rules", async () => {
    const { app } = testApp();
    const mine = await adminGame();
    const theirs = await adminGame();
    await call(app, rules.create, { terms: ['great'], sentiment: 'negative' }, theirs);
    expect(await call(app, rules.test, { text: 'great game' }, mine)).toMatchObject({
      sentiment: 'positive',
      source: 'classifier',
    });
  });

  it('refuses an empty or oversized text', async () => {
    const { app } = testApp();
    const owner = await adminGame();
    expect((await fail(app, rules.test, { text: '  ' }, owner)).status).toBe(400);
    expect((await fail(app, rules.test, { text: 'x'.repeat(5001) }, owner)).status).toBe(400);
  });
});

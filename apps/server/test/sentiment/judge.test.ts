import { api } from '@herald/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sentimentRules } from '../../src/db/schema/index.js';
import {
  createLexiconClassifier,
  createSentimentJudge,
  RULES_FRESH_MS,
} from '../../src/modules/sentiment/index.js';
import { buildGame, buildUser, call, signInAs } from '../factories.js';
import { useTestApp } from '../harness.js';
import { recordingHooks } from './hooks.js';

const testApp = useTestApp({ sentimentHooks: recordingHooks().hooks });

/** A judge in "another process": its own cache, its own clock. */
function otherProcessJudge() {
  let now = 1_000_000;
  const judge = createSentimentJudge(testApp().database.db, createLexiconClassifier(), () => now);
  return { judge, advance: (ms: number) => (now += ms) };
}

describe('the sentiment judge', () => {
  it("keeps a game's rules in memory and sees another process's change within the freshness window", async () => {
    const { app, database } = testApp();
    const admin = await buildUser(database.db);
    const game = (await buildGame(database.db, [admin.id])).game_id;
    const owner = { as: await signInAs(database.db, admin.id), game };
    const other = otherProcessJudge();
    expect(await other.judge.judge(game, 'gg')).toMatchObject({ source: 'classifier' });

    const rule = await call(app, api.sentimentRule.create, { terms: ['gg'], sentiment: 'negative' }, owner);
    // Within the window the other process still trusts what it compiled…
    other.advance(RULES_FRESH_MS - 1);
    expect(await other.judge.judge(game, 'gg')).toMatchObject({ source: 'classifier' });
    // …and once it has passed, one look at the rules' stamp shows the change.
    other.advance(2);
    expect(await other.judge.judge(game, 'gg')).toMatchObject({ source: 'rule', rule_id: rule.id });

    // Judging asks the database nothing per item: a row removed behind its back is still applied…
    await database.db.delete(sentimentRules).where(eq(sentimentRules.gameId, game));
    const many = await other.judge.judgeMany(
      game,
      Array.from({ length: 500 }, () => 'gg wp'),
    );
    expect(many.every((verdict) => verdict.rule_id === rule.id)).toBe(true);
    // …until the next freshness check.
    other.advance(RULES_FRESH_MS);
    expect(await other.judge.judge(game, 'gg wp')).toMatchObject({
      source: 'classifier',
      sentiment: 'positive',
    });
  });

  it('judges many texts in order, each by the rules or the classifier', async () => {
    const { database } = testApp();
    const game = (await buildGame(database.db)).game_id;
    await database.db
      .insert(sentimentRules)
      .values({ gameId: game, terms: ['外挂'], sentiment: 'negative', position: 0 });
    const { judge } = otherProcessJudge();
    const verdicts = await judge.judgeMany(game, ['外掛橫行', 'great update', 'When does the season start?']);
    expect(verdicts.map((verdict) => [verdict.sentiment, verdict.source])).toEqual([
      ['negative', 'rule'],
      ['positive', 'classifier'],
      ['neutral', 'classifier'],
    ]);
  });
});

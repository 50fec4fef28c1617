import { api, type SentimentVerdict } from '@herald/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feeds } from '../../src/db/schema/index.js';
import {
  commentItems,
  type FeedsDeps,
  feedSentimentHooks,
  type IngestAccount,
  ingestItems,
  reclassify,
} from '../../src/modules/feeds/index.js';
import type { CachedSentimentJudge } from '../../src/modules/sentiment/index.js';
import { buildAccount, buildGame, buildUser, call, signInAs } from '../factories.js';
import { testModules, useTestApp } from '../harness.js';
import { rowOf, testJudge } from './helpers.js';

/** The judge after a rule "bug → negative" was added: it decides by rule where the rule matches. */
const withRule: CachedSentimentJudge = {
  forget: () => undefined,
  judge: async (gameId, text) => (await withRule.judgeMany(gameId, [text]))[0] as SentimentVerdict,
  judgeMany: async (gameId, texts) => {
    const base = await testJudge().judgeMany(gameId, texts);
    return base.map((verdict, index) =>
      /bug/i.test(texts[index] ?? '')
        ? { ...verdict, sentiment: 'negative', source: 'rule', score: -1, rule_id: 1 }
        : verdict,
    );
  },
};

describe('re-classification', () => {
  const testApp = useTestApp();

  async function game(deps: FeedsDeps, texts: string[]): Promise<IngestAccount> {
    const built = await buildGame(deps.db);
    const row = await buildAccount(deps.db, built.game_id);
    const account: IngestAccount = {
      id: row.id,
      gameId: built.game_id,
      network: 'facebook',
      socialId: row.socialId,
    };
    const comments = texts.map((text, index) => ({
      id: `${row.id}-${index}`,
      parentId: null,
      authorId: 'p',
      authorName: 'P',
      text,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
      likeCount: null,
    }));
    await ingestItems(
      { db: deps.db, judge: testJudge() },
      account,
      commentItems(account, 'post', comments, null),
    );
    return account;
  }

  it('re-judges the items, keeping what a person corrected and what a smart rule decided', async () => {
    const deps: FeedsDeps = { ...testModules(testApp()).feeds, judge: withRule };
    const hooks = feedSentimentHooks(deps);
    const texts = ['love this bug', 'so many bugs, I love it', 'a bug ate my skin', 'bug on the map', 'fine'];
    const account = await game(deps, texts);
    const other = await game(deps, ['another bug, love it']);
    const id = (index: number) => `${account.id}-${index}`;
    await deps.db
      .update(feeds)
      .set({ sentimentCorrected: 'positive', sentiment: 'positive', sentimentSource: 'person' })
      .where(eq(feeds.remoteId, id(0)));
    await deps.db
      .update(feeds)
      .set({ sentiment: 'neutral', sentimentSource: 'smart_rule' })
      .where(eq(feeds.remoteId, id(1)));
    expect(await hooks.corrections(account.gameId)).toBe(1);
    expect((await hooks.rerun(account.gameId)).state).toBe('idle');

    await deps.db.transaction((tx) => hooks.rulesChanged(tx, account.gameId));
    const running = await hooks.rerun(account.gameId);
    expect(running).toMatchObject({ state: 'running', done: 0, total: 3 });
    const [job] = await deps.queue.boss.findJobs<{ gameId: number; startedAt: string }>('feeds.reclassify', {
      data: { gameId: account.gameId },
    });
    if (!job) throw new Error('no re-classification queued');
    await reclassify(deps, job.data.gameId, job.data.startedAt);

    expect(await rowOf(deps.db, account.id, id(0))).toMatchObject({
      sentiment: 'positive',
      sentimentSource: 'person',
    });
    expect(await rowOf(deps.db, account.id, id(1))).toMatchObject({
      sentiment: 'neutral',
      sentimentSource: 'smart_rule',
    });
    expect(await rowOf(deps.db, account.id, id(2))).toMatchObject({
      sentiment: 'negative',
      sentimentSource: 'rule',
    });
    expect(await rowOf(deps.db, account.id, id(3))).toMatchObject({
      sentiment: 'negative',
      sentimentSource: 'rule',
    });
    expect(await rowOf(deps.db, account.id, id(4))).toMatchObject({
      sentiment: 'neutral',
      sentimentSource: 'classifier',
    });
    // Another game's items are its own rules' business.
    expect(await rowOf(deps.db, other.id, `${other.id}-0`)).toMatchObject({ sentiment: 'positive' });
    expect(await hooks.rerun(account.gameId)).toMatchObject({ state: 'done', done: 3, total: 3 });
    expect(await hooks.corrections(account.gameId)).toBe(1);
  });

  it('restarts cleanly when the rules change again while a run is going', async () => {
    const deps: FeedsDeps = { ...testModules(testApp()).feeds, judge: withRule };
    const hooks = feedSentimentHooks(deps);
    const account = await game(deps, ['bug one', 'bug two']);
    await deps.db.transaction((tx) => hooks.rulesChanged(tx, account.gameId));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await deps.db.transaction((tx) => hooks.rulesChanged(tx, account.gameId));
    const jobs = await deps.queue.boss.findJobs<{ gameId: number; startedAt: string }>('feeds.reclassify', {
      data: { gameId: account.gameId },
    });
    expect(jobs).toHaveLength(2);
    const [older, newer] = [...jobs].sort((a, b) => a.data.startedAt.localeCompare(b.data.startedAt));
    if (!older || !newer) throw new Error('two runs expected');
    // The replaced run does nothing; the latest one does the work.
    await reclassify(deps, older.data.gameId, older.data.startedAt);
    expect(await rowOf(deps.db, account.id, `${account.id}-0`)).toMatchObject({
      sentimentSource: 'classifier',
    });
    expect((await hooks.rerun(account.gameId)).started_at).toBe(newer.data.startedAt);
    await reclassify(deps, newer.data.gameId, newer.data.startedAt);
    expect(await rowOf(deps.db, account.id, `${account.id}-0`)).toMatchObject({
      sentiment: 'negative',
      sentimentSource: 'rule',
    });
    expect(await hooks.rerun(account.gameId)).toMatchObject({ state: 'done', done: 2, total: 2 });
  });

  it('re-classifies what the inbox stored when a sentiment rule is added through the console', async () => {
    const { app } = testApp();
    const deps = testModules(testApp()).feeds;
    const admin = await buildUser(deps.db);
    const built = await buildGame(deps.db, [admin.id]);
    const row = await buildAccount(deps.db, built.game_id);
    const account: IngestAccount = {
      id: row.id,
      gameId: built.game_id,
      network: 'facebook',
      socialId: row.socialId,
    };
    const comment = {
      id: 'k1',
      parentId: null,
      authorId: 'p',
      authorName: 'P',
      createdAt: new Date(),
      likeCount: null,
    };
    await ingestItems(
      deps,
      account,
      commentItems(account, 'post', [{ ...comment, text: 'the new kraken skin' }], null),
    );
    expect((await rowOf(deps.db, account.id, 'k1'))?.sentimentSource).toBe('classifier');

    const as = await signInAs(deps.db, admin.id);
    await call(
      app,
      api.sentimentRule.create,
      { terms: ['kraken'], sentiment: 'negative' },
      { as, game: built.game_id },
    );
    const listed = await call(app, api.sentimentRule.list, {}, { as, game: built.game_id });
    expect(listed.rerun).toMatchObject({ state: 'running', total: 1 });
    const [job] = await deps.queue.boss.findJobs<{ gameId: number; startedAt: string }>('feeds.reclassify', {
      data: { gameId: built.game_id },
    });
    if (!job) throw new Error('no re-classification queued');
    await reclassify(deps, job.data.gameId, job.data.startedAt);
    expect(await rowOf(deps.db, account.id, 'k1')).toMatchObject({
      sentiment: 'negative',
      sentimentSource: 'rule',
    });
    const after = await call(app, api.sentimentRule.list, {}, { as, game: built.game_id });
    expect(after).toMatchObject({ rerun: { state: 'done', done: 1, total: 1 }, corrections: 0 });
  });
});

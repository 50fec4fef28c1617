import { api } from '@herald/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedTags, smartRules } from '../../src/db/schema/index.js';
import { startWorkers } from '../../src/jobs/queue.js';
import { smartRuleApplyJob } from '../../src/modules/feeds/index.js';
import { call, fail } from '../factories.js';
import { testModules, useTestApp } from '../harness.js';
import { adminGame, buildFeeds, recordingPorts, ruleInput } from './helpers.js';

describe('applying a smart rule to a past range', () => {
  const testApp = useTestApp();

  it('runs in steps with its progress shown, one re-run per game at a time', async () => {
    const t = testApp();
    const { db } = t.database;
    const { game, as, account } = await adminGame(db);
    const ctx = { as, game };
    const tag = await call(t.app, api.tag.create, { name: 'Lag reports', color: '#9e5d00' }, ctx);
    const rule = await call(
      t.app,
      api.smartRule.create,
      ruleInput({
        name: 'Lag',
        enabled: false,
        criteria: { keywords: [{ match: 'any', terms: ['lag', '卡顿'] }], languages: ['en', 'zh'] },
        actions: { tag_ids: [tag.id] },
      }),
      ctx,
    );
    const start = Date.parse('2026-03-01T00:00:00Z');
    // 2,100 items in range (three steps), one in three about lag; a few outside the range or not matching.
    const inRange = await buildFeeds(
      db,
      { gameId: game, accountId: account.id },
      Array.from({ length: 2_100 }, (_, i) => ({
        text: i % 3 === 0 ? (i % 2 === 0 ? 'so much lag' : '太卡顿了') : 'nice patch',
        language: i % 2 === 0 ? ('en' as const) : ('zh' as const),
        createdAt: new Date(start + i * 60_000),
      })),
    );
    await buildFeeds(db, { gameId: game, accountId: account.id }, [
      { text: 'lag before', createdAt: new Date(start - 60_000) },
      { text: 'lag after', createdAt: new Date(start + 40 * 86_400_000) },
      { text: 'lag in french', language: 'other', createdAt: new Date(start + 60_000) },
    ]);
    const range = { id: rule.id, from: '2026-03-01T00:00:00Z', to: '2026-03-31T00:00:00Z' };
    const started = await call(t.app, api.smartRule.apply, range, ctx);
    expect(started).toMatchObject({ state: 'running', done: 0, total: 2_100, finished_at: null });
    expect(await fail(t.app, api.smartRule.apply, range, ctx)).toMatchObject({ status: 409, code: 2005 });
    expect((await call(t.app, api.smartRule.list, {}, ctx)).rerun.state).toBe('running');

    const { ports } = recordingPorts();
    const deps = { ...testModules(t).feedRules, ports };
    await startWorkers(t.queue, [smartRuleApplyJob(deps)], t.logger, { pollingIntervalSeconds: 0.5 });
    const seen = new Set<number>();
    const finished = async () => {
      let rerun = (await call(t.app, api.smartRule.list, {}, ctx)).rerun;
      for (let wait = 0; wait < 240 && rerun.state === 'running'; wait += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        rerun = (await call(t.app, api.smartRule.list, {}, ctx)).rerun;
        seen.add(rerun.done);
      }
      return rerun;
    };
    const rerun = await finished();
    expect(rerun).toMatchObject({ state: 'done', done: 2_100, total: 2_100 });
    expect(rerun.finished_at).not.toBeNull();
    expect([...seen].every((done) => [0, 1_000, 2_000, 2_100].includes(done))).toBe(true);

    const tagged = await db
      .select({ n: count() })
      .from(feedTags)
      .where(
        and(
          eq(feedTags.tagId, tag.id),
          inArray(
            feedTags.feedId,
            inRange.map((row) => row.id),
          ),
        ),
      );
    expect(tagged[0]?.n).toBe(700);
    const [all] = await db.select({ n: count() }).from(feedTags).where(eq(feedTags.tagId, tag.id));
    expect(all?.n).toBe(700);
    const [stored] = await db
      .select({ n: smartRules.matchCount })
      .from(smartRules)
      .where(eq(smartRules.id, rule.id));
    expect(stored?.n).toBe(700);

    // Done, another may start; applied again, it adds nothing twice.
    expect(await call(t.app, api.smartRule.apply, range, ctx)).toMatchObject({ state: 'running', done: 0 });
    expect(await finished()).toMatchObject({ state: 'done', done: 2_100 });
    const [again] = await db.select({ n: count() }).from(feedTags).where(eq(feedTags.tagId, tag.id));
    expect(again?.n).toBe(700);
  });
});

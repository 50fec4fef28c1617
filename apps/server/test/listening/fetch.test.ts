import { api } from '@herald/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listenItems, listenMatches, listenQuotaUses, listenRuns } from '../../src/db/schema/index.js';
import { fetchRun } from '../../src/modules/listening/fetch/run.js';
import { sweepRuns } from '../../src/modules/listening/fetch/sweep.js';
import { call } from '../factories.js';
import { testModules, useEmulator, useTestApp } from '../harness.js';
import { control } from '../platforms/emulated.js';
import { connectEmulated, listenGame, topicFields } from './helpers.js';

const t = api.listenTopic;

describe('listening fetch: runs, ingestion, dedupe, quotas and leases', () => {
  const networks = useEmulator(31);
  const testApp = useTestApp({ env: networks.env });
  let g: Awaited<ReturnType<typeof listenGame>>;
  const deps = () => testModules(testApp()).listening;
  const db = () => testApp().database.db;
  const run = async (topicId: number, network: 'twitter' | 'reddit' | 'steam' | 'tiktok') => {
    const [row] = await db()
      .select()
      .from(listenRuns)
      .where(and(eq(listenRuns.topicId, topicId), eq(listenRuns.network, network)));
    return row;
  };
  /** Takes what the sweep hands out (its queued jobs are not worked here) and fetches it. */
  const sweepAndFetch = async (now = new Date()) => {
    const taken = await sweepRuns(deps(), now);
    const due = await db().select().from(listenRuns).where(sql`${listenRuns.leaseUntil} > ${now}`);
    for (const row of due) await fetchRun(deps(), row.topicId, row.network, now);
    return taken;
  };

  beforeAll(async () => {
    g = await listenGame(testApp());
    await connectEmulated(testApp(), networks.url(), g.game, 'twitter');
    await connectEmulated(testApp(), networks.url(), g.game, 'reddit');
  });

  it('fetches an active topic into one item per network post, matched with terms and sentiment', async () => {
    const { app } = testApp();
    const topic = await call(
      app,
      t.create,
      {
        ...topicFields(['twitter', 'reddit', 'tiktok'], ['ember', 'tide'], { steam_app_id: 3_100_010 }),
        activate: true,
      },
      g.as,
    );
    expect(await sweepAndFetch()).toBe(4);
    expect(await run(topic.id, 'tiktok')).toMatchObject({ state: 'unavailable', leaseUntil: null });
    const x = await run(topic.id, 'twitter');
    expect(x).toMatchObject({ state: 'ok', leaseUntil: null });
    expect(x?.matched).toBeGreaterThan(0);
    expect((await run(topic.id, 'reddit'))?.state).toBe('ok');
    expect((await run(topic.id, 'steam'))?.state).toBe('ok');
    const matches = await db().select().from(listenMatches).where(eq(listenMatches.topicId, topic.id));
    expect(matches.length).toBe(
      x &&
        x.matched +
          ((await run(topic.id, 'reddit'))?.matched ?? 0) +
          ((await run(topic.id, 'steam'))?.matched ?? 0),
    );
    for (const match of matches.filter((m) => m.network !== 'steam')) {
      expect(match.terms.length).toBeGreaterThan(0);
      expect(['positive', 'neutral', 'negative']).toContain(match.sentiment);
    }
    const list = await call(app, t.list, { status: 'active' }, g.as);
    const summary = list.list.find((entry) => entry.id === topic.id);
    expect(summary?.mentions).toBe(matches.length);
    expect(summary?.last_fetched_at).not.toBeNull();
    const reads = await db()
      .select({ n: sql<number>`sum(${listenQuotaUses.amount})::int` })
      .from(listenQuotaUses)
      .where(and(eq(listenQuotaUses.gameId, g.game), eq(listenQuotaUses.network, 'twitter')));
    expect(reads[0]?.n).toBeGreaterThan(0);
    const quota = await call(app, api.listenQuota.quota, {}, g.as);
    expect(quota.find((q) => q.network === 'twitter')?.used).toBe(reads[0]?.n);
  });

  it('a second topic on the same words: one item, two matches; a fetch again adds no duplicate', async () => {
    const { app } = testApp();
    const first = await call(
      app,
      t.create,
      { ...topicFields(['twitter'], ['starfall']), activate: true },
      g.as,
    );
    await sweepAndFetch();
    const second = await call(
      app,
      t.create,
      { ...topicFields(['twitter'], ['starfall', 'odyssey']), activate: true },
      g.as,
    );
    // Everything is due again, as if a poll had passed.
    await db()
      .update(listenRuns)
      .set({ nextRunAt: new Date(0) });
    await sweepAndFetch();
    const items = await db()
      .select({ id: listenItems.id, n: sql<number>`count(*)::int` })
      .from(listenItems)
      .where(eq(listenItems.gameId, g.game))
      .groupBy(listenItems.network, listenItems.externalId, listenItems.id);
    expect(items.every((item) => item.n === 1)).toBe(true);
    const firsts = await db().select().from(listenMatches).where(eq(listenMatches.topicId, first.id));
    const seconds = await db().select().from(listenMatches).where(eq(listenMatches.topicId, second.id));
    expect(firsts.length).toBeGreaterThan(0);
    const shared = firsts.filter((m) => seconds.some((s) => s.itemId === m.itemId));
    expect(shared.length).toBe(firsts.length);
    const before = firsts.length;
    await db()
      .update(listenRuns)
      .set({ nextRunAt: new Date(0) });
    await sweepAndFetch();
    const again = await db().select().from(listenMatches).where(eq(listenMatches.topicId, first.id));
    expect(again.length).toBeGreaterThanOrEqual(before);
    expect(new Set(again.map((m) => m.itemId)).size).toBe(again.length);
    expect((await run(first.id, 'twitter'))?.matched).toBe(
      again.filter((m) => m.network === 'twitter').length,
    );
  });

  it('a spent X quota is the quota state, due when the network says', async () => {
    const { app } = testApp();
    const topic = await call(app, t.create, { ...topicFields(['twitter'], ['neon']), activate: true }, g.as);
    await control(networks.url(), '/x/usage', { monthly_post_reads: 1, reset: true });
    await sweepAndFetch();
    // The month's one read is spent by the first page: the next fetch meets X's usage cap.
    await db()
      .update(listenRuns)
      .set({ nextRunAt: new Date(0) })
      .where(eq(listenRuns.topicId, topic.id));
    const now = new Date();
    await sweepAndFetch(now);
    await control(networks.url(), '/x/usage', { monthly_post_reads: 2_000_000, reset: true });
    const x = await run(topic.id, 'twitter');
    expect(x?.state).toBe('quota');
    expect(x?.nextRunAt.getTime()).toBeGreaterThan(now.getTime());
  });

  it('a crashed fetch’s run is taken again once its lease ends; archive stops it, restore resumes', async () => {
    const { app } = testApp();
    const topic = await call(app, t.create, { ...topicFields(['reddit'], ['rift']), activate: true }, g.as);
    const now = new Date();
    await db()
      .update(listenRuns)
      .set({ nextRunAt: new Date(0) });
    expect(await sweepRuns(deps(), now)).toBeGreaterThan(0);
    // The worker died: nothing fetched, the run still leased.
    expect(await sweepRuns(deps(), new Date(now.getTime() + 60_000))).toBe(0);
    const later = new Date(now.getTime() + 11 * 60_000);
    const retaken = await sweepRuns(deps(), later);
    expect(retaken).toBeGreaterThan(0);
    expect((await run(topic.id, 'reddit'))?.leaseUntil?.getTime()).toBeGreaterThan(later.getTime());

    await call(app, t.archive, { id: topic.id }, g.as);
    await db()
      .update(listenRuns)
      .set({ nextRunAt: new Date(0), leaseUntil: null });
    await sweepRuns(deps(), later);
    expect((await run(topic.id, 'reddit'))?.leaseUntil).toBeNull();
    await call(app, t.activate, { id: topic.id }, g.as);
    await sweepRuns(deps(), later);
    expect((await run(topic.id, 'reddit'))?.leaseUntil).not.toBeNull();
  });

  it('previews against the emulator: queries, fetched and matched per network, no item stored, quota spent', async () => {
    const { app } = testApp();
    const [before] = await db().select({ n: sql<number>`count(*)::int` }).from(listenItems);
    const used = async (network: 'twitter' | 'reddit') => {
      const [row] = await db()
        .select({ n: sql<number>`coalesce(sum(${listenQuotaUses.amount}), 0)::int` })
        .from(listenQuotaUses)
        .where(and(eq(listenQuotaUses.gameId, g.game), eq(listenQuotaUses.network, network)));
      return row?.n ?? 0;
    };
    const [xBefore, redditBefore] = [await used('twitter'), await used('reddit')];
    const preview = await call(
      app,
      t.preview,
      topicFields(['twitter', 'reddit', 'tiktok', 'vk'], ['ember']),
      g.as,
    );
    const x = preview.find((p) => p.network === 'twitter');
    expect(x).toMatchObject({ state: 'ok', queries: ['ember'] });
    expect(x?.fetched).toBeGreaterThan(0);
    expect(x?.matched).toBeLessThanOrEqual(x?.fetched ?? 0);
    expect(x?.samples.length).toBe(Math.min(10, x?.matched ?? 0));
    expect(preview.find((p) => p.network === 'tiktok')?.state).toBe('unavailable');
    expect(preview.find((p) => p.network === 'vk')?.state).toBe('no_account');
    const [after] = await db().select({ n: sql<number>`count(*)::int` }).from(listenItems);
    expect(after?.n).toBe(before?.n);
    // X bills every post read; Reddit counts the query.
    expect(await used('twitter')).toBe(xBefore + (x?.fetched ?? 0));
    expect(await used('reddit')).toBe(redditBefore + 1);
  });
});

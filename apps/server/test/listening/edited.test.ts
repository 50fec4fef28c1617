import { api } from '@herald/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listenItems, listenMatches, listenRuns, listenTallies } from '../../src/db/schema/index.js';
import { ingestPage } from '../../src/modules/listening/fetch/ingest.js';
import type { HeardItem } from '../../src/modules/listening/fetch/items.js';
import { call } from '../factories.js';
import { testModules, useTestApp } from '../harness.js';
import { listenGame, topicFields } from './helpers.js';

const t = api.listenTopic;

describe('listening ingestion: an edited item that no longer matches', () => {
  const testApp = useTestApp();
  let g: Awaited<ReturnType<typeof listenGame>>;
  const deps = () => testModules(testApp()).listening;
  const db = () => testApp().database.db;

  const item = (text: string): HeardItem => ({
    network: 'reddit',
    externalId: 'edited-1',
    url: null,
    text,
    authorId: 'u1',
    authorName: 'someone',
    authorHandle: 'someone',
    authorReach: null,
    publishedAt: new Date(Date.now() - 3_600_000),
    recipients: [],
  });
  const ingest = (text: string) =>
    ingestPage(deps(), {
      gameId: g.game,
      network: 'reddit',
      accountId: null,
      items: [item(text)],
      quota: null,
    });
  const matchesOf = (topicId: number) =>
    db().select().from(listenMatches).where(eq(listenMatches.topicId, topicId));
  const tallied = async (topicId: number) => {
    const [row] = await db()
      .select({ n: sql<number>`coalesce(sum(${listenTallies.mentions}), 0)::int` })
      .from(listenTallies)
      .where(eq(listenTallies.topicId, topicId));
    return row?.n;
  };
  const matchedOnRun = async (topicId: number) => {
    const [row] = await db()
      .select({ matched: listenRuns.matched })
      .from(listenRuns)
      .where(and(eq(listenRuns.topicId, topicId), eq(listenRuns.network, 'reddit')));
    return row?.matched;
  };

  beforeAll(async () => {
    g = await listenGame(testApp());
  });

  it('loses the match its new text no longer holds, corrected or not; keeps the others', async () => {
    const { app } = testApp();
    const ember = await call(app, t.create, { ...topicFields(['reddit'], ['ember']), activate: true }, g.as);
    const tide = await call(app, t.create, { ...topicFields(['reddit'], ['tide']), activate: true }, g.as);
    const gone = await call(app, t.create, { ...topicFields(['reddit'], ['ember']), activate: true }, g.as);
    expect(await ingest('ember and tide')).toBe(3);
    expect((await matchesOf(ember.id)).length).toBe(1);
    await db()
      .update(listenMatches)
      .set({ sentiment: 'positive', corrected: true })
      .where(eq(listenMatches.topicId, ember.id));
    // An archived topic is no longer listened: its matches stay as they were.
    await call(app, t.archive, { id: gone.id }, g.as);

    expect(await ingest('only the tide now')).toBe(0);
    expect(await matchesOf(ember.id)).toEqual([]);
    expect(await tallied(ember.id)).toBe(0);
    expect(await matchedOnRun(ember.id)).toBe(0);
    expect((await matchesOf(tide.id)).length).toBe(1);
    expect(await tallied(tide.id)).toBe(1);
    expect((await matchesOf(gone.id)).length).toBe(1);
    const [stored] = await db().select().from(listenItems).where(eq(listenItems.externalId, 'edited-1'));
    expect(stored?.text).toBe('only the tide now');

    // Edited back, it matches again: a new match.
    expect(await ingest('ember and tide again')).toBe(1);
    expect((await matchesOf(ember.id)).length).toBe(1);
    expect(await tallied(ember.id)).toBe(1);
  });
});

import { api, errorCatalog } from '@herald/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, fail } from '../factories.js';
import { useTestApp } from '../harness.js';
import { buildTopic, hear, insightGame, matchItem } from './fixtures.js';

const range = { start: '2026-03-01T00:00:00.000Z', end: '2026-03-03T00:00:00.000Z' };
const alice = { id: 'a', name: 'Alice', handle: 'alice', reach: 100 };

describe('a topic’s insight tabs', () => {
  const testApp = useTestApp();
  let world: Awaited<ReturnType<typeof insightGame>>;
  let topic: Awaited<ReturnType<typeof buildTopic>>;
  let rival: Awaited<ReturnType<typeof buildTopic>>;
  let foreign: Awaited<ReturnType<typeof buildTopic>>;
  const items: number[] = [];

  beforeAll(async () => {
    const { db } = testApp().database;
    world = await insightGame(testApp());
    topic = await buildTopic(db, world.game);
    rival = await buildTopic(db, world.game, { title: 'Storm Knight', terms: ['storm knight'] });
    foreign = await buildTopic(db, world.other);
    const heard = [
      {
        text: 'Frost Mage is great #FrostMage',
        at: '2026-03-01T01:10:00Z',
        sentiment: 'positive',
        author: alice,
      },
      {
        text: 'Frost Mage nerf is terrible',
        at: '2026-03-01T01:40:00Z',
        sentiment: 'negative',
        author: { ...alice, reach: 120 },
      },
      {
        text: '冰霜法师 被削弱了，太难受',
        at: '2026-03-01T05:00:00Z',
        network: 'reddit',
        author: { id: 'b', name: 'Bo', handle: 'bo_cn', reach: 50 },
      },
      {
        text: 'frost mage crash again',
        at: '2026-03-02T10:00:00Z',
        network: 'reddit',
        sentiment: 'negative',
      },
      // The previous range, and the end of the range (excluded).
      {
        text: 'Frost Mage rocks',
        at: '2026-02-28T12:00:00Z',
        sentiment: 'positive',
        author: { id: 'c', reach: 10 },
      },
      { text: 'Frost Mage later', at: '2026-03-03T00:00:00Z', author: { id: 'd', reach: 999 } },
    ] as const;
    for (const entry of heard) items.push(await hear(db, topic, entry));
    // The rival topic heard one item of the range, the same item as the topic's first.
    await matchItem(db, rival, items[0] ?? 0, heard[0]);
    await hear(db, foreign, { text: 'Frost Mage elsewhere', at: '2026-03-01T02:00:00Z' });
  });

  it('lists the metrics catalogue of each topic kind', async () => {
    const { app } = testApp();
    const custom = await call(app, api.listenInsight.metrics, { topic_type: 'custom' }, world.listener.as);
    expect(custom.map((group) => group.group_key)).toEqual(['volume', 'sentiment']);
    expect(custom[1]?.metrics_list).toContainEqual({ key: 'negative_rate', type: 'percent' });
    const directional = await call(
      app,
      api.listenInsight.metrics,
      { topic_type: 'directional' },
      world.listener.as,
    );
    expect(directional.map((group) => group.group_key)).toEqual(['volume', 'sentiment', 'direction']);
  });

  it('answers the overview’s figures, hourly series and networks on the known fixture', async () => {
    const { app } = testApp();
    const overview = await call(
      app,
      api.listenInsight.overview,
      { topic_id: topic.id, range },
      world.listener.as,
    );
    expect(overview.granularity).toBe('hour');
    const value = (key: string) => overview.metrics[key];
    expect(value('mentions')).toEqual({
      type: 'amount',
      value: 4,
      compare_value: 1,
      highest_value: 2,
      na_type: null,
    });
    expect(value('authors')).toMatchObject({ value: 2, compare_value: 1, highest_value: 1 });
    expect(value('potential_reach')).toMatchObject({ value: 170, compare_value: 10, highest_value: 120 });
    expect(value('positive')?.value).toBe(1);
    expect(value('neutral')?.value).toBe(1);
    expect(value('negative')?.value).toBe(2);
    expect(value('positive_rate')).toMatchObject({ type: 'percent', value: 2500, compare_value: 10_000 });
    expect(value('negative_rate')).toMatchObject({ value: 5000, compare_value: 0, highest_value: 10_000 });
    expect(value('net')).toBeUndefined();
    expect(overview.series).toHaveLength(48);
    expect(overview.series[1]).toEqual({
      at: '2026-03-01T01:00:00.000Z',
      total: 2,
      positive: 1,
      neutral: 0,
      negative: 1,
    });
    expect(overview.series.reduce((sum, bucket) => sum + bucket.total, 0)).toBe(4);
    expect(overview.networks).toEqual([
      { network: 'reddit', total: 2, positive: 0, neutral: 1, negative: 1 },
      { network: 'twitter', total: 2, positive: 1, neutral: 0, negative: 1 },
    ]);
  });

  it('charts longer ranges by UTC day, without a comparison when none is asked', async () => {
    const { app } = testApp();
    const overview = await call(
      app,
      api.listenInsight.overview,
      {
        topic_id: topic.id,
        range: { start: '2026-02-25T00:00:00Z', end: '2026-03-05T00:00:00Z' },
        compare: 'none',
      },
      world.listener.as,
    );
    expect(overview.granularity).toBe('day');
    expect(overview.series).toHaveLength(8);
    expect(overview.series.map((bucket) => bucket.total)).toEqual([0, 0, 0, 1, 3, 1, 1, 0]);
    expect(overview.metrics.mentions).toMatchObject({ value: 6, compare_value: null, highest_value: 3 });
  });

  it('gives a directional topic its net sentiment', async () => {
    const { app, database } = testApp();
    const directional = await buildTopic(database.db, world.game, { type: 'directional' });
    await hear(database.db, directional, { text: 'good', at: '2026-03-01T03:00:00Z', sentiment: 'positive' });
    await hear(database.db, directional, { text: 'bad', at: '2026-03-01T04:00:00Z', sentiment: 'negative' });
    await hear(database.db, directional, { text: 'bad', at: '2026-03-01T04:30:00Z', sentiment: 'negative' });
    const overview = await call(
      app,
      api.listenInsight.overview,
      { topic_id: directional.id, range },
      world.listener.as,
    );
    expect(overview.metrics.net?.value).toBe(-1);
    expect(overview.metrics.net_sentiment).toMatchObject({ type: 'percent', value: -3333 });
  });

  it('refuses ranges out of order or longer than a year, and other games’ topics', async () => {
    const { app } = testApp();
    const backwards = await fail(
      app,
      api.listenInsight.overview,
      { topic_id: topic.id, range: { start: range.end, end: range.start } },
      world.listener.as,
    );
    expect(backwards.code).toBe(errorCatalog.illegal_time_range.code);
    const long = await fail(
      app,
      api.listenInsight.overview,
      { topic_id: topic.id, range: { start: '2025-01-01T00:00:00Z', end: '2026-01-03T00:00:00Z' } },
      world.listener.as,
    );
    expect(long.code).toBe(errorCatalog.range_too_long.code);
    for (const [endpoint, input] of [
      [api.listenInsight.overview, { topic_id: foreign.id, range }],
      [api.listenInsight.mentions, { topic_id: foreign.id }],
      [api.listenInsight.authors, { topic_id: foreign.id, range }],
      [api.listenInsight.terms, { topic_id: foreign.id, range }],
      [api.listenInsight.alerts, { topic_id: foreign.id }],
      [api.listenInsight.share, { topic_ids: [topic.id, foreign.id], range }],
      [api.listenInsight.correct, { topic_id: foreign.id, id: items[0], sentiment: 'negative' }],
      [api.listenPatch.compare, { topic_id: foreign.id, at: range.start }],
    ] as const) {
      const refused = await fail(app, endpoint, input, world.listener.as);
      expect(refused.code, endpoint.path).toBe(errorCatalog.not_found.code);
    }
    const forbidden = await fail(app, api.listenInsight.mentions, { topic_id: topic.id }, world.outsider.as);
    expect(forbidden.status).toBe(403);
  });

  it('pages the mentions newest first with a keyset cursor and counts the filtered total', async () => {
    const { app } = testApp();
    const first = await call(
      app,
      api.listenInsight.mentions,
      { topic_id: topic.id, range, limit: 2 },
      world.listener.as,
    );
    expect(first.total).toBe(4);
    expect(first.list.map((mention) => mention.id)).toEqual([items[3], items[2]]);
    expect(first.list[1]).toMatchObject({
      network: 'reddit',
      text: '冰霜法师 被削弱了，太难受',
      author: { id: 'b', name: 'Bo', handle: 'bo_cn', reach: 50 },
      published_at: '2026-03-01T05:00:00.000Z',
      sentiment: 'neutral',
      corrected: false,
      terms: ['frost mage'],
    });
    const second = await call(
      app,
      api.listenInsight.mentions,
      { topic_id: topic.id, range, limit: 2, cursor: first.next },
      world.listener.as,
    );
    expect(second.list.map((mention) => mention.id)).toEqual([items[1], items[0]]);
    expect(second.next).toBeNull();
    const all = await call(app, api.listenInsight.mentions, { topic_id: topic.id }, world.listener.as);
    expect(all.total).toBe(6);
  });

  it('filters the mentions by keyword, sentiment, network and author', async () => {
    const { app } = testApp();
    const ids = async (filters: Record<string, unknown>) => {
      const page = await call(
        app,
        api.listenInsight.mentions,
        { topic_id: topic.id, range, ...filters },
        world.listener.as,
      );
      expect(page.total).toBe(page.list.length);
      return page.list.map((mention) => mention.id);
    };
    expect(await ids({ keyword: 'FROST' })).toEqual([items[3], items[1], items[0]]);
    expect(await ids({ keyword: '100%' })).toEqual([]);
    expect(await ids({ sentiment: 'negative' })).toEqual([items[3], items[1]]);
    expect(await ids({ networks: ['reddit'] })).toEqual([items[3], items[2]]);
    expect(await ids({ author: '@alice' })).toEqual([items[1], items[0]]);
    expect(await ids({ author: 'Bo' })).toEqual([items[2]]);
    const bad = await fail(
      app,
      api.listenInsight.mentions,
      { topic_id: topic.id, cursor: 'not-a-cursor' },
      world.listener.as,
    );
    expect(bad.code).toBe(errorCatalog.validation_failed.code);
  });

  it('lists the top authors with their reach and negatives', async () => {
    const { app } = testApp();
    const authors = await call(
      app,
      api.listenInsight.authors,
      { topic_id: topic.id, range },
      world.listener.as,
    );
    expect(authors).toEqual([
      { id: 'a', name: 'Alice', handle: 'alice', reach: 120, network: 'twitter', mentions: 2, negative: 1 },
      { id: 'b', name: 'Bo', handle: 'bo_cn', reach: 50, network: 'reddit', mentions: 1, negative: 0 },
    ]);
  });

  it('counts the top words (Chinese cut with the topic’s own terms) and hashtags', async () => {
    const { app } = testApp();
    const terms = await call(app, api.listenInsight.terms, { topic_id: topic.id, range }, world.listener.as);
    expect(terms.hashtags).toEqual([{ term: '#frostmage', count: 1 }]);
    const count = (term: string) => terms.words.find((entry) => entry.term === term)?.count;
    expect(count('frost mage')).toBe(3);
    expect(count('冰霜法师')).toBe(1);
    // The topic's own term is one word, not the segmenter's pieces.
    expect(count('冰霜')).toBeUndefined();
    expect(count('crash')).toBe(1);
    // Stop words and single letters say nothing.
    expect(count('is')).toBeUndefined();
    expect(count('了')).toBeUndefined();
    expect(terms.words[0]?.count).toBe(3);
  });

  it('answers the share of voice of compared topics', async () => {
    const { app } = testApp();
    const share = await call(
      app,
      api.listenInsight.share,
      { topic_ids: [topic.id, rival.id], range },
      world.listener.as,
    );
    expect(share).toEqual([
      {
        topic_id: topic.id,
        title: 'Frost Mage',
        counts: { total: 4, positive: 1, neutral: 1, negative: 2 },
        share: 8000,
      },
      {
        topic_id: rival.id,
        title: 'Storm Knight',
        counts: { total: 1, positive: 1, neutral: 0, negative: 0 },
        share: 2000,
      },
    ]);
  });

  it('compares the sentiment before and after a patch', async () => {
    const { app } = testApp();
    const compared = await call(
      app,
      api.listenPatch.compare,
      { topic_id: topic.id, at: '2026-03-01T12:00:00Z', days: 1 },
      world.listener.as,
    );
    expect(compared).toEqual({
      // Before: the previous range's praise and three mentions of the first morning (1 of 4 negative).
      before: { total: 4, positive: 2, neutral: 1, negative: 1 },
      // After: the crash report only (1 of 1).
      after: { total: 1, positive: 0, neutral: 0, negative: 1 },
      negative_change: 7500,
    });
  });

  it('takes a person’s correction for this topic only, and the figures follow', async () => {
    const { app } = testApp();
    const mention = await call(
      app,
      api.listenInsight.correct,
      { topic_id: topic.id, id: items[2] ?? 0, sentiment: 'negative' },
      world.listener.as,
    );
    expect(mention).toMatchObject({ id: items[2], sentiment: 'negative', corrected: true });
    const overview = await call(
      app,
      api.listenInsight.overview,
      { topic_id: topic.id, range },
      world.listener.as,
    );
    expect(overview.metrics.negative?.value).toBe(3);
    expect(overview.metrics.neutral?.value).toBe(0);
    // The rival topic never heard that item.
    const missing = await fail(
      app,
      api.listenInsight.correct,
      { topic_id: rival.id, id: items[2], sentiment: 'positive' },
      world.listener.as,
    );
    expect(missing.code).toBe(errorCatalog.not_found.code);
  });
});

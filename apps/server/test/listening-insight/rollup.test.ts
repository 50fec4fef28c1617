import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { queryRows } from '../../src/db/rows.js';
import { listenItems, listenMatches, listenTopics } from '../../src/db/schema/index.js';
import { useTestApp } from '../harness.js';
import { buildTopic, hear, insightGame } from './fixtures.js';

/** The rollup's rows and the same counts taken from the matches, both keyed and sorted alike. */
async function both(db: Db) {
  const key = sql`topic_id, date_trunc('hour', published_at, 'UTC')::text as hour, network, sentiment`;
  const counted = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${key}, count(*)::int as n from listen_matches group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  );
  const rolled = await queryRows<Record<string, unknown>>(
    db,
    sql`select topic_id, hour::text as hour, network, sentiment, mentions as n from listen_tallies
      where mentions <> 0 order by 1, 2, 3, 4`,
  );
  return { counted, rolled };
}

describe('the hourly rollup of a topic’s mentions', () => {
  const testApp = useTestApp();
  let db: Db;
  let topic: Awaited<ReturnType<typeof buildTopic>>;
  const items: number[] = [];

  beforeAll(async () => {
    db = testApp().database.db;
    const world = await insightGame(testApp());
    topic = await buildTopic(db, world.game);
    for (const at of ['2026-03-01T01:10:00Z', '2026-03-01T01:40:00Z', '2026-03-01T05:00:00Z'])
      items.push(await hear(db, topic, { text: 'frost mage', at, sentiment: 'positive' }));
  });

  it('follows inserts, sentiment updates and deletes of matches', async () => {
    let { counted, rolled } = await both(db);
    expect(rolled).toEqual(counted);
    await db
      .update(listenMatches)
      .set({ sentiment: 'negative', corrected: true })
      .where(and(eq(listenMatches.topicId, topic.id), eq(listenMatches.itemId, items[0] ?? 0)));
    ({ counted, rolled } = await both(db));
    expect(rolled).toEqual(counted);
    await db.delete(listenItems).where(eq(listenItems.id, items[1] ?? 0));
    ({ counted, rolled } = await both(db));
    expect(rolled).toEqual(counted);
    expect(rolled.filter((row) => row.topic_id === topic.id)).toHaveLength(2);
  });

  it('goes with its topic', async () => {
    await db.delete(listenTopics).where(eq(listenTopics.id, topic.id));
    const left = await queryRows(db, sql`select 1 from listen_tallies where topic_id = ${topic.id}`);
    expect(left).toEqual([]);
  });
});

import { api } from '@herald/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { listenAlerts, notifications } from '../../src/db/schema/index.js';
import { spikeMailJob } from '../../src/modules/listening/alerts/mail-job.js';
import { sweepSpikes } from '../../src/modules/listening/alerts/sweep.js';
import type { MailMessage } from '../../src/modules/notices/index.js';
import { call } from '../factories.js';
import { testModules, useTestApp } from '../harness.js';
import { buildTopic, insightGame } from './fixtures.js';

const now = new Date('2026-03-10T10:03:00Z');
const hourStart = '2026-03-10T09:00:00Z';
const weekStart = '2026-03-03T09:00:00Z';

/**
 * Items heard by a topic in bulk: `count` of them spread over `hours` whole hours from `from`, with
 * the text, sentiment and author each index gives.
 */
async function heardMany(
  db: Db,
  topic: { id: number; gameId: number },
  values: {
    from: string;
    count: number;
    perHour: number;
    text: string;
    negativeEvery: number;
    authors: number;
  },
) {
  await db.execute(sql`with i as (
      insert into listen_items (game_id, network, external_id, text, author_id, author_handle, published_at, sentiment)
      select ${topic.gameId}, 'twitter', 'bulk-' || ${topic.id} || '-' || ${values.from} || '-' || ${values.text} || '-' || g,
        ${values.text}, 'u' || (g % ${values.authors}), 'user' || (g % ${values.authors}),
        ${values.from}::timestamptz + (g / ${values.perHour}) * interval '1 hour' + (g % ${values.perHour}) * interval '1 minute',
        case when g % ${values.negativeEvery} = 0 then 'negative' else 'neutral' end
      from generate_series(0, ${values.count - 1}) g
      returning id, network, published_at, sentiment, author_id
    )
    insert into listen_matches (topic_id, item_id, game_id, network, published_at, sentiment, author_key)
    select ${topic.id}, id, ${topic.gameId}, network, published_at, sentiment, network || ':' || author_id from i`);
}

describe('spike alerts', () => {
  const testApp = useTestApp();
  let world: Awaited<ReturnType<typeof insightGame>>;
  let topic: Awaited<ReturnType<typeof buildTopic>>;
  let quiet: Awaited<ReturnType<typeof buildTopic>>;

  beforeAll(async () => {
    const { db } = testApp().database;
    world = await insightGame(testApp());
    topic = await buildTopic(db, world.game);
    quiet = await buildTopic(db, world.game, { title: 'Quiet' });
    // A calm week: 2 mentions an hour, one in ten negative, seven authors.
    const calm = {
      from: weekStart,
      count: 336,
      perHour: 2,
      text: 'frost mage looks fine',
      negativeEvery: 10,
      authors: 7,
    };
    await heardMany(db, topic, calm);
    await heardMany(db, quiet, calm);
    // The last hour: 30 crash reports, two in three negative, mostly from one author.
    await heardMany(db, topic, {
      from: hourStart,
      count: 30,
      perHour: 30,
      text: 'frost mage crash on launch',
      negativeEvery: 1,
      authors: 1,
    });
    await db.execute(
      sql`update listen_matches set sentiment = 'neutral' where topic_id = ${topic.id} and published_at >= ${hourStart}::timestamptz and extract(minute from published_at)::int % 3 = 0`,
    );
  });

  it('raises a volume and a negative spike once per hour, with their drivers', async () => {
    const modules = testModules(testApp());
    const first = await sweepSpikes(modules.listening, now);
    expect(first.alerts).toBe(2);
    const again = await sweepSpikes(modules.listening, now);
    expect(again.alerts).toBe(0);
    const rows = await testApp()
      .database.db.select()
      .from(listenAlerts)
      .where(eq(listenAlerts.topicId, topic.id))
      .orderBy(asc(listenAlerts.kind));
    expect(rows.map((row) => [row.kind, row.observed, row.baseline])).toEqual([
      ['negative', 6667, 1012],
      ['volume', 30, 2],
    ]);
    const drivers = rows[0]?.drivers;
    expect(drivers?.terms).toEqual([
      { term: 'crash', count: 30 },
      { term: 'launch', count: 30 },
    ]);
    expect(drivers?.authors).toEqual([{ term: '@user0', count: 30 }]);
    expect(drivers?.networks).toEqual([{ term: 'twitter', count: 30 }]);
    expect(rows[0]?.windowStart.toISOString()).toBe('2026-03-10T09:00:00.000Z');
    expect(rows[0]?.windowEnd.toISOString()).toBe('2026-03-10T10:00:00.000Z');
  });

  it('tells every listener in their language, and nobody else', async () => {
    const { db } = testApp().database;
    const spikes = (userId: number) =>
      db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'listen_spike')))
        .orderBy(asc(notifications.id));
    const english = await spikes(world.listener.id);
    expect(english.map((notice) => notice.params.kind).sort()).toEqual(['negative', 'volume']);
    const volume = english.find((notice) => notice.params.kind === 'volume');
    expect(volume?.params).toMatchObject({ topic: 'Frost Mage', topic_id: topic.id });
    expect(volume?.params.why).toBe(
      '30 mentions in the hour against about 2 an hour; driven by words “crash” (30), “launch” (30), authors @user0 (30), on twitter (30).',
    );
    const chinese = await spikes(world.chinese.id);
    expect(chinese.find((notice) => notice.params.kind === 'negative')?.params.why).toBe(
      '本小时负面占 66.7%，平时为 10.1%；主要来自词语 “crash”（30）、“launch”（30）、作者 @user0（30）、网络 twitter（30）。',
    );
    expect(await spikes(world.outsider.id)).toEqual([]);
    expect(await spikes(world.stranger.id)).toEqual([]);
  });

  it('lists a topic’s alerts of the last 30 days, newest first', async () => {
    const { app } = testApp();
    const alerts = await call(app, api.listenInsight.alerts, { topic_id: topic.id }, world.listener.as);
    expect(alerts.map((alert) => alert.kind).sort()).toEqual(['negative', 'volume']);
    expect(alerts[0]).toMatchObject({ topic_id: topic.id, window_start: '2026-03-10T09:00:00.000Z' });
    const none = await call(app, api.listenInsight.alerts, { topic_id: quiet.id }, world.listener.as);
    expect(none).toEqual([]);
  });

  it('mails a spike notice in its reader’s language', async () => {
    const { db } = testApp().database;
    const sent: MailMessage[] = [];
    const deps = {
      ...testModules(testApp()).listening,
      mailer: { send: async (message: MailMessage) => void sent.push(message) },
    };
    const [notice] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, world.chinese.id), eq(notifications.kind, 'listen_spike')));
    await spikeMailJob(deps).handle({ notification_id: notice?.id ?? 0 });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('[Herald] “Frost Mage”出现激增');
    expect(sent[0]?.text).toContain(`/listen/active/${topic.id}?id=${topic.id}`);
  });
});

import {
  listeningTopicStatusCodes,
  type SentimentCounts,
  type TopicConfig,
  type TopicSourceStatus,
  type TopicSummary,
  type topicListInput,
} from '@herald/contract';
import { and, count, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.js';
import { listenAlerts, listenMatches, listenTopics } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { lastFetched, mentionsOf, runsDueNow, statusesOf } from './runs.js';
import { ACTIVE, fieldsOf, type TopicRow, topicNetworks, topicOf, topicView } from './store.js';

const DAY_MS = 86_400_000;
/** Alerts of this many days count as unread in the list. */
const ALERT_DAYS = 7;

const emptyCounts = (): SentimentCounts => ({ total: 0, positive: 0, neutral: 0, negative: 0 });

/** Each topic's matches of the last 24 hours by sentiment (the topic-time index). */
async function lastDay(db: DbOrTx, ids: number[], now: Date): Promise<Map<number, SentimentCounts>> {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ topicId: listenMatches.topicId, sentiment: listenMatches.sentiment, n: count() })
          .from(listenMatches)
          .where(
            and(
              inArray(listenMatches.topicId, ids),
              gte(listenMatches.publishedAt, new Date(now.getTime() - DAY_MS)),
            ),
          )
          .groupBy(listenMatches.topicId, listenMatches.sentiment);
  const byTopic = new Map<number, SentimentCounts>();
  for (const row of rows) {
    const counts = byTopic.get(row.topicId) ?? emptyCounts();
    counts[row.sentiment] += row.n;
    counts.total += row.n;
    byTopic.set(row.topicId, counts);
  }
  return byTopic;
}

/** Each topic's spike alerts since an instant (the topic-time index). */
async function alertsSince(db: DbOrTx, ids: number[], since: Date): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ topicId: listenAlerts.topicId, n: count() })
    .from(listenAlerts)
    .where(and(inArray(listenAlerts.topicId, ids), gte(listenAlerts.createdAt, since)))
    .groupBy(listenAlerts.topicId);
  return new Map(rows.map((row) => [row.topicId, row.n]));
}

const networksOf = (row: TopicRow) => ({ id: row.id, networks: topicNetworks(fieldsOf(row)) });

/**
 * The game's topics, newest first, by status, type and words of the title; each with its mentions
 * (matched by its networks, all time), its last day by sentiment, each network's state and its
 * alerts of the last 7 days.
 */
export async function listTopics(
  db: DbOrTx,
  gameId: number,
  input: z.infer<typeof topicListInput>,
): Promise<{ list: TopicSummary[]; total: number; page: number; page_size: number }> {
  const filters: (SQL | undefined)[] = [
    eq(listenTopics.gameId, gameId),
    input.status === undefined
      ? undefined
      : eq(listenTopics.status, listeningTopicStatusCodes.byName[input.status]),
    input.type === undefined ? undefined : eq(listenTopics.type, input.type),
    input.keyword ? sql`strpos(lower(${listenTopics.title}), lower(${input.keyword})) > 0` : undefined,
  ];
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(listenTopics)
      .where(where)
      .orderBy(desc(listenTopics.id))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size),
    db.select({ n: count() }).from(listenTopics).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const now = new Date();
  const [statuses, day, alerts] = await Promise.all([
    statusesOf(db, rows.map(networksOf)),
    lastDay(db, ids, now),
    alertsSince(db, ids, new Date(now.getTime() - ALERT_DAYS * DAY_MS)),
  ]);
  const list = rows.map((row): TopicSummary => {
    const sources = statuses.get(row.id) ?? [];
    return {
      ...topicView(row),
      mentions: mentionsOf(sources),
      last_24h: day.get(row.id) ?? emptyCounts(),
      last_fetched_at: lastFetched(sources),
      sources_status: sources,
      alerts: alerts.get(row.id) ?? 0,
    };
  });
  return { list, total: total?.n ?? 0, page: input.page, page_size: input.page_size };
}

async function sourcesOf(db: DbOrTx, row: TopicRow): Promise<TopicSourceStatus[]> {
  return (await statusesOf(db, [networksOf(row)])).get(row.id) ?? [];
}

/** One topic as saved, how each network stands, and what deleting it would lose. */
export async function topicConfig(db: DbOrTx, gameId: number, id: number): Promise<TopicConfig> {
  const row = await topicOf(db, gameId, id);
  const [sources, [mentions], [alerts]] = await Promise.all([
    sourcesOf(db, row),
    db.select({ n: count() }).from(listenMatches).where(eq(listenMatches.topicId, id)),
    db.select({ n: count() }).from(listenAlerts).where(eq(listenAlerts.topicId, id)),
  ]);
  return {
    topic: topicView(row),
    sources_status: sources,
    mentions: mentions?.n ?? 0,
    alerts: alerts?.n ?? 0,
  };
}

/** When the topic was last fetched, per network. */
export async function topicLast(db: DbOrTx, gameId: number, id: number) {
  const sources = await sourcesOf(db, await topicOf(db, gameId, id));
  return { last_fetched_at: lastFetched(sources), sources_status: sources };
}

/**
 * Fetches an active topic now: its runs become due, and the sweep hands them to the fetch workers
 * at once. A network whose quota is spent keeps its later time (the quota decides, not the user).
 */
export async function refreshTopic(
  db: DbOrTx,
  gameId: number,
  id: number,
  sweepNow: () => Promise<void>,
): Promise<TopicSourceStatus[]> {
  const row = await topicOf(db, gameId, id);
  if (row.status !== ACTIVE) throw new AppError('topic_not_active');
  await runsDueNow(db, id);
  await sweepNow();
  return sourcesOf(db, row);
}

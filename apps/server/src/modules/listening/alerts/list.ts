import type { ListenAlert } from '@herald/contract';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { listenAlerts } from '../../../db/schema/index.js';
import { topicOf } from '../insight/topic.js';

/** How far back the alerts tab looks. */
export const ALERTS_DAYS = 30;

/** A topic's spike alerts of the last 30 days, newest first, on its (topic, created) index. */
export async function topicAlerts(
  db: DbOrTx,
  gameId: number,
  topicId: number,
  now = new Date(),
): Promise<ListenAlert[]> {
  const topic = await topicOf(db, gameId, topicId);
  const since = new Date(now.getTime() - ALERTS_DAYS * 86_400_000);
  const rows = await db
    .select()
    .from(listenAlerts)
    .where(and(eq(listenAlerts.topicId, topic.id), gte(listenAlerts.createdAt, since)))
    .orderBy(desc(listenAlerts.createdAt), desc(listenAlerts.id));
  return rows.map((row) => ({
    id: row.id,
    topic_id: row.topicId,
    kind: row.kind,
    window_start: row.windowStart.toISOString(),
    window_end: row.windowEnd.toISOString(),
    observed: row.observed,
    baseline: row.baseline,
    drivers: row.drivers,
    created_at: row.createdAt.toISOString(),
  }));
}

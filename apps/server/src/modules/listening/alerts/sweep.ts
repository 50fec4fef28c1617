import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { queryRows } from '../../../db/rows.js';
import { listenAlerts } from '../../../db/schema/index.js';
import type { ListeningDeps } from '../deps.js';
import { type Span, withinSql } from '../insight/range.js';
import { activeTopics, type InsightTopic } from '../insight/topic.js';
import { BASELINE_HOURS, detectSpikes, type HourCount, type Spike } from './detect.js';
import { type Drivers, driversOf } from './drivers.js';
import { tellSpike } from './tell.js';

const HOUR_MS = 3_600_000;

/** A topic's mentions per hour over a span of whole hours, hours without any as zeros, oldest first. */
async function hourlyCounts(db: DbOrTx, topicId: number, span: Span): Promise<HourCount[]> {
  const rows = await queryRows<{ at: number; total: number; negative: number }>(
    db,
    sql`select (extract(epoch from date_trunc('hour', m.published_at, 'UTC')) * 1000)::float8 as at,
        count(*)::int as total, count(*) filter (where m.sentiment = 'negative')::int as negative
      from listen_matches m
      where m.topic_id = ${topicId} and ${withinSql(sql`m.published_at`, span)}
      group by 1`,
  );
  const byHour = new Map(rows.map((row) => [row.at, row]));
  const hours: HourCount[] = [];
  for (let at = span.start.getTime(); at < span.end.getTime(); at += HOUR_MS) {
    const row = byHour.get(at);
    hours.push({ total: row?.total ?? 0, negative: row?.negative ?? 0 });
  }
  return hours;
}

async function alerted(db: DbOrTx, topicId: number, kind: Spike['kind'], hour: Span): Promise<boolean> {
  const [row] = await db
    .select({ id: listenAlerts.id })
    .from(listenAlerts)
    .where(
      and(
        eq(listenAlerts.topicId, topicId),
        eq(listenAlerts.kind, kind),
        eq(listenAlerts.windowStart, hour.start),
      ),
    );
  return row !== undefined;
}

/** Stores one spike (once per topic, kind and hour) and tells its readers, in one transaction. */
async function raise(deps: ListeningDeps, topic: InsightTopic, hour: Span, spike: Spike, drivers: Drivers) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(listenAlerts)
      .values({
        topicId: topic.id,
        gameId: topic.gameId,
        kind: spike.kind,
        windowStart: hour.start,
        windowEnd: hour.end,
        observed: spike.observed,
        baseline: spike.baseline,
        drivers,
      })
      .onConflictDoNothing()
      .returning({ id: listenAlerts.id });
    if (!row) return false;
    await tellSpike(tx, deps, {
      gameId: topic.gameId,
      topic: { id: topic.id, title: topic.title },
      alert: { id: row.id, ...spike, drivers },
    });
    return true;
  });
}

/** One topic's last full hour: the spikes not raised yet, with what drove them. */
async function checkTopic(deps: ListeningDeps, topic: InsightTopic, hour: Span): Promise<number> {
  const baseline = { start: new Date(hour.start.getTime() - BASELINE_HOURS * HOUR_MS), end: hour.start };
  const counts = await hourlyCounts(deps.db, topic.id, { start: baseline.start, end: hour.end });
  const last = counts.pop();
  if (!last) return 0;
  const fresh: Spike[] = [];
  for (const spike of detectSpikes(last, counts))
    if (!(await alerted(deps.db, topic.id, spike.kind, hour))) fresh.push(spike);
  if (fresh.length === 0) return 0;
  const drivers = await driversOf(deps.db, topic, hour, baseline);
  let raised = 0;
  for (const spike of fresh) if (await raise(deps, topic, hour, spike, drivers)) raised += 1;
  return raised;
}

/**
 * The spike sweep: every active topic's last full hour (UTC) against its baseline; returns the
 * topics read and the alerts raised.
 */
export async function sweepSpikes(deps: ListeningDeps, now = new Date()) {
  const end = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const hour = { start: new Date(end.getTime() - HOUR_MS), end };
  const topics = await activeTopics(deps.db);
  let alerts = 0;
  for (const topic of topics) alerts += await checkTopic(deps, topic, hour);
  return { topics: topics.length, alerts };
}

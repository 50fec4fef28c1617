import type { ListenNetwork, TopicSourceStatus } from '@herald/contract';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { listenRuns } from '../../../db/schema/index.js';

export type RunRow = typeof listenRuns.$inferSelect;

/**
 * Gives an active topic one run per network it listens on, due now: a new network starts waiting, a
 * restored or edited topic's runs are due at once (their `since_at` kept, so nothing is fetched twice)
 * and the runs of networks it no longer listens on go (their matches stay).
 */
export async function scheduleRuns(
  tx: DbOrTx,
  gameId: number,
  topicId: number,
  networks: readonly ListenNetwork[],
  now = new Date(),
): Promise<void> {
  await tx
    .delete(listenRuns)
    .where(
      networks.length === 0
        ? eq(listenRuns.topicId, topicId)
        : and(eq(listenRuns.topicId, topicId), notInArray(listenRuns.network, [...networks])),
    );
  if (networks.length === 0) return;
  await tx
    .insert(listenRuns)
    .values(networks.map((network) => ({ topicId, network, gameId, nextRunAt: now })))
    .onConflictDoUpdate({
      target: [listenRuns.topicId, listenRuns.network],
      set: { nextRunAt: now, leaseUntil: null },
    });
}

/** A run as the console shows it. */
export function statusView(run: RunRow): TopicSourceStatus {
  return {
    network: run.network,
    state: run.state,
    detail: run.detail,
    last_run_at: run.lastRunAt?.toISOString() ?? null,
    next_run_at: run.lastRunAt || run.state !== 'waiting' ? run.nextRunAt.toISOString() : null,
    matched: run.matched,
  };
}

/**
 * The runs of some topics by topic, in the order of each topic's networks; a network without a run
 * (a draft or archived topic never fetched) shows as waiting.
 */
export async function statusesOf(
  db: DbOrTx,
  topics: readonly { id: number; networks: readonly ListenNetwork[] }[],
): Promise<Map<number, TopicSourceStatus[]>> {
  const ids = topics.map((topic) => topic.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(listenRuns)
          .where(inArray(listenRuns.topicId, ids))
          .orderBy(asc(listenRuns.topicId));
  const byKey = new Map(rows.map((row) => [`${row.topicId}:${row.network}`, row]));
  return new Map(
    topics.map((topic) => [
      topic.id,
      topic.networks.map((network): TopicSourceStatus => {
        const run = byKey.get(`${topic.id}:${network}`);
        return run
          ? statusView(run)
          : { network, state: 'waiting', detail: null, last_run_at: null, next_run_at: null, matched: 0 };
      }),
    ]),
  );
}

/** The latest fetch among a topic's networks. */
export function lastFetched(statuses: readonly TopicSourceStatus[]): string | null {
  const times = statuses.flatMap((status) => (status.last_run_at ? [status.last_run_at] : []));
  return times.length === 0 ? null : (times.sort().at(-1) ?? null);
}

/** Mentions a topic holds: what its networks matched, all time. */
export function mentionsOf(statuses: readonly TopicSourceStatus[]): number {
  return statuses.reduce((sum, status) => sum + status.matched, 0);
}

/** Makes a topic's runs due now (a refresh), but those a worker holds or whose quota is spent. */
export async function runsDueNow(db: DbOrTx, topicId: number, now = new Date()): Promise<void> {
  await db
    .update(listenRuns)
    .set({ nextRunAt: now })
    .where(
      and(
        eq(listenRuns.topicId, topicId),
        sql`${listenRuns.state} <> 'quota'`,
        sql`(${listenRuns.leaseUntil} is null or ${listenRuns.leaseUntil} < ${now})`,
      ),
    );
}

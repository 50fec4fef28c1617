import { LISTEN_POLL_MINUTES, type ListenNetwork } from '@herald/contract';
import { and, eq } from 'drizzle-orm';
import { listenRuns, listenTopics } from '../../../db/schema/index.js';
import type { ListeningDeps } from '../deps.js';
import { ACTIVE, fieldsOf } from '../topics/store.js';
import { ingestPage } from './ingest.js';
import { failureOutcome, type RunOutcome } from './outcome.js';
import { readSource } from './source.js';

/** Pages one fetch reads per request at most; the rest waits for the next poll. */
export const FETCH_PAGES_MAX = 5;
/** A first fetch reaches back this far. */
const FIRST_FETCH_MS = 86_400_000;
const MINUTE = 60_000;

/**
 * Fetches one network of an active topic from where the last fetch stopped, ingests every page as it
 * is read (one transaction each), and records how it went on the run, due again a poll later (or
 * when the quota or the backoff says), its lease released. A topic archived or deleted meanwhile is
 * left alone.
 */
export async function fetchRun(
  deps: ListeningDeps,
  topicId: number,
  network: ListenNetwork,
  now = new Date(),
): Promise<RunOutcome | null> {
  const [found] = await deps.db
    .select({ run: listenRuns, topic: listenTopics })
    .from(listenRuns)
    .innerJoin(listenTopics, eq(listenTopics.id, listenRuns.topicId))
    .where(and(eq(listenRuns.topicId, topicId), eq(listenRuns.network, network)));
  if (!found || found.topic.status !== ACTIVE) return null;
  const { run, topic } = found;
  const pollMs = LISTEN_POLL_MINUTES * MINUTE;
  const since = run.sinceAt ?? new Date(now.getTime() - FIRST_FETCH_MS);
  let outcome: RunOutcome;
  let newest: Date | null = null;
  try {
    const read = await readSource(
      deps,
      topic.gameId,
      fieldsOf(topic),
      network,
      since,
      FETCH_PAGES_MAX,
      (page) => ingestPage(deps, { gameId: topic.gameId, ...page }).then(() => undefined),
    );
    newest = read.newest;
    outcome = { state: read.state, detail: read.detail, nextRunAt: new Date(now.getTime() + pollMs) };
  } catch (error) {
    const failed = failureOutcome(error, now, pollMs, run);
    if (!failed) {
      await release(deps, topicId, network, now, pollMs);
      throw error;
    }
    outcome = failed;
  }
  await deps.db
    .update(listenRuns)
    .set({
      state: outcome.state,
      detail: outcome.detail,
      lastRunAt: now,
      nextRunAt: outcome.nextRunAt,
      leaseUntil: null,
      ...(newest && (!run.sinceAt || newest > run.sinceAt) ? { sinceAt: newest } : {}),
    })
    .where(and(eq(listenRuns.topicId, topicId), eq(listenRuns.network, network)));
  return outcome;
}

/** A fetch that failed on a bug: its run waits a poll (not hammered every minute), its lease freed. */
async function release(
  deps: ListeningDeps,
  topicId: number,
  network: ListenNetwork,
  now: Date,
  pollMs: number,
) {
  await deps.db
    .update(listenRuns)
    .set({
      state: 'error',
      detail: 'the fetch failed',
      lastRunAt: now,
      nextRunAt: new Date(now.getTime() + pollMs),
      leaseUntil: null,
    })
    .where(and(eq(listenRuns.topicId, topicId), eq(listenRuns.network, network)));
}

import type { ListenNetwork } from '@herald/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/rows.js';
import type { ListeningDeps } from '../deps.js';
import { fetchSpec } from '../jobs/specs.js';
import { ACTIVE } from '../topics/store.js';

/** How long a fetch holds its run: past it (a crashed worker) the sweep hands the run out again. */
export const FETCH_LEASE_MS = 10 * 60_000;
/** Runs one sweep hands out at most; the rest wait for the next minute. */
const SWEEP_BATCH = 500;

/**
 * Takes the due runs of active topics whose lease is free or ended, leases them (skipping rows
 * another sweep is taking) and queues one fetch for each, keyed by topic and network so a run is
 * never queued twice. Answers how many were handed out.
 */
export async function sweepRuns(deps: ListeningDeps, now = new Date()): Promise<number> {
  const leaseUntil = new Date(now.getTime() + FETCH_LEASE_MS);
  const taken = await queryRows<{ topic_id: number; network: ListenNetwork }>(
    deps.db,
    sql`
    update listen_runs r set lease_until = ${leaseUntil}
    where (r.topic_id, r.network) in (
      select d.topic_id, d.network from listen_runs d
      join listen_topics t on t.id = d.topic_id
      where d.next_run_at <= ${now} and (d.lease_until is null or d.lease_until < ${now})
        and t.status = ${ACTIVE}
      order by d.next_run_at
      limit ${SWEEP_BATCH}
      for update of d skip locked
    )
    returning r.topic_id, r.network`,
  );
  for (const row of taken) {
    const payload = fetchSpec.payload.parse({ topic_id: row.topic_id, network: row.network });
    // pg-boss's own singleton key: one queued fetch per topic and network, whatever sends it.
    await deps.queue.boss.send(fetchSpec.name, payload, {
      singletonKey: `${row.topic_id}:${row.network}`,
      retryLimit: fetchSpec.retryLimit,
    });
  }
  return taken.length;
}

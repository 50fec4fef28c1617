import { socialNetworks } from '@herald/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { JobDefinition, JobSpec } from '../../../jobs/queue.js';
import type { ReportsDeps } from '../deps.js';
import { ensureSnapshotPartitions } from './partitions.js';
import { readAccountMetrics, readsMetrics } from './read.js';
import { rowsOf } from './sql.js';

/** A claimed account's reading must start within this long, or the sweep claims it again. */
export const CLAIM_MS = 30 * 60_000;
/** Accounts queued per sweep; the rest wait for the next one. */
const SWEEP_BATCH = 200;

const readPayload = z.object({ accountId: z.number().int().positive(), force: z.boolean().optional() });

/** One account's metrics reading (refusals are recorded and backed off by the reading itself). */
export const metricsReadSpec: JobSpec<typeof readPayload> = {
  name: 'reports.read',
  payload: readPayload,
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 30 * 60,
};

/** Every ten minutes: queue the accounts whose daily reading or some post's reading is due. */
export const metricsSweepSpec: JobSpec<z.ZodObject> = {
  name: 'reports.sweep',
  payload: z.object({}),
  retryLimit: 0,
  retryDelaySeconds: 60,
};

/** Daily: the snapshot partitions of this month and the next ones. */
export const partitionsSpec: JobSpec<z.ZodObject> = {
  name: 'reports.partitions',
  payload: z.object({}),
  retryLimit: 2,
  retryDelaySeconds: 300,
};

/**
 * Gives every account of a network read here its reading state, then claims the due ones — the daily
 * reading due, or a post due (the decaying schedule) — pushing their next_at past the claim window so
 * overlapping sweeps never queue one twice, and queues them. Accounts waiting for a person to
 * reconnect them are left until reconnected.
 */
export async function queueDueReadings(deps: ReportsDeps): Promise<number[]> {
  const networks = socialNetworks.filter((network) => readsMetrics(deps.accounts.platforms.get(network)));
  if (networks.length === 0) return [];
  const list = JSON.stringify(networks);
  await deps.db.execute(sql`
    insert into report_account_state (account_id, game_id, next_at)
    select a.id, a.game_id, now() from social_accounts a
    where a.social_channel in (select jsonb_array_elements_text(${list}::jsonb))
    on conflict do nothing`);
  const claimed = await deps.db.execute(sql`
    update report_account_state s
    set state = 'queued', next_at = now() + ${CLAIM_MS} * interval '1 millisecond'
    from (
      select d.account_id from report_account_state d
      join social_accounts a on a.id = d.account_id
      where a.status in ('connected', 'token_expire')
        and a.social_channel in (select jsonb_array_elements_text(${list}::jsonb))
        and (d.next_at <= now()
             or d.account_id in (select p.account_id from report_posts p where p.next_fetch_at <= now()))
        and (d.state not in ('queued', 'running') or d.next_at <= now())
      order by d.next_at
      limit ${SWEEP_BATCH}
      for update of d skip locked
    ) due
    where s.account_id = due.account_id
    returning s.account_id`);
  const ids = rowsOf(claimed).map((row) => Number(row.account_id));
  for (const accountId of ids) await deps.queue.send(metricsReadSpec, { accountId });
  return ids;
}

export function ingestJobDefinitions(deps: ReportsDeps): JobDefinition<z.ZodType>[] {
  const read: JobDefinition<typeof readPayload> = {
    ...metricsReadSpec,
    concurrency: 2,
    handle: ({ accountId, force }) => readAccountMetrics(deps, accountId, { force: force ?? false }),
  };
  const sweep: JobDefinition<z.ZodObject> = {
    ...metricsSweepSpec,
    cron: '*/10 * * * *',
    handle: async () => {
      const queued = await queueDueReadings(deps);
      if (queued.length > 0) deps.logger.info({ queued: queued.length }, 'metrics readings queued');
    },
  };
  const partitions: JobDefinition<z.ZodObject> = {
    ...partitionsSpec,
    cron: '17 3 * * *',
    handle: async () => {
      const created = await ensureSnapshotPartitions(deps.db);
      if (created.length > 0) deps.logger.info({ created }, 'metric snapshot partitions created');
    },
  };
  return [read, sweep, partitions] as JobDefinition<z.ZodType>[];
}

import { socialNetworks } from '@herald/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf } from '../../../db/rows.js';
import type { JobDefinition, JobSpec } from '../../../jobs/queue.js';
import type { FeedsDeps } from '../deps.js';
import { polledNetworks, syncAccountFeeds } from './sync.js';

/** A claimed account's sync must start within this long, or the sweep claims it again. */
export const CLAIM_MS = 15 * 60_000;
/** Accounts queued per sweep; the rest wait for the next minute. */
const SWEEP_BATCH = 200;

const syncPayload = z.object({ accountId: z.number().int().positive() });

/**
 * One account's inbox sync. A network's refusal is recorded and backed off by the sync itself (its
 * next_sync_at); what is retried here is the unexpected (the database briefly gone), a few times.
 */
export const feedSyncSpec: JobSpec<typeof syncPayload> = {
  name: 'feeds.sync',
  payload: syncPayload,
  retryLimit: 3,
  retryDelaySeconds: 30,
  expireInSeconds: 30 * 60,
};

/** Every minute: queue the accounts whose inbox sync is due. Missing a run only delays the next. */
export const feedSyncDueSpec: JobSpec<z.ZodObject> = {
  name: 'feeds.sync-due',
  payload: z.object({}),
  retryLimit: 0,
  retryDelaySeconds: 60,
};

export function feedSyncJob(deps: FeedsDeps): JobDefinition<typeof syncPayload> {
  return {
    ...feedSyncSpec,
    concurrency: 4,
    handle: ({ accountId }) => syncAccountFeeds(deps, accountId),
  };
}

/**
 * Gives every polled account its sync state (a newly connected account is due at once: its backfill),
 * then claims the due ones — pushing their next_sync_at past the claim window, so overlapping sweeps
 * never queue an account twice — and queues them. Accounts waiting for a person to reconnect them are
 * left until they are reconnected.
 */
export async function queueDueSyncs(deps: FeedsDeps): Promise<number[]> {
  const networks = polledNetworks(deps, socialNetworks);
  if (networks.length === 0) return [];
  const list = JSON.stringify(networks);
  await deps.db.execute(sql`
    insert into feed_sync (account_id, game_id, next_sync_at)
    select a.id, a.game_id, now() from social_accounts a
    where a.social_channel in (select jsonb_array_elements_text(${list}::jsonb))
      and not exists (select 1 from feed_sync s where s.account_id = a.id)
    on conflict do nothing`);
  const claimed = await deps.db.execute(sql`
    update feed_sync s set next_sync_at = now() + ${CLAIM_MS} * interval '1 millisecond'
    from (
      select d.account_id from feed_sync d
      join social_accounts a on a.id = d.account_id
      where d.next_sync_at <= now() and a.status in ('connected', 'token_expire')
        and a.social_channel in (select jsonb_array_elements_text(${list}::jsonb))
      order by d.next_sync_at
      limit ${SWEEP_BATCH}
      for update of d skip locked
    ) due
    where s.account_id = due.account_id
    returning s.account_id`);
  const ids = rowsOf(claimed).map((row) => Number(row.account_id));
  for (const accountId of ids) await deps.queue.send(feedSyncSpec, { accountId });
  return ids;
}

export function feedSyncDueJob(deps: FeedsDeps): JobDefinition<z.ZodObject> {
  return {
    ...feedSyncDueSpec,
    cron: '* * * * *',
    handle: async () => {
      const queued = await queueDueSyncs(deps);
      if (queued.length > 0) deps.logger.info({ queued: queued.length }, 'inbox syncs queued');
    },
  };
}

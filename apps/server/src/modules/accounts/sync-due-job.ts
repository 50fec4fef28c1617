import { networkProfiles, socialNetworks } from '@herald/contract';
import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { z } from 'zod';
import { accountCredentials, socialAccounts } from '../../db/schema/index.js';
import type { JobDefinition, JobSpec } from '../../jobs/queue.js';
import type { AccountDeps } from './deps.js';
import { syncAccountSpec } from './sync-job.js';

/**
 * Credentials without a refresh token that expire within this window are renewed now (the sync renews
 * before calling); those with one renew when next used.
 */
const RENEW_AHEAD_MS = 8 * 24 * 60 * 60 * 1000;
/** Every account on an API is read at least this often, so its data keeps flowing. */
const SYNC_EVERY_MS = 24 * 60 * 60 * 1000;
/** Accounts queued per run; the rest wait for the next run. */
const BATCH = 500;

const onApi = socialNetworks.filter((network) => networkProfiles[network].connect !== 'none');

/**
 * Every 15 minutes: queue a sync for each account whose self-renewing credential nears its expiry or
 * whose data is a day old. Retrying is safe (a sync is idempotent), so the run may repeat.
 */
export const syncDueSpec: JobSpec<z.ZodObject> = {
  name: 'account.sync-due',
  payload: z.object({}),
  retryLimit: 1,
  retryDelaySeconds: 60,
};

export function syncDueJob(deps: AccountDeps): JobDefinition<z.ZodObject> {
  return {
    ...syncDueSpec,
    cron: '*/15 * * * *',
    handle: async () => {
      const now = Date.now();
      const due = await deps.db
        .select({ id: socialAccounts.id })
        .from(socialAccounts)
        .leftJoin(accountCredentials, eq(accountCredentials.accountId, socialAccounts.id))
        .where(
          and(
            inArray(socialAccounts.socialChannel, onApi),
            inArray(socialAccounts.status, ['connected', 'token_expire']),
            or(
              and(
                isNull(accountCredentials.refreshToken),
                lt(accountCredentials.expiresAt, new Date(now + RENEW_AHEAD_MS)),
              ),
              isNull(socialAccounts.lastSyncedAt),
              lt(socialAccounts.lastSyncedAt, new Date(now - SYNC_EVERY_MS)),
            ),
          ),
        )
        .orderBy(asc(socialAccounts.lastSyncedAt))
        .limit(BATCH);
      for (const { id } of due) await deps.queue.send(syncAccountSpec, { accountId: id });
      deps.logger.info({ queued: due.length }, 'account syncs queued');
    },
  };
}

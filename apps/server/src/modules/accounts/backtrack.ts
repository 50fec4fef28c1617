import { and, eq, lt, ne, or } from 'drizzle-orm';
import { socialAccounts } from '../../db/schema/index.js';
import type { TenantRequestContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { type AccountRow, accountFor, assertOnApi } from './access.js';
import type { AccountDeps } from './deps.js';
import { adapterFor } from './platform-calls.js';
import { backtrackSpec } from './sync-job.js';

const STALE_RUN_MS = 60 * 60 * 1000;

function earliestAllowed(deps: AccountDeps, account: AccountRow): Date {
  const adapter = adapterFor(deps.platforms, account.socialChannel);
  return new Date(Date.now() - adapter.historyDays * 86_400_000);
}

function info(deps: AccountDeps, account: AccountRow) {
  const iso = (value: Date | null) => (value ? value.toISOString() : null);
  return {
    id: account.id,
    backtrack_status: account.backtrackStatus as 'init' | 'pending' | 'failed' | 'success',
    first_data_time: iso(account.firstDataTime),
    backtrack_earliest_time: iso(account.backtrackEarliestTime),
    earliest_allowed: earliestAllowed(deps, account).toISOString(),
    last_run_at: iso(account.backtrackRunAt),
    last_error: account.backtrackError,
  };
}

export async function backtrackInfo(deps: AccountDeps, ctx: TenantRequestContext, id: number) {
  const account = await accountFor(deps.db, ctx, id, 'view');
  assertOnApi(account);
  return info(deps, account);
}

/** Queues a history import back to `since`, in the same transaction that marks it pending. */
export async function runBacktrack(deps: AccountDeps, ctx: TenantRequestContext, id: number, since: string) {
  const account = await accountFor(deps.db, ctx, id, 'manage_backtrack');
  assertOnApi(account);
  const from = new Date(since);
  const earliest = earliestAllowed(deps, account);
  if (from < earliest) {
    throw new AppError('backtrack_too_early', { params: { date: earliest.toISOString().slice(0, 10) } });
  }
  if (from >= new Date()) {
    throw new AppError('validation_failed', { issues: [{ path: 'since', message: 'must be in the past' }] });
  }
  // A run that has been pending this long is presumed lost and may be started again.
  const stale = new Date(Date.now() - STALE_RUN_MS);
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(socialAccounts)
      .set({ backtrackStatus: 'pending', backtrackRunAt: new Date(), backtrackError: null })
      .where(
        and(
          eq(socialAccounts.id, id),
          or(ne(socialAccounts.backtrackStatus, 'pending'), lt(socialAccounts.backtrackRunAt, stale)),
        ),
      )
      .returning();
    if (!row) throw new AppError('backtrack_running');
    await deps.queue.send(backtrackSpec, { accountId: id, since: from.toISOString() }, tx);
    return row;
  });
  return info(deps, updated);
}

import type { ErrorId } from '@herald/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { feedSync } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { PlatformError } from '../../../platforms/errors.js';
import { platformFailure } from '../../accounts/index.js';

/** An account's inbox is read this often; webhooks bring items sooner where the network pushes. */
export const SYNC_EVERY_MS = 5 * 60_000;
/** Failures back off doubling from the normal interval up to this. */
const MAX_BACKOFF_MS = 6 * 60 * 60_000;

export type SyncRow = typeof feedSync.$inferSelect;
export type Cursors = Record<string, string>;

/** The account's sync state, created (due now) the first time it is asked for. */
export async function syncRowOf(db: DbOrTx, accountId: number, gameId: number): Promise<SyncRow> {
  await db.insert(feedSync).values({ accountId, gameId, nextSyncAt: new Date() }).onConflictDoNothing();
  const [row] = await db.select().from(feedSync).where(eq(feedSync.accountId, accountId));
  if (!row) throw new Error(`feed_sync row of account ${accountId} vanished`);
  return row;
}

/** A finished sync: its cursors, the backfill done, the next one in the normal interval. */
export async function recordSuccess(db: DbOrTx, accountId: number, cursors: Cursors): Promise<void> {
  const now = new Date();
  await db
    .update(feedSync)
    .set({
      cursors,
      lastSyncAt: now,
      lastSuccessAt: now,
      failures: 0,
      lastError: null,
      backfilledAt: sql`coalesce(${feedSync.backfilledAt}, ${now.toISOString()}::timestamptz)`,
      nextSyncAt: new Date(now.getTime() + SYNC_EVERY_MS),
    })
    .where(eq(feedSync.accountId, accountId));
}

/**
 * What the user is told of a failed sync: the catalogue's id (the console words it in their language),
 * never a stack. A lost authorization is `account_reconnect`.
 */
export function failureId(error: unknown): ErrorId {
  if (error instanceof PlatformError)
    return error.kind === 'reconnect' ? 'account_reconnect' : platformFailure(error).id;
  if (error instanceof AppError) return error.id;
  return 'operate_fail';
}

/** When to try again: the network's own wait when it named one, else doubling from the interval. */
export function backoffMs(failures: number, error: unknown): number {
  const doubling = Math.min(SYNC_EVERY_MS * 2 ** Math.max(failures - 1, 0), MAX_BACKOFF_MS);
  if (error instanceof PlatformError && error.kind === 'rate_limited' && error.retryAfterSeconds)
    return Math.max(error.retryAfterSeconds * 1000, SYNC_EVERY_MS);
  return doubling;
}

/**
 * A failed sync: counted, its reason kept, the next try backed off. Cursors already advanced by what was
 * stored before the failure are kept: those items are in.
 */
export async function recordFailure(
  db: DbOrTx,
  row: Pick<SyncRow, 'accountId' | 'failures'>,
  cursors: Cursors,
  error: unknown,
): Promise<void> {
  const now = new Date();
  const failures = row.failures + 1;
  await db
    .update(feedSync)
    .set({
      cursors,
      lastSyncAt: now,
      failures,
      lastError: failureId(error),
      nextSyncAt: new Date(now.getTime() + backoffMs(failures, error)),
    })
    .where(eq(feedSync.accountId, row.accountId));
}

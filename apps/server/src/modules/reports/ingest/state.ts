import type { ErrorId } from '@herald/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { rowsOf } from '../../../db/rows.js';
import { AppError } from '../../../http/errors.js';
import { PlatformError } from '../../../platforms/errors.js';
import { platformFailure } from '../../accounts/index.js';
import { ACCOUNT_EVERY_MS, failureBackoffMs } from './schedule.js';

export type ReadingState = 'idle' | 'queued' | 'running' | 'failed' | 'unsupported';

/** Gives an account its reading state (due at once) the first time it is read or listed. */
export async function ensureState(db: DbOrTx, accountId: number, gameId: number): Promise<void> {
  await db.execute(sql`
    insert into report_account_state (account_id, game_id, next_at) values (${accountId}, ${gameId}, now())
    on conflict (account_id) do nothing`);
}

export async function markState(db: DbOrTx, accountId: number, state: ReadingState): Promise<void> {
  await db.execute(sql`update report_account_state set state = ${state} where account_id = ${accountId}`);
}

/** A finished reading: fetched now, the next daily one scheduled, the last error and failures cleared. */
export async function recordReading(db: DbOrTx, accountId: number, at: Date): Promise<void> {
  await db.execute(sql`
    update report_account_state
    set state = 'idle', error = null, failures = 0, last_fetched_at = ${at.toISOString()}::timestamptz,
        next_at = ${new Date(at.getTime() + ACCOUNT_EVERY_MS).toISOString()}::timestamptz
    where account_id = ${accountId}`);
}

/**
 * What the console is told of a failed reading: a catalogue id (worded in the user's language), never a
 * stack; a lost authorization is `account_reconnect`.
 */
export function readingFailure(error: unknown): ErrorId {
  if (error instanceof PlatformError)
    return error.kind === 'reconnect' ? 'account_reconnect' : platformFailure(error).id;
  if (error instanceof AppError) return error.id;
  return 'operate_fail';
}

/**
 * A failed reading: its reason kept, counted, and the next try backed off — doubling with each failure
 * in a row, or the network's own wait when it named a longer one.
 */
export async function recordFailure(db: DbOrTx, accountId: number, error: unknown, at: Date): Promise<void> {
  const [counted] = rowsOf(
    await db.execute(sql`
      update report_account_state
      set state = 'failed', error = ${readingFailure(error)}, failures = failures + 1
      where account_id = ${accountId}
      returning failures`),
  );
  if (!counted) return;
  const wait = failureBackoffMs(
    Number(counted.failures),
    error instanceof PlatformError ? error.retryAfterSeconds : undefined,
  );
  await db.execute(sql`
    update report_account_state
    set next_at = ${new Date(at.getTime() + wait).toISOString()}::timestamptz
    where account_id = ${accountId}`);
}

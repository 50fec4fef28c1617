import { isManualNetwork } from '@herald/contract';
import { eq, sql } from 'drizzle-orm';
import { socialAccounts } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { PlatformError } from '../../../platforms/errors.js';
import type { AccountRef, PlatformAdapter } from '../../../platforms/types.js';
import { type AccountRow, withAccount } from '../../accounts/index.js';
import type { ReportsDeps } from '../deps.js';
import { duePosts, ensureReportPosts } from './posts.js';
import { type PostReading, storeAccountReading, storePostReadings } from './readings.js';
import {
  ACCOUNT_EVERY_MS,
  ACCOUNT_HISTORY_DAYS,
  ACCOUNT_SETTLE_DAYS,
  daysBefore,
  POSTS_PER_READING,
} from './schedule.js';
import { rowsOf } from './sql.js';
import { ensureState, markState, recordFailure, recordReading } from './state.js';

/** Whether Herald reads any report metrics of a network through its adapter. */
export function readsMetrics(adapter: PlatformAdapter | undefined): adapter is PlatformAdapter {
  return Boolean(adapter && (adapter.reportPost || adapter.reportAccount));
}

/** When the account's daily metrics were last read (its latest 'account' snapshot), if ever. */
async function lastAccountReading(deps: ReportsDeps, accountId: number): Promise<Date | null> {
  const answer = await deps.db.execute(sql`
    select max(taken_at) as at from metric_snapshots where subject = 'account' and subject_id = ${accountId}`);
  const at = rowsOf(answer)[0]?.at;
  return at === null || at === undefined ? null : new Date(at instanceof Date ? at.getTime() : String(at));
}

async function readAccountDays(
  deps: ReportsDeps,
  account: AccountRow,
  adapter: PlatformAdapter,
  ref: AccountRef,
  now: Date,
  force: boolean,
): Promise<void> {
  if (!adapter.reportAccount) return;
  const last = await lastAccountReading(deps, account.id);
  if (!force && last && now.getTime() - last.getTime() < ACCOUNT_EVERY_MS) return;
  const history = Math.min(adapter.historyDays || ACCOUNT_HISTORY_DAYS, ACCOUNT_HISTORY_DAYS);
  const since = daysBefore(now, last ? ACCOUNT_SETTLE_DAYS : history);
  const reading = await adapter.reportAccount(ref, since, now);
  await storeAccountReading(deps.db, account, reading, now);
}

/**
 * Reads the due posts one after another (a network's limits are per account): a post the network no
 * longer has (a content refusal) is read as nothing and moves on to its next reading.
 */
async function readDuePosts(
  deps: ReportsDeps,
  account: AccountRow,
  adapter: PlatformAdapter,
  ref: AccountRef,
  now: Date,
): Promise<void> {
  if (!adapter.reportPost) return;
  const readings: PostReading[] = [];
  for (const post of await duePosts(deps.db, account.id, now, POSTS_PER_READING)) {
    try {
      const reading = await adapter.reportPost(ref, { id: post.socialPostId, postedAt: post.publishedAt });
      readings.push({ postId: post.postId, publishedAt: post.publishedAt, reading });
    } catch (error) {
      if (!(error instanceof PlatformError) || error.kind !== 'content') throw error;
      readings.push({ postId: post.postId, publishedAt: post.publishedAt, reading: { values: {}, na: {} } });
    }
  }
  await storePostReadings(deps.db, readings, now);
}

/**
 * One account's metrics reading: its report posts made sure of, its daily account metrics (the history
 * the network allows on the first reading, then the last few days once a day, or at once when `force`d
 * by a manual refresh) and its due posts. A network's refusal is recorded on the account's state in the
 * user's terms and backed off; anything unexpected is thrown for the job's retries.
 */
export async function readAccountMetrics(
  deps: ReportsDeps,
  accountId: number,
  options: { now?: Date; force?: boolean } = {},
): Promise<void> {
  const [account] = await deps.db.select().from(socialAccounts).where(eq(socialAccounts.id, accountId));
  if (!account) return;
  await ensureState(deps.db, account.id, account.gameId);
  const adapter = deps.accounts.platforms.get(account.socialChannel);
  // A manual account (no API) or a network without metrics is said so, never left queued.
  if (isManualNetwork(account.socialChannel) || !readsMetrics(adapter)) {
    await markState(deps.db, account.id, 'unsupported');
    return;
  }
  const now = options.now ?? new Date();
  await markState(deps.db, account.id, 'running');
  try {
    await ensureReportPosts(deps.db, account.id, now);
    await withAccount(deps.accounts, account, async (connected, credential) => {
      const ref = { socialId: account.socialId, credential };
      await readAccountDays(deps, account, connected, ref, now, options.force ?? false);
      await readDuePosts(deps, account, connected, ref, now);
    });
    await recordReading(deps.db, account.id, now);
  } catch (error) {
    await recordFailure(deps.db, account.id, error, now);
    deps.logger.warn({ accountId, network: account.socialChannel, err: error }, 'metrics reading failed');
    if (!(error instanceof PlatformError || error instanceof AppError)) throw error;
  }
}

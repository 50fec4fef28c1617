import { isManualNetwork, networkNames, type SocialNetwork } from '@herald/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { socialAccounts } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { PlatformError } from '../../../platforms/errors.js';
import type { PlatformAdapter } from '../../../platforms/types.js';
import type { AccountRow } from '../../accounts/index.js';
import type { FeedsDeps } from '../deps.js';
import { type SyncRun, syncComments, syncMentions, syncMessages } from './reads.js';
import { recordFailure, recordSuccess, syncRowOf } from './state.js';

/** The first sync reads this far back (or as far as the network keeps, when less). */
export const BACKFILL_DAYS = 30;
const DAY_MS = 86_400_000;

/** Whether the inbox can poll an account's network: an adapter here that reads anything. */
export function readsInbox(adapter: PlatformAdapter | undefined): adapter is PlatformAdapter {
  return Boolean(adapter && (adapter.readComments || adapter.readMentions || adapter.readMessages));
}

/** The networks whose accounts are polled (each with an adapter that reads). */
export function polledNetworks(deps: Pick<FeedsDeps, 'accounts'>, networks: readonly SocialNetwork[]) {
  return networks.filter(
    (network) => !isManualNetwork(network) && readsInbox(deps.accounts.platforms.get(network)),
  );
}

async function loadAccount(db: DbOrTx, id: number): Promise<AccountRow | undefined> {
  const [account] = await db.select().from(socialAccounts).where(eq(socialAccounts.id, id));
  return account;
}

/**
 * Reads an account's new comments, mentions and messages into the inbox. The first sync is the
 * backfill: the account's last `BACKFILL_DAYS` (capped by how far the network keeps history), so the
 * inbox is not empty on the day an account is connected. Each page is stored as it arrives, in its own
 * short transaction: no transaction is ever open across a network call. A failure is recorded in the
 * user's terms and backed off; a network refusal ends the run (the next sync tries again), anything
 * else is thrown for the job's retries.
 */
export async function syncAccountFeeds(deps: FeedsDeps, accountId: number): Promise<void> {
  const account = await loadAccount(deps.db, accountId);
  if (!account || isManualNetwork(account.socialChannel)) return;
  const network = account.socialChannel;
  const row = await syncRowOf(deps.db, account.id, account.gameId);
  const adapter = deps.accounts.platforms.get(network);
  const cursors = { ...row.cursors };
  try {
    if (!adapter)
      throw new AppError('network_not_configured', { params: { network: networkNames[network] } });
    if (!readsInbox(adapter)) return;
    const startedAt = new Date();
    const days = Math.min(adapter.historyDays || BACKFILL_DAYS, BACKFILL_DAYS);
    const run: SyncRun = {
      deps,
      account,
      target: { id: account.id, gameId: account.gameId, network, socialId: account.socialId },
      adapter,
      since: new Date(startedAt.getTime() - days * DAY_MS),
      backfill: row.backfilledAt === null,
      startedAt,
      cursors,
    };
    await syncComments(run);
    await syncMentions(run);
    await syncMessages(run);
    await recordSuccess(deps.db, account.id, cursors);
  } catch (error) {
    await recordFailure(deps.db, row, cursors, error);
    deps.logger.warn({ accountId, network, err: error }, 'inbox sync failed');
    if (!(error instanceof PlatformError || error instanceof AppError)) throw error;
  }
}

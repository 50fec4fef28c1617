import { type FeedSync, isManualNetwork, networkNames, type SocialNetwork } from '@herald/contract';
import { asc, eq } from 'drizzle-orm';
import { feedSync, socialAccounts } from '../../../db/schema/index.js';
import type { TenantRequestContext } from '../../../http/context.js';
import { AppError } from '../../../http/errors.js';
import { accountFor, assertOnApi, needsReconnect } from '../../accounts/index.js';
import { accountAccess } from '../../perm/index.js';
import type { FeedsDeps } from '../deps.js';
import { CLAIM_MS, feedSyncSpec } from './jobs.js';
import { readsInbox } from './sync.js';

/** Networks that push items to Herald (webhooks), polled or not: WhatsApp's Cloud API only pushes. */
export const PUSHING_NETWORKS: ReadonlySet<SocialNetwork> = new Set([
  'facebook',
  'instagram',
  'whatsapp',
  'vk',
  'threads',
]);

const columns = {
  id: socialAccounts.id,
  name: socialAccounts.socialAccount,
  network: socialAccounts.socialChannel,
  status: socialAccounts.status,
  lastSyncAt: feedSync.lastSyncAt,
  lastSuccessAt: feedSync.lastSuccessAt,
  failures: feedSync.failures,
  lastError: feedSync.lastError,
  backfilledAt: feedSync.backfilledAt,
};

type StatusRow = {
  id: number;
  name: string;
  network: SocialNetwork;
  status: Parameters<typeof needsReconnect>[0];
  lastSyncAt: Date | null;
  lastSuccessAt: Date | null;
  failures: number | null;
  lastError: string | null;
  backfilledAt: Date | null;
};

function present(deps: FeedsDeps, row: StatusRow, now: number): FeedSync {
  const iso = (value: Date | null) => (value ? value.toISOString() : null);
  const adapter = deps.accounts.platforms.get(row.network);
  const supported =
    !isManualNetwork(row.network) &&
    (readsInbox(adapter) || (adapter !== undefined && PUSHING_NETWORKS.has(row.network)));
  return {
    account_id: row.id,
    account_name: row.name,
    social_channel: row.network,
    supported,
    last_sync_at: iso(row.lastSyncAt),
    last_success_at: iso(row.lastSuccessAt),
    lag_seconds: row.lastSuccessAt
      ? Math.max(0, Math.floor((now - row.lastSuccessAt.getTime()) / 1000))
      : null,
    failures: row.failures ?? 0,
    last_error: row.lastError,
    needs_reconnect: needsReconnect(row.status, row.network),
    backfilled: row.backfilledAt !== null,
  };
}

/** How each account the caller may see is syncing into the inbox (other games' accounts are not seen). */
export async function syncStatus(deps: FeedsDeps, ctx: TenantRequestContext): Promise<FeedSync[]> {
  const { db } = deps;
  const rows = await db
    .select(columns)
    .from(socialAccounts)
    .leftJoin(feedSync, eq(feedSync.accountId, socialAccounts.id))
    .where(accountAccess(db, ctx.user, ctx.tenant))
    .orderBy(asc(socialAccounts.socialChannel), asc(socialAccounts.socialAccount), asc(socialAccounts.id));
  const now = Date.now();
  return rows.map((row) => present(deps, row, now));
}

/**
 * Syncs an account now: its sync is queued, claimed as the sweep claims (so the sweep does not queue it
 * a second time). The status answered is the one before it runs; the inbox shows the result as the
 * status refreshes. An account the caller may not see is
 * not_found; a network the inbox cannot read, capability_unsupported.
 */
export async function runSync(
  deps: FeedsDeps,
  ctx: TenantRequestContext,
  accountId: number,
): Promise<FeedSync> {
  const { db } = deps;
  const account = await accountFor(db, ctx, accountId, 'view');
  assertOnApi(account);
  if (!readsInbox(deps.accounts.platforms.get(account.socialChannel)))
    throw new AppError('capability_unsupported', {
      params: { network: networkNames[account.socialChannel] },
    });
  const claimed = new Date(Date.now() + CLAIM_MS);
  await db.transaction(async (tx) => {
    await tx
      .insert(feedSync)
      .values({ accountId: account.id, gameId: account.gameId, nextSyncAt: claimed })
      .onConflictDoUpdate({ target: feedSync.accountId, set: { nextSyncAt: claimed } });
    await deps.queue.send(feedSyncSpec, { accountId: account.id }, tx);
  });
  const [row] = await db
    .select(columns)
    .from(socialAccounts)
    .leftJoin(feedSync, eq(feedSync.accountId, socialAccounts.id))
    .where(eq(socialAccounts.id, account.id));
  if (!row) throw new AppError('not_found');
  return present(deps, row, Date.now());
}

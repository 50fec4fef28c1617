import { isManualNetwork, REFRESH_THROTTLE_MINUTES, reportEndpoints } from '@herald/contract';
import { and, eq, inArray, max, type SQL } from 'drizzle-orm';
import { reportAccountState, socialAccounts } from '../../../db/schema/index.js';
import { type Binding, bind } from '../../../http/bind.js';
import type { TenantRequestContext } from '../../../http/context.js';
import { AppError } from '../../../http/errors.js';
import { needsReconnect } from '../../accounts/index.js';
import { accountAccess } from '../../perm/index.js';
import type { ReportsDeps } from '../deps.js';
import { metricsReadSpec } from './jobs.js';

const THROTTLE_MS = REFRESH_THROTTLE_MINUTES * 60_000;
const iso = (at: Date | null): string | null => (at ? at.toISOString() : null);

/** The caller's visible accounts, narrowed to `ids` when given; an id not visible is refused. */
async function visible(deps: ReportsDeps, ctx: TenantRequestContext, ids?: readonly number[]) {
  const conditions: SQL[] = [accountAccess(deps.db, ctx.user, ctx.tenant)];
  if (ids) conditions.push(inArray(socialAccounts.id, [...ids]));
  const rows = await deps.db
    .select({
      id: socialAccounts.id,
      gameId: socialAccounts.gameId,
      name: socialAccounts.socialAccount,
      network: socialAccounts.socialChannel,
      avatarUrl: socialAccounts.avatarUrl,
      emulated: socialAccounts.emulated,
      status: socialAccounts.status,
      state: reportAccountState.state,
      lastFetchedAt: reportAccountState.lastFetchedAt,
      nextAt: reportAccountState.nextAt,
      manualAt: reportAccountState.manualAt,
      error: reportAccountState.error,
    })
    .from(socialAccounts)
    .leftJoin(reportAccountState, eq(reportAccountState.accountId, socialAccounts.id))
    .where(and(...conditions))
    .orderBy(socialAccounts.socialChannel, socialAccounts.socialAccount);
  if (ids && rows.length !== new Set(ids).size) throw new AppError('account_unavailable');
  return rows;
}

type VisibleRow = Awaited<ReturnType<typeof visible>>[number];

/** Each visible account's reading; an account waiting to be reconnected says so whatever its state. */
async function refreshList(deps: ReportsDeps, ctx: TenantRequestContext) {
  return (await visible(deps, ctx)).map((row) => {
    const reconnect = needsReconnect(row.status, row.network);
    return {
      account_id: row.id,
      name: row.name,
      network: row.network,
      avatar_url: row.avatarUrl,
      emulated: row.emulated,
      state: reconnect ? ('failed' as const) : (row.state ?? 'idle'),
      last_fetched_at: iso(row.lastFetchedAt),
      next_at: iso(row.nextAt),
      error: reconnect ? 'account_reconnect' : row.error,
    };
  });
}

const throttledUntil = (row: VisibleRow, now: number): number | null => {
  const until = row.manualAt ? row.manualAt.getTime() + THROTTLE_MS : 0;
  return until > now ? until : null;
};

/**
 * Reads the accounts' metrics now (default: every visible one). An account refreshed by hand within
 * REFRESH_THROTTLE_MINUTES waits: when all asked for wait the answer is `refresh_throttled` with the
 * time they may be refreshed again; otherwise the others are queued and the answer says until when
 * the rest wait.
 */
async function refreshRun(deps: ReportsDeps, ctx: TenantRequestContext, ids?: readonly number[]) {
  const rows = await visible(deps, ctx, ids);
  const now = Date.now();
  const waits = rows.flatMap((row) => {
    const until = throttledUntil(row, now);
    return until === null ? [] : [until];
  });
  const ready = rows.filter(
    (row) =>
      throttledUntil(row, now) === null &&
      !needsReconnect(row.status, row.network) &&
      !isManualNetwork(row.network),
  );
  const firstFree = waits.length > 0 ? new Date(Math.min(...waits)) : null;
  if (ready.length === 0 && firstFree)
    throw new AppError('refresh_throttled', { params: { time: firstFree.toISOString() } });
  const at = new Date(now);
  for (const row of ready) {
    await deps.db
      .insert(reportAccountState)
      .values({ accountId: row.id, gameId: row.gameId, state: 'queued', manualAt: at, nextAt: at })
      .onConflictDoUpdate({
        target: reportAccountState.accountId,
        set: { state: 'queued', manualAt: at },
      });
    await deps.queue.send(metricsReadSpec, { accountId: row.id, force: true });
  }
  return { queued: ready.length, throttled_until: iso(firstFree) };
}

/** When the metrics of these accounts (default: every visible one) were last fetched. */
async function queryLast(deps: ReportsDeps, ctx: TenantRequestContext, ids?: readonly number[]) {
  const conditions: SQL[] = [accountAccess(deps.db, ctx.user, ctx.tenant)];
  if (ids && ids.length > 0) conditions.push(inArray(socialAccounts.id, [...ids]));
  const [row] = await deps.db
    .select({ last: max(reportAccountState.lastFetchedAt) })
    .from(socialAccounts)
    .innerJoin(reportAccountState, eq(reportAccountState.accountId, socialAccounts.id))
    .where(and(...conditions));
  return { last_fetched_at: iso(row?.last ?? null) };
}

/** The refresh endpoints of the report screens. */
export function ingestBindings(deps: ReportsDeps): Binding[] {
  return [
    bind(reportEndpoints.refreshList, (_input, ctx) => refreshList(deps, ctx)),
    bind(reportEndpoints.refreshRun, (input, ctx) => refreshRun(deps, ctx, input.account_ids)),
    bind(reportEndpoints.queryLast, (input, ctx) => queryLast(deps, ctx, input.account_ids)),
  ];
}

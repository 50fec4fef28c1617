import type { hashtagRemainSchema, ListenNetwork, listenQuotaSchema } from '@herald/contract';
import { and, asc, eq, gte, sql, sum } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { listenQuotaUses, socialAccounts } from '../../db/schema/index.js';
import { hashtagRemain } from './compile/instagram-quota.js';
import { SEARCH_QUOTAS, type SearchQuota, xReadUsage } from './compile/quotas.js';
import { hashtagUses, searchAccount } from './topics/validate.js';

type HashtagRemainView = z.infer<typeof hashtagRemainSchema>;
type QuotaView = z.infer<typeof listenQuotaSchema>;

/** Each connected Instagram account's hashtag searches left in the rolling 7 days. */
export async function hashtagRemainOf(db: DbOrTx, gameId: number, now = new Date()) {
  const accounts = await db
    .select({ id: socialAccounts.id, name: socialAccounts.socialAccount })
    .from(socialAccounts)
    .where(
      and(
        eq(socialAccounts.gameId, gameId),
        eq(socialAccounts.socialChannel, 'instagram'),
        eq(socialAccounts.status, 'connected'),
      ),
    )
    .orderBy(asc(socialAccounts.id));
  return Promise.all(
    accounts.map(async (account): Promise<HashtagRemainView> => {
      const remain = hashtagRemain(await hashtagUses(db, gameId, account.id, now), now);
      return {
        account_id: account.id,
        account_name: account.name,
        limit: remain.limit,
        used: [...remain.used],
        remaining: remain.remaining,
        next_free_at: remain.nextFreeAt?.toISOString() ?? null,
      };
    }),
  );
}

/** Where the period a quota is counted over began, at `now`. */
export function periodStart(per: SearchQuota['per'], now: Date): Date {
  const at = now.getTime();
  switch (per) {
    case 'minute':
      return new Date(at - 60_000);
    case 'day':
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    case 'rolling_24h':
      return new Date(at - 86_400_000);
    case 'rolling_7d':
      return new Date(at - 7 * 86_400_000);
    case 'month':
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  }
}

/** What the game used of a network's quota since an instant (the game-network-time index). */
export async function usedSince(db: DbOrTx, gameId: number, network: ListenNetwork, since: Date) {
  const [row] = await db
    .select({ used: sum(listenQuotaUses.amount).mapWith(Number) })
    .from(listenQuotaUses)
    .where(
      and(
        eq(listenQuotaUses.gameId, gameId),
        eq(listenQuotaUses.network, network),
        gte(listenQuotaUses.usedAt, since),
        sql`${listenQuotaUses.key} is null`,
      ),
    );
  return row?.used ?? 0;
}

/**
 * The game's use of each network's search quota: X post reads this month with their cost, Reddit
 * queries this minute, YouTube units today, VK queries today, Threads searches in 24 hours, and the
 * hashtag slots held by the account searching Instagram.
 */
export async function quotaOf(db: DbOrTx, gameId: number, now = new Date()): Promise<QuotaView[]> {
  const networks = Object.keys(SEARCH_QUOTAS) as (keyof typeof SEARCH_QUOTAS)[];
  return Promise.all(
    networks.map(async (network): Promise<QuotaView> => {
      const quota: SearchQuota = SEARCH_QUOTAS[network];
      const base = { network, unit: quota.unit, limit: quota.limit, per: quota.per };
      if (network === 'instagram') {
        const account = await searchAccount(db, gameId, 'instagram');
        const uses = account ? await hashtagUses(db, gameId, account.id, now) : [];
        return { ...base, used: hashtagRemain(uses, now).used.length, cost_usd: null };
      }
      const used = await usedSince(db, gameId, network, periodStart(quota.per, now));
      return { ...base, used, cost_usd: network === 'twitter' ? xReadUsage(used).costUsd : null };
    }),
  );
}

import type { AccountReview, ReviewLookup } from '@herald/contract';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { socialAccounts } from '../../db/schema/index.js';
import type { TenantRequestContext } from '../../http/context.js';
import { accountAccess } from '../perm/index.js';
import { flowsForAccounts, levelsOf, readyLevels, reviewConfigOf } from './resolve.js';

/** For each account the caller sees: its flow, how many levels are ready, and the caller's own levels. */
export async function accountReviews(db: DbOrTx, ctx: TenantRequestContext): Promise<AccountReview[]> {
  const { maxLevel } = await reviewConfigOf(db, ctx.tenant.gameId);
  const accounts = await db
    .select({ id: socialAccounts.id })
    .from(socialAccounts)
    .where(accountAccess(db, ctx.user, ctx.tenant))
    .orderBy(asc(socialAccounts.id));
  const flows = await flowsForAccounts(
    db,
    ctx.tenant.gameId,
    accounts.map((account) => account.id),
  );
  return accounts.map(({ id }) => {
    const flow = flows.get(id);
    const levels = flow?.levels ?? [];
    return {
      account_id: id,
      flow_id: flow?.flowId ?? null,
      flow_name: flow?.flowName ?? null,
      ready_levels: readyLevels(levels, maxLevel),
      my_levels: levelsOf(levels, ctx.user.email).filter((level) => level <= maxLevel),
    };
  });
}

/** What the compose form needs to offer review levels. */
export async function reviewLookup(db: DbOrTx, ctx: TenantRequestContext): Promise<ReviewLookup> {
  const config = await reviewConfigOf(db, ctx.tenant.gameId);
  return {
    max_level: config.maxLevel,
    levels: config.levels,
    switchs: config.switches,
    accounts: await accountReviews(db, ctx),
  };
}

import type { SocialNetwork } from '@herald/contract';
import { and, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contentTargets, socialAccounts } from '../../db/schema/index.js';
import type { TenantRequestContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { type AccountRow, callerSocialPermissions } from '../accounts/index.js';
import { accountAccess } from '../perm/index.js';
import { type ContentRow, targetsOf } from './store.js';

/**
 * The accounts a post goes to: each must be visible to the caller (publishing groups included) and the
 * caller must hold the publish permission on accounts (SPEC §8: "no access to the social account").
 */
export async function publishableAccounts(
  db: DbOrTx,
  ctx: TenantRequestContext,
  ids: readonly number[],
): Promise<AccountRow[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const held = await callerSocialPermissions(db, ctx);
  if (!held.includes('publish')) throw new AppError('account_unavailable');
  const rows = await db
    .select()
    .from(socialAccounts)
    .where(and(accountAccess(db, ctx.user, ctx.tenant), inArray(socialAccounts.id, wanted)));
  if (rows.length !== wanted.length) throw new AppError('account_unavailable');
  return wanted.map((id) => rows.find((row) => row.id === id) as AccountRow);
}

export function networkOf(account: Pick<AccountRow, 'socialChannel'>): SocialNetwork {
  return account.socialChannel;
}

/** The name a target keeps for history: the team's nickname, else the account's own name. */
function nameOf(account: AccountRow): string {
  return account.remark?.trim() || account.socialAccount;
}

/** Makes the content's targets exactly these accounts (a draft's accounts change freely). */
export async function setTargets(
  db: DbOrTx,
  content: ContentRow,
  accounts: readonly AccountRow[],
): Promise<void> {
  const existing = await targetsOf(db, content.id);
  const keep = new Set(accounts.map((account) => account.id));
  const gone = existing.filter((target) => target.accountId === null || !keep.has(target.accountId));
  if (gone.length > 0)
    await db.delete(contentTargets).where(
      inArray(
        contentTargets.id,
        gone.map((target) => target.id),
      ),
    );
  const have = new Set(existing.map((target) => target.accountId));
  const added = accounts.filter((account) => !have.has(account.id));
  if (added.length > 0) {
    await db.insert(contentTargets).values(
      added.map((account) => ({
        contentId: content.id,
        gameId: content.gameId,
        accountId: account.id,
        network: account.socialChannel,
        accountName: nameOf(account),
      })),
    );
  }
}

import { isManualNetwork, networkNames, type SocialPermission } from '@herald/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { socialAccounts } from '../../db/schema/index.js';
import type { TenantRequestContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { accountAccess } from '../perm/index.js';
import { callerSocialPermissions } from './views.js';

export type AccountRow = typeof socialAccounts.$inferSelect;

/**
 * The account the caller names, if they may see it (else not_found: another game's account looks like
 * none) and hold the social permission the action needs (else no_app_permission).
 */
export async function accountFor(
  db: DbOrTx,
  ctx: TenantRequestContext,
  id: number,
  needs: SocialPermission,
): Promise<AccountRow> {
  const [account] = await db
    .select()
    .from(socialAccounts)
    .where(and(accountAccess(db, ctx.user, ctx.tenant), eq(socialAccounts.id, id)));
  if (!account) throw new AppError('not_found');
  const held = await callerSocialPermissions(db, ctx);
  if (!held.includes(needs)) throw new AppError('no_app_permission');
  return account;
}

/** Refuses network calls for an account worked by hand (its network has no usable API). */
export function assertOnApi(account: AccountRow): void {
  const network = account.socialChannel;
  if (isManualNetwork(network)) {
    throw new AppError('capability_unsupported', { params: { network: networkNames[network] } });
  }
}

import { networkNames } from '@herald/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { groupMembers, oauthAttempts, socialAccounts } from '../../db/schema/index.js';
import type { AuthedContext, TenantRequestContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { PlatformError } from '../../platforms/errors.js';
import { assertOneInGame } from '../perm/index.js';
import { type AccountRow, accountFor, assertOnApi } from './access.js';
import { liveAttempt } from './connect.js';
import { openGrant, saveCredential } from './credentials.js';
import type { AccountDeps } from './deps.js';
import { platformFailure } from './platform-calls.js';
import { syncAccount, syncAccountSpec } from './sync-job.js';
import { accountViews } from './views.js';

export async function viewOf(deps: AccountDeps, ctx: TenantRequestContext, id: number) {
  const [view] = await accountViews(deps.db, ctx, [id]);
  if (!view) throw new AppError('not_found');
  return view;
}

function reconnectError(account: AccountRow, cause: unknown): AppError {
  const since = account.dataUntil ?? account.lastSyncedAt ?? new Date();
  return new AppError('account_reconnect', { params: { date: since.toISOString().slice(0, 10) }, cause });
}

/** Checks the account with its network now and records what it says (profile, or a lost authorization). */
export async function refreshAccount(deps: AccountDeps, ctx: TenantRequestContext, id: number) {
  const account = await accountFor(deps.db, ctx, id, 'link');
  assertOnApi(account);
  try {
    await syncAccount(deps, account);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error.kind === 'reconnect') throw reconnectError(account, error);
    throw platformFailure(error);
  }
  return viewOf(deps, ctx, id);
}

/**
 * A reconnect completed in the popup: the authorized user must manage the same account, whose
 * credential is renewed (a refresh token is kept when the network sends none).
 */
export async function renewAccount(deps: AccountDeps, ctx: AuthedContext, state: string): Promise<void> {
  const attempt = await liveAttempt(deps, ctx, state, 'authorized');
  if (attempt.rebindAccountId === null || !attempt.grant) throw new AppError('oauth_state_invalid');
  const [account] = await deps.db
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.id, attempt.rebindAccountId), eq(socialAccounts.gameId, attempt.gameId)));
  if (!account) throw new AppError('not_found');
  const network = networkNames[account.socialChannel];
  const item = openGrant(deps.vault, attempt.grant).find((entry) => entry.socialId === account.socialId);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(oauthAttempts)
      .set({ status: item ? 'used' : 'failed', grant: null })
      .where(eq(oauthAttempts.state, state));
    if (!item) return;
    await saveCredential(tx, deps.vault, account.id, item.credential);
    await tx
      .update(socialAccounts)
      .set({ status: 'connected', dataUntil: null, lastSyncedAt: new Date() })
      .where(eq(socialAccounts.id, account.id));
    await deps.queue.send(syncAccountSpec, { accountId: account.id }, tx);
  });
  if (!item) {
    throw new AppError('oauth_failed', {
      params: { network, reason: `the authorized user cannot manage ${account.socialAccount}` },
    });
  }
}

export async function setRemark(deps: AccountDeps, ctx: TenantRequestContext, id: number, remark: string) {
  await accountFor(deps.db, ctx, id, 'manage_nickname');
  await deps.db
    .update(socialAccounts)
    .set({ remark: remark === '' ? null : remark })
    .where(eq(socialAccounts.id, id));
  return viewOf(deps, ctx, id);
}

export async function setTemplate(
  deps: AccountDeps,
  ctx: TenantRequestContext,
  id: number,
  template: string,
) {
  await accountFor(deps.db, ctx, id, 'publish');
  await deps.db
    .update(socialAccounts)
    .set({ postTemplate: template.trim() === '' ? null : template })
    .where(eq(socialAccounts.id, id));
  return viewOf(deps, ctx, id);
}

/** Disconnects the account; its credentials and imported history go with it. */
export async function deleteAccount(deps: AccountDeps, ctx: TenantRequestContext, id: number): Promise<null> {
  await accountFor(deps.db, ctx, id, 'manage_delete');
  await deps.db.delete(socialAccounts).where(eq(socialAccounts.id, id));
  return null;
}

/** Binds the publishing group once; a user may bind only a group they belong to. */
export async function bindGroup(deps: AccountDeps, ctx: TenantRequestContext, id: number, groupId: number) {
  const account = await accountFor(deps.db, ctx, id, 'link');
  await assertOneInGame(deps.db, 'group', ctx.tenant.gameId, groupId);
  if (account.groupId === groupId) return viewOf(deps, ctx, id);
  if (account.groupId !== null) throw new AppError('group_binding_locked');
  if (!ctx.tenant.isGameAdmin) {
    const [member] = await deps.db
      .select({ one: groupMembers.userId })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, ctx.user.id)));
    if (!member) throw new AppError('no_app_permission');
  }
  // The condition makes a concurrent second binding a no-op rather than an overwrite.
  const updated = await deps.db
    .update(socialAccounts)
    .set({ groupId })
    .where(and(eq(socialAccounts.id, id), isNull(socialAccounts.groupId)))
    .returning({ groupId: socialAccounts.groupId });
  if (updated.length === 0) throw new AppError('group_binding_locked');
  return viewOf(deps, ctx, id);
}

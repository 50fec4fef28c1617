import { and, asc, eq, exists, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { groupMembers, memberAccounts, socialAccounts } from '../../db/schema/index.js';
import type { SessionUser, TenantContext } from '../../http/context.js';

const accountColumns = {
  id: socialAccounts.id,
  social_channel: socialAccounts.socialChannel,
  social_account: socialAccounts.socialAccount,
  social_id: socialAccounts.socialId,
  status: socialAccounts.status,
  group_id: socialAccounts.groupId,
  emulated: socialAccounts.emulated,
};

export async function allAccounts(db: DbOrTx, gameId: number) {
  return db
    .select(accountColumns)
    .from(socialAccounts)
    .where(eq(socialAccounts.gameId, gameId))
    .orderBy(asc(socialAccounts.socialChannel), asc(socialAccounts.socialAccount));
}

/**
 * The condition on social_accounts of the accounts the caller may act on in the request's game: game
 * and platform admins every account; a member the accounts granted to them, and of those bound to a
 * publishing group only when they belong to that group.
 */
export function accountAccess(db: DbOrTx, user: SessionUser, tenant: TenantContext): SQL {
  const inGame = eq(socialAccounts.gameId, tenant.gameId);
  if (tenant.isGameAdmin) return inGame;
  const granted = exists(
    db
      .select({ one: memberAccounts.userId })
      .from(memberAccounts)
      .where(and(eq(memberAccounts.accountId, socialAccounts.id), eq(memberAccounts.userId, user.id))),
  );
  const inGroup = or(
    isNull(socialAccounts.groupId),
    exists(
      db
        .select({ one: groupMembers.userId })
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, socialAccounts.groupId), eq(groupMembers.userId, user.id))),
    ),
  );
  return and(inGame, granted, inGroup) as SQL;
}

export async function visibleAccounts(db: DbOrTx, user: SessionUser, tenant: TenantContext) {
  return db
    .select(accountColumns)
    .from(socialAccounts)
    .where(accountAccess(db, user, tenant))
    .orderBy(asc(socialAccounts.socialChannel), asc(socialAccounts.socialAccount));
}

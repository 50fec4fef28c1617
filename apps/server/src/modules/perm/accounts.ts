import { and, asc, eq, exists, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { groupMembers, memberAccounts, socialAccounts } from '../../db/schema/index.js';
import type { SessionUser, TenantContext } from '../../http/context.js';

const accountColumns = {
  id: socialAccounts.id,
  social_channel: socialAccounts.socialChannel,
  social_account: socialAccounts.socialAccount,
  social_id: socialAccounts.socialId,
  status: socialAccounts.status,
  group_id: socialAccounts.groupId,
};

export async function allAccounts(db: Db, gameId: number) {
  return db
    .select(accountColumns)
    .from(socialAccounts)
    .where(eq(socialAccounts.gameId, gameId))
    .orderBy(asc(socialAccounts.socialChannel), asc(socialAccounts.socialAccount));
}

/**
 * Accounts the caller may act on: game and platform admins see all; a member sees the accounts granted
 * to them, and of those bound to a publishing group only when they belong to that group.
 */
export async function visibleAccounts(db: Db, user: SessionUser, tenant: TenantContext) {
  if (tenant.isGameAdmin) return allAccounts(db, tenant.gameId);
  return db
    .select(accountColumns)
    .from(socialAccounts)
    .innerJoin(
      memberAccounts,
      and(eq(memberAccounts.accountId, socialAccounts.id), eq(memberAccounts.userId, user.id)),
    )
    .where(
      and(
        eq(socialAccounts.gameId, tenant.gameId),
        or(
          isNull(socialAccounts.groupId),
          exists(
            db
              .select({ one: groupMembers.userId })
              .from(groupMembers)
              .where(and(eq(groupMembers.groupId, socialAccounts.groupId), eq(groupMembers.userId, user.id))),
          ),
        ),
      ),
    )
    .orderBy(asc(socialAccounts.socialChannel), asc(socialAccounts.socialAccount));
}

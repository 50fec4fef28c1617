import {
  type AccountStatus,
  type AccountView,
  isManualNetwork,
  type SocialNetwork,
  type SocialPermission,
  socialPermissions,
} from '@herald/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { memberRoles, publishingGroups, roles, socialAccounts, users } from '../../db/schema/index.js';
import type { TenantRequestContext } from '../../http/context.js';
import { accountAccess } from '../perm/index.js';

const viewColumns = {
  account: socialAccounts,
  groupName: publishingGroups.name,
  connectedByName: users.name,
  connectedByEmail: users.email,
};

type ViewRow = {
  account: typeof socialAccounts.$inferSelect;
  groupName: string | null;
  connectedByName: string | null;
  connectedByEmail: string | null;
};

/** Social permissions the caller holds on the accounts they may see (all of them for game admins). */
export async function callerSocialPermissions(
  db: DbOrTx,
  ctx: TenantRequestContext,
): Promise<SocialPermission[]> {
  if (ctx.tenant.isGameAdmin) return [...socialPermissions];
  const rows = await db
    .select({ keys: roles.socialPermissions })
    .from(memberRoles)
    .innerJoin(roles, eq(roles.id, memberRoles.roleId))
    .where(and(eq(memberRoles.gameId, ctx.tenant.gameId), eq(memberRoles.userId, ctx.user.id)));
  const known = new Set<string>(socialPermissions);
  const held = new Set(rows.flatMap((row) => row.keys).filter((key) => known.has(key)));
  return socialPermissions.filter((key) => held.has(key));
}

/**
 * Once the authorization is gone a person must reconnect; token_expire still heals by refresh. A
 * manual account (a network without an API) has nothing to reconnect.
 */
export function needsReconnect(status: AccountStatus, network: SocialNetwork): boolean {
  if (isManualNetwork(network)) return false;
  return status === 'oauth_expire' || status === 'noconnect';
}

function present(row: ViewRow, userId: number, permissions: SocialPermission[]): AccountView {
  const { account } = row;
  const iso = (value: Date | null) => (value ? value.toISOString() : null);
  const status = account.status;
  const network = account.socialChannel;
  const reconnect = needsReconnect(status, network);
  return {
    id: account.id,
    social_channel: network,
    social_account: account.socialAccount,
    social_id: account.socialId,
    social_link: account.socialLink,
    status,
    backtrack_status: account.backtrackStatus,
    first_data_time: iso(account.firstDataTime),
    backtrack_earliest_time: iso(account.backtrackEarliestTime),
    post_template: account.postTemplate,
    group_id: account.groupId,
    need_reconnect: reconnect,
    visibility: account.connectedBy === userId ? 'my_connected' : 'available',
    remark: account.remark,
    avatar_url: account.avatarUrl,
    emulated: account.emulated,
    manual: isManualNetwork(network),
    group_name: row.groupName,
    connected_by: row.connectedByName || row.connectedByEmail,
    connected_at: account.createdAt.toISOString(),
    data_until: reconnect ? iso(account.dataUntil ?? account.lastSyncedAt) : null,
    permissions,
  };
}

function selectViews(db: DbOrTx) {
  return db
    .select(viewColumns)
    .from(socialAccounts)
    .leftJoin(publishingGroups, eq(publishingGroups.id, socialAccounts.groupId))
    .leftJoin(users, eq(users.id, socialAccounts.connectedBy));
}

export interface AccountFilter {
  page: number;
  page_size: number;
  keyword?: string | undefined;
  social_channel?: SocialNetwork | undefined;
  status?: AccountStatus | undefined;
  visibility: 'available' | 'my_connected';
}

function likeAny(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export async function pageAccountViews(db: DbOrTx, ctx: TenantRequestContext, filter: AccountFilter) {
  const where = and(
    accountAccess(db, ctx.user, ctx.tenant),
    filter.keyword
      ? or(
          ilike(socialAccounts.socialAccount, likeAny(filter.keyword)),
          ilike(socialAccounts.remark, likeAny(filter.keyword)),
          ilike(socialAccounts.socialId, likeAny(filter.keyword)),
        )
      : undefined,
    filter.social_channel ? eq(socialAccounts.socialChannel, filter.social_channel) : undefined,
    filter.status ? eq(socialAccounts.status, filter.status) : undefined,
    filter.visibility === 'my_connected' ? eq(socialAccounts.connectedBy, ctx.user.id) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(socialAccounts).where(where);
  const rows = await selectViews(db)
    .where(where)
    .orderBy(asc(socialAccounts.socialChannel), asc(socialAccounts.socialAccount), desc(socialAccounts.id))
    .limit(filter.page_size)
    .offset((filter.page - 1) * filter.page_size);
  const permissions = await callerSocialPermissions(db, ctx);
  return {
    list: rows.map((row) => present(row, ctx.user.id, permissions)),
    total: total?.n ?? 0,
    page: filter.page,
    page_size: filter.page_size,
  };
}

/** The views of some accounts the caller may see, in id order. */
export async function accountViews(db: DbOrTx, ctx: TenantRequestContext, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const where: SQL | undefined = and(
    accountAccess(db, ctx.user, ctx.tenant),
    inArray(socialAccounts.id, [...ids]),
  );
  const rows = await selectViews(db).where(where).orderBy(asc(socialAccounts.id));
  const permissions = await callerSocialPermissions(db, ctx);
  return rows.map((row) => present(row, ctx.user.id, permissions));
}

import type { SocialNetwork } from '@herald/contract';
import { and, asc, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { socialAccounts } from '../../../db/schema/index.js';
import type { SessionUser, TenantContext } from '../../../http/context.js';
import { accountAccess } from '../../perm/index.js';

/** Who a report is read for: the caller's user and standing in the game (a request's, or a job's). */
export interface Viewer {
  user: SessionUser;
  tenant: TenantContext;
}

/** An account as report rows name it. */
export interface AccountRef {
  account_id: number;
  name: string;
  network: SocialNetwork;
  avatar_url: string | null;
  emulated: boolean;
}

/** The accounts a report covers, by id. */
export interface ReportAccounts {
  gameId: number;
  byId: Map<number, AccountRef>;
  ids: number[];
}

/**
 * The accounts a report covers: those the viewer may see (perm's rule: every account of the game for a
 * game admin), narrowed to the asked networks and accounts. An asked account the viewer may not see is
 * simply not covered.
 */
export async function reportAccounts(
  db: DbOrTx,
  viewer: Viewer,
  narrow: {
    platforms?: readonly SocialNetwork[] | undefined;
    account_ids?: readonly number[] | undefined;
  } = {},
): Promise<ReportAccounts> {
  const conditions: SQL[] = [accountAccess(db, viewer.user, viewer.tenant)];
  if (narrow.platforms) conditions.push(inArray(socialAccounts.socialChannel, [...narrow.platforms]));
  if (narrow.account_ids) conditions.push(inArray(socialAccounts.id, [...narrow.account_ids]));
  const rows = await db
    .select({
      account_id: socialAccounts.id,
      name: sql<string>`coalesce(${socialAccounts.remark}, ${socialAccounts.socialAccount})`,
      network: socialAccounts.socialChannel,
      avatar_url: socialAccounts.avatarUrl,
      emulated: socialAccounts.emulated,
    })
    .from(socialAccounts)
    .where(and(...conditions))
    .orderBy(asc(socialAccounts.socialChannel), asc(socialAccounts.socialAccount));
  return {
    gameId: viewer.tenant.gameId,
    byId: new Map(rows.map((row) => [row.account_id, row])),
    ids: rows.map((row) => row.account_id),
  };
}

/** `column = any(the covered accounts)`, as one array parameter. */
export function accountIn(column: SQL, accounts: ReportAccounts): SQL {
  return sql`${column} = any(${`{${accounts.ids.join(',')}}`}::int[])`;
}

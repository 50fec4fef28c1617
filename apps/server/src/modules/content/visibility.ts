import { and, eq, exists, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contents, contentTargets, socialAccounts } from '../../db/schema/index.js';
import type { TenantRequestContext } from '../../http/context.js';
import { accountAccess } from '../perm/index.js';

/**
 * The contents of the caller's game they may see: their own, those without accounts yet, and those
 * going to at least one account they may see (publishing groups restrict accounts, and so posts).
 */
export function visibleContents(db: DbOrTx, ctx: TenantRequestContext): SQL {
  const throughAccount = db
    .select({ one: sql`1` })
    .from(contentTargets)
    .innerJoin(socialAccounts, eq(socialAccounts.id, contentTargets.accountId))
    .where(and(eq(contentTargets.contentId, contents.id), accountAccess(db, ctx.user, ctx.tenant)));
  const anyTarget = db
    .select({ one: sql`1` })
    .from(contentTargets)
    .where(eq(contentTargets.contentId, contents.id));
  return and(
    eq(contents.gameId, ctx.tenant.gameId),
    or(eq(contents.authorId, ctx.user.id), exists(throughAccount), sql`not ${exists(anyTarget)}`),
  ) as SQL;
}

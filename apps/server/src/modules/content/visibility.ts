import { and, eq, inArray, notInArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contents, contentTargets, socialAccounts } from '../../db/schema/index.js';
import type { TenantRequestContext } from '../../http/context.js';
import { accountAccess } from '../perm/index.js';

/**
 * The contents of the caller's game they may see: their own, those without accounts yet, and those
 * going to at least one account they may see (publishing groups restrict accounts, and so posts).
 * Game and platform admins may see every account, so every content of the game.
 *
 * Shaped for the planner: each id set is an uncorrelated subquery that PostgreSQL runs once and
 * hashes (a hashed SubPlan), instead of a correlated EXISTS per row whose cost estimate made it JIT
 * every list and calendar query (issue #13).
 */
export function visibleContents(db: DbOrTx, ctx: TenantRequestContext): SQL {
  const inGame = eq(contents.gameId, ctx.tenant.gameId);
  if (ctx.tenant.isGameAdmin) return inGame;
  const throughAccount = db
    .select({ id: contentTargets.contentId })
    .from(contentTargets)
    .innerJoin(socialAccounts, eq(socialAccounts.id, contentTargets.accountId))
    .where(accountAccess(db, ctx.user, ctx.tenant));
  // content_id is never null, so NOT IN means "has no target" (no NULL trap).
  const targeted = db
    .select({ id: contentTargets.contentId })
    .from(contentTargets)
    .where(eq(contentTargets.gameId, ctx.tenant.gameId));
  return and(
    inGame,
    or(
      eq(contents.authorId, ctx.user.id),
      inArray(contents.id, throughAccount),
      notInArray(contents.id, targeted),
    ),
  ) as SQL;
}

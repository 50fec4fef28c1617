import { and, eq, type SQL, sql } from 'drizzle-orm';
import { tasks, todos } from '../../../db/schema/index.js';
import type { TenantRequestContext } from '../../../http/context.js';
import { outer } from '../rules/columns.js';

/** A lead (assign_manage) sees and runs every task and to-do of the game. */
export function isManager(ctx: TenantRequestContext): boolean {
  return ctx.tenant.resources.has('assign_manage');
}

/**
 * The tasks the caller may see (SPEC §6): a lead every task of the game; anyone else the tasks they
 * received (a to-do of theirs). What the caller may not see answers not_found, as if it did not exist.
 */
export function visibleTasks(ctx: TenantRequestContext): SQL {
  const inGame = eq(tasks.gameId, ctx.tenant.gameId);
  if (isManager(ctx)) return inGame;
  const received = sql`exists (select 1 from ${todos} where ${todos.taskId} = ${outer(tasks.id)}
    and ${todos.receiverId} = ${ctx.user.id})`;
  return and(inGame, received) as SQL;
}

/** The to-dos the caller may see: a lead every to-do of the game, anyone else their own. */
export function visibleTodos(ctx: TenantRequestContext): SQL {
  const inGame = eq(todos.gameId, ctx.tenant.gameId);
  return isManager(ctx) ? inGame : (and(inGame, eq(todos.receiverId, ctx.user.id)) as SQL);
}

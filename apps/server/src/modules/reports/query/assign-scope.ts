import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { rowsOf } from '../../../db/rows.js';
import { AppError } from '../../../http/errors.js';
import { intArray } from './post-filter.js';
import type { Viewer } from './scope.js';

/**
 * Whose tasks and to-dos an assign report counts. The reports module reads the assign tables
 * (tasks, todos, todo_links, task_labels) through SQL, as it reads contents and feeds; it never uses
 * the assign module. A caller holding `assign_manage` counts every to-do of the game; anyone else only
 * the to-dos they received, and so only the tasks they received.
 */
export interface AssignScope {
  gameId: number;
  userId: number;
  manager: boolean;
}

export function assignScope(viewer: Viewer): AssignScope {
  return {
    gameId: viewer.tenant.gameId,
    userId: viewer.user.id,
    manager: viewer.tenant.resources.has('assign_manage'),
  };
}

/**
 * The tasks reports count, on `tasks tk`: the game's handed-out tasks (published or ended). Drafts
 * have no to-dos yet and deleted tasks have vanished from every list.
 */
export function countedTasks(scope: AssignScope): SQL {
  return sql`tk.game_id = ${scope.gameId} and tk.status in ('published', 'ended')`;
}

/** The to-dos the caller counts, on `todos td`: every one for a manager, else their own. */
export function countedTodos(scope: AssignScope): SQL {
  return scope.manager
    ? sql`td.game_id = ${scope.gameId}`
    : sql`td.game_id = ${scope.gameId} and td.receiver_id = ${scope.userId}`;
}

/**
 * Every label of the game with each of its ancestors and itself, as rows `(id, anc)` — a recursive walk
 * up the tree (labels nest at most LABEL_MAX_LEVEL deep) on the parent index. A task under a label
 * counts for that label and every label above it.
 */
export function labelAncestors(gameId: number): SQL {
  return sql`(with recursive up(id, anc) as (
      select id, id from task_labels where game_id = ${gameId}
      union all
      select up.id, p.parent_id from up join task_labels p on p.id = up.anc where p.parent_id is not null
    ) select id, anc from up)`;
}

/** `tk.label_id` is one of the labels or below one of them. */
export function underLabels(gameId: number, labelIds: readonly number[]): SQL {
  return sql`tk.label_id in (select id from ${labelAncestors(gameId)} as la where la.anc = any(${intArray(labelIds)}))`;
}

/**
 * The posts linked to counted to-dos of counted tasks that pass `tasks` (a condition on `tk`), as rows
 * `(post_id, task_id, label_id)`; a post is linked to at most one to-do at a time. A link's to-do is of
 * the link's game (todo_links_todo_game_fk), so a lead, who counts every to-do of the game, reads the
 * links without their to-dos.
 */
export function linkedPosts(scope: AssignScope, tasks: SQL = sql`true`): SQL {
  const todos = scope.manager ? sql`` : sql` join todos td on td.id = l.todo_id and ${countedTodos(scope)}`;
  return sql`(select l.post_id, tk.id as task_id, tk.label_id
    from todo_links l
    join tasks tk on tk.id = l.task_id${todos}
    where l.game_id = ${scope.gameId} and l.state = 'linked' and ${countedTasks(scope)} and ${tasks})`;
}

/** The report post is one of the linked posts (a condition on `report_posts rp`). */
export function isLinked(scope: AssignScope, tasks: SQL = sql`true`): SQL {
  return sql`rp.post_id in (select lp.post_id from ${linkedPosts(scope, tasks)} as lp)`;
}

/** Labels named by a report must be the game's (another game's label is not found). */
export async function checkLabels(
  db: DbOrTx,
  scope: AssignScope,
  labelIds: readonly number[],
): Promise<void> {
  if (labelIds.length === 0) return;
  const ids = [...new Set(labelIds)];
  const [row] = rowsOf(
    await db.execute(sql`select count(*)::int as n from task_labels
      where game_id = ${scope.gameId} and id = any(${intArray(ids)})`),
  );
  if (Number(row?.n ?? 0) !== ids.length) throw new AppError('not_found');
}

/**
 * Tasks named by a report must be ones the caller may see: handed out in this game and, for a caller
 * without assign_manage, received by them. Any other answers not found, never revealing it exists.
 */
export async function checkTasks(db: DbOrTx, scope: AssignScope, taskIds: readonly number[]): Promise<void> {
  const ids = [...new Set(taskIds)];
  const own = scope.manager
    ? sql`true`
    : sql`exists (select 1 from todos td where td.task_id = tk.id and ${countedTodos(scope)})`;
  const [row] = rowsOf(
    await db.execute(sql`select count(*)::int as n from tasks tk
      where ${countedTasks(scope)} and tk.id = any(${intArray(ids)}) and ${own}`),
  );
  if (Number(row?.n ?? 0) !== ids.length) throw new AppError('not_found');
}

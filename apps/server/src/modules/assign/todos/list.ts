import type { Todo, todoListInput } from '@herald/contract';
import { and, asc, count, desc, eq, ilike, inArray, ne, not, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.js';
import { tasks, todos } from '../../../db/schema/index.js';
import type { TenantRequestContext } from '../../../http/context.js';
import { todoOverdue } from '../rules/timing.js';
import { likePattern } from '../tasks/filters.js';
import { isManager } from '../tasks/visibility.js';
import { presentTodos, todoColumns } from './present.js';

type TodoListInput = z.output<typeof todoListInput>;

/**
 * A receiver's to-dos — the caller's own, or, for a lead, the receiver they name — of tasks not
 * deleted, filtered. Open ones (pending on a published task) first, then by deadline, by page.
 */
export async function listTodos(
  db: DbOrTx,
  ctx: TenantRequestContext,
  input: TodoListInput,
  now = new Date(),
): Promise<{ list: Todo[]; total: number; page: number; page_size: number }> {
  const receiver = isManager(ctx) && input.receiver_id !== undefined ? input.receiver_id : ctx.user.id;
  const where = and(
    eq(todos.gameId, ctx.tenant.gameId),
    eq(todos.receiverId, receiver),
    ne(tasks.status, 'deleted'),
    input.status?.length ? inArray(todos.status, input.status) : undefined,
    input.overdue === undefined ? undefined : input.overdue ? todoOverdue(now) : not(todoOverdue(now)),
    input.keyword ? ilike(tasks.name, likePattern(input.keyword)) : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(todos)
    .innerJoin(tasks, eq(tasks.id, todos.taskId))
    .where(where);
  const reads = await db
    .select(todoColumns(now))
    .from(todos)
    .innerJoin(tasks, eq(tasks.id, todos.taskId))
    .where(where)
    .orderBy(
      desc(sql`(${todos.status} = 'pending' and ${tasks.status} = 'published')`),
      asc(tasks.deadline),
      asc(todos.id),
    )
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  return {
    list: await presentTodos(db, ctx.tenant.gameId, reads),
    total: total?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  };
}

import { TODO_LINKS_MAX, type TodoDetail } from '@herald/contract';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { accountPosts, todoLinks } from '../../../db/schema/index.js';
import type { TenantRequestContext } from '../../../http/context.js';
import { AppError, isUniqueViolation } from '../../../http/errors.js';
import type { AssignDeps } from '../deps.js';
import { assertTodoEvent } from '../rules/machine.js';
import type { TaskRow } from '../tasks/store.js';
import { ownTodo } from './access.js';
import { receiverAccountIds } from './accounts.js';
import { todoDetail } from './detail.js';
import { linkStates } from './link-posts.js';
import type { TodoRow } from './present.js';

type Step = (tx: Tx, todo: TodoRow, task: TaskRow) => Promise<void>;

/** Runs a link change on the caller's own pending to-do of a published task, under their locks. */
async function onOpenTodo(
  deps: AssignDeps,
  ctx: TenantRequestContext,
  id: number,
  step: Step,
): Promise<TodoDetail> {
  try {
    await deps.db.transaction(async (tx) => {
      const { todo, task } = await ownTodo(tx, ctx, id);
      assertTodoEvent('todo_link', task.status, todo.status);
      await step(tx, todo, task);
    });
  } catch (error) {
    // A post linked to another to-do meanwhile (the one-linked-post index): as if it were seen linked.
    if (isUniqueViolation(error)) throw new AppError('post_linked_elsewhere', { cause: error });
    throw error;
  }
  return todoDetail(deps.db, ctx, id);
}

/**
 * Links published posts of the receiver's accounts to their to-do. Only a post no to-do has (nolink,
 * unlink, or a proposal being confirmed) can be linked: one linked elsewhere answers
 * post_linked_elsewhere; one already linked here stays so. A post that is not the receiver's is
 * unknown_reference; a to-do holds at most TODO_LINKS_MAX posts.
 */
export function linkPosts(
  deps: AssignDeps,
  ctx: TenantRequestContext,
  input: { id: number; post_ids: number[] },
): Promise<TodoDetail> {
  return onOpenTodo(deps, ctx, input.id, async (tx, todo, task) => {
    const wanted = [...new Set(input.post_ids)];
    const accounts = await receiverAccountIds(tx, task.gameId, todo.receiverId);
    const found = await tx
      .select({ id: accountPosts.id })
      .from(accountPosts)
      .where(and(inArray(accountPosts.id, wanted), inArray(accountPosts.accountId, accounts)));
    if (found.length !== wanted.length) throw new AppError('unknown_reference');
    const states = await linkStates(tx, { id: todo.id, taskId: task.id }, wanted);
    const fresh = wanted.filter((postId) => states.get(postId)?.status !== 'linked');
    if (
      fresh.some(
        (postId) => states.get(postId)?.status !== 'nolink' && states.get(postId)?.status !== 'unlink',
      )
    )
      throw new AppError('post_linked_elsewhere');
    const [held] = await tx
      .select({ n: count() })
      .from(todoLinks)
      .where(and(eq(todoLinks.todoId, todo.id), eq(todoLinks.state, 'linked')));
    if ((held?.n ?? 0) + fresh.length > TODO_LINKS_MAX) {
      throw new AppError('validation_failed', {
        issues: [{ path: 'post_ids', message: `at most ${TODO_LINKS_MAX} posts per to-do` }],
      });
    }
    if (fresh.length === 0) return;
    const now = new Date();
    await tx
      .insert(todoLinks)
      .values(
        fresh.map((postId) => ({
          gameId: task.gameId,
          taskId: task.id,
          todoId: todo.id,
          postId,
          state: 'linked' as const,
          actorId: ctx.user.id,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [todoLinks.todoId, todoLinks.postId],
        set: { state: 'linked', actorId: ctx.user.id, updatedAt: now },
      });
  });
}

/**
 * Takes a post back from the receiver's to-do (linked → unlink). On a post Herald proposes, it
 * dismisses the proposal: the post is not proposed to this to-do again. Any other post is not_found.
 */
export function unlinkPost(
  deps: AssignDeps,
  ctx: TenantRequestContext,
  input: { id: number; post_id: number },
): Promise<TodoDetail> {
  return onOpenTodo(deps, ctx, input.id, async (tx, todo) => {
    const [row] = await tx
      .select({ state: todoLinks.state })
      .from(todoLinks)
      .where(and(eq(todoLinks.todoId, todo.id), eq(todoLinks.postId, input.post_id)));
    if (row?.state !== 'linked' && row?.state !== 'proposed') throw new AppError('not_found');
    await tx
      .update(todoLinks)
      .set({
        state: sql`case when ${todoLinks.state} = 'linked' then 'unlinked' else 'dismissed' end`,
        actorId: ctx.user.id,
        updatedAt: new Date(),
      })
      .where(and(eq(todoLinks.todoId, todo.id), eq(todoLinks.postId, input.post_id)));
  });
}

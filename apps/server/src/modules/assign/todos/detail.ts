import type { TodoDetail } from '@herald/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { tasks, todos } from '../../../db/schema/index.js';
import type { TenantRequestContext } from '../../../http/context.js';
import { AppError } from '../../../http/errors.js';
import { presentTasks, taskColumns } from '../tasks/present.js';
import { questionsOf } from '../tasks/questions.js';
import { visibleTodos } from '../tasks/visibility.js';
import { linkedPosts } from './link-posts.js';
import { presentTodos, todoColumns } from './present.js';

/**
 * One to-do the caller may see, with its task, its linked posts and their figures, the brief's
 * questions, and what the caller may do now: its receiver acts on it while it is pending and the task
 * published (completing also needs a linked post), and asks about the brief while the task is open.
 */
export async function todoDetail(
  db: DbOrTx,
  ctx: TenantRequestContext,
  id: number,
  now = new Date(),
): Promise<TodoDetail> {
  const [read] = await db
    .select(todoColumns(now))
    .from(todos)
    .innerJoin(tasks, eq(tasks.id, todos.taskId))
    .where(and(visibleTodos(ctx), eq(todos.id, id)));
  if (!read) throw new AppError('not_found');
  const taskReads = await db.select(taskColumns(now)).from(tasks).where(eq(tasks.id, read.task.id));
  const [[todo], [task], linked, questions] = await Promise.all([
    presentTodos(db, ctx.tenant.gameId, [read]),
    presentTasks(db, ctx.tenant.gameId, taskReads, now),
    linkedPosts(db, { id: read.todo.id, taskId: read.task.id }),
    questionsOf(db, [read.task.id]),
  ]);
  if (!todo || !task) throw new AppError('not_found');
  const mine = read.todo.receiverId === ctx.user.id;
  const published = read.task.status === 'published';
  const open = mine && published && read.todo.status === 'pending';
  return {
    todo,
    task,
    linked,
    questions,
    can: { complete: open && linked.length > 0, reject: open, link: open, ask: mine && published },
  };
}

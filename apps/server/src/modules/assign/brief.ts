import type { BriefStatus, TaskQuestion } from '@herald/contract';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { taskQuestions, tasks, todos } from '../../db/schema/index.js';
import type { TenantRequestContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import type { AssignDeps } from './deps.js';
import { tell } from './notify/tell.js';
import { assertTaskEvent } from './rules/machine.js';
import { questionOf } from './tasks/questions.js';
import { recordEvent, taskFor } from './tasks/store.js';
import { visibleTasks } from './tasks/visibility.js';

/**
 * The brief's status (SPEC §4 brief), kept on the task: init with no question, pending while any is
 * pending, else the status of the last one answered.
 */
async function settleBrief(tx: DbOrTx, taskId: number): Promise<void> {
  const [pending] = await tx
    .select({ id: taskQuestions.id })
    .from(taskQuestions)
    .where(and(eq(taskQuestions.taskId, taskId), eq(taskQuestions.status, 'pending')))
    .limit(1);
  const [last] = pending
    ? []
    : await tx
        .select({ status: taskQuestions.status })
        .from(taskQuestions)
        .where(and(eq(taskQuestions.taskId, taskId), isNotNull(taskQuestions.answeredAt)))
        .orderBy(desc(taskQuestions.answeredAt), desc(taskQuestions.id))
        .limit(1);
  const status: BriefStatus = pending ? 'pending' : (last?.status ?? 'init');
  await tx.update(tasks).set({ briefStatus: status }).where(eq(tasks.id, taskId));
}

/**
 * A receiver asks about the brief of a published task they received; the task's creator is told. A
 * task the caller cannot see is not_found; a lead who did not receive it has no to-do to ask from.
 */
export async function askQuestion(
  deps: AssignDeps,
  ctx: TenantRequestContext,
  input: { task_id: number; question: string },
): Promise<TaskQuestion> {
  const now = new Date();
  const id = await deps.db.transaction(async (tx) => {
    const [seen] = await tx
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(visibleTasks(ctx), eq(tasks.id, input.task_id)));
    if (!seen) throw new AppError('not_found');
    const task = await taskFor(tx, ctx.tenant.gameId, seen.id, { lock: true });
    const [todo] = await tx
      .select({ id: todos.id })
      .from(todos)
      .where(and(eq(todos.taskId, task.id), eq(todos.receiverId, ctx.user.id)));
    if (!todo) throw new AppError('no_app_permission');
    assertTaskEvent('change_task', task.status);
    const [question] = await tx
      .insert(taskQuestions)
      .values({
        gameId: task.gameId,
        taskId: task.id,
        askerId: ctx.user.id,
        question: input.question,
        askedAt: now,
      })
      .returning({ id: taskQuestions.id });
    if (!question) throw new Error('question not inserted');
    await settleBrief(tx, task.id);
    await recordEvent(tx, task, {
      event: 'brief_asked',
      actorId: ctx.user.id,
      todoId: todo.id,
      at: now,
      detail: { question_id: question.id, question: input.question },
    });
    await tell(
      tx,
      deps,
      [task.creatorId],
      {
        gameId: task.gameId,
        kind: 'assign_brief_asked',
        params: { task: task.name, task_id: task.id, asker: ctx.user.name, question: input.question },
      },
      ctx.user.id,
    );
    return question.id;
  });
  const question = await questionOf(deps.db, id);
  if (!question) throw new AppError('not_found');
  return question;
}

/**
 * A lead resolves or rejects a pending question with an answer (brief_decided once answered); the
 * asker is told. A question of another game is not_found.
 */
export async function answerQuestion(
  deps: AssignDeps,
  ctx: TenantRequestContext,
  input: { id: number; status: 'resolved' | 'rejected'; answer: string },
): Promise<TaskQuestion> {
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ taskId: taskQuestions.taskId })
      .from(taskQuestions)
      .where(and(eq(taskQuestions.gameId, ctx.tenant.gameId), eq(taskQuestions.id, input.id)));
    if (!found) throw new AppError('not_found');
    const task = await taskFor(tx, ctx.tenant.gameId, found.taskId, { lock: true });
    if (task.status === 'deleted') throw new AppError('task_deleted');
    const [question] = await tx
      .select()
      .from(taskQuestions)
      .where(eq(taskQuestions.id, input.id))
      .for('update');
    if (!question) throw new AppError('not_found');
    if (question.status !== 'pending') throw new AppError('brief_decided');
    await tx
      .update(taskQuestions)
      .set({ status: input.status, answer: input.answer, answeredBy: ctx.user.id, answeredAt: now })
      .where(eq(taskQuestions.id, question.id));
    await settleBrief(tx, task.id);
    await recordEvent(tx, task, {
      event: input.status === 'resolved' ? 'brief_resolved' : 'brief_rejected',
      actorId: ctx.user.id,
      at: now,
      detail: { question_id: question.id, answer: input.answer },
    });
    const [asked] = await tx
      .select({ todoId: todos.id })
      .from(todos)
      .where(and(eq(todos.taskId, task.id), eq(todos.receiverId, question.askerId)));
    await tell(
      tx,
      deps,
      [question.askerId],
      {
        gameId: task.gameId,
        kind: 'assign_brief_answered',
        params: {
          task: task.name,
          task_id: task.id,
          status: input.status,
          answer: input.answer,
          ...(asked ? { todo_id: asked.todoId } : {}),
        },
      },
      ctx.user.id,
    );
  });
  const question = await questionOf(deps.db, input.id);
  if (!question) throw new AppError('not_found');
  return question;
}

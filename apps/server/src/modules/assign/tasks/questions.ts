import type { TaskQuestion } from '@herald/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { taskQuestions } from '../../../db/schema/index.js';
import { memberRefsOf } from './receivers.js';

export type QuestionRow = typeof taskQuestions.$inferSelect;

/** Questions as the contract shows them, with who asked and who answered. */
export async function presentQuestions(db: DbOrTx, rows: readonly QuestionRow[]): Promise<TaskQuestion[]> {
  const members = await memberRefsOf(db, [
    ...rows.map((row) => row.askerId),
    ...rows.flatMap((row) => (row.answeredBy === null ? [] : [row.answeredBy])),
  ]);
  const someone = (id: number) => members.get(id) ?? { user_id: id, name: '', email: '' };
  return rows.map((row) => ({
    id: row.id,
    task_id: row.taskId,
    asker: someone(row.askerId),
    question: row.question,
    status: row.status,
    answer: row.answer,
    answered_by: row.answeredBy === null ? null : someone(row.answeredBy),
    asked_at: row.askedAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
  }));
}

/** The brief questions of tasks, oldest first (a thread), by task. */
export async function questionsOf(db: DbOrTx, taskIds: readonly number[]): Promise<TaskQuestion[]> {
  if (taskIds.length === 0) return [];
  const rows = await db
    .select()
    .from(taskQuestions)
    .where(inArray(taskQuestions.taskId, [...taskIds]))
    .orderBy(asc(taskQuestions.askedAt), asc(taskQuestions.id));
  return presentQuestions(db, rows);
}

/** One question, presented. */
export async function questionOf(db: DbOrTx, id: number): Promise<TaskQuestion | undefined> {
  const rows = await db.select().from(taskQuestions).where(eq(taskQuestions.id, id));
  const [question] = await presentQuestions(db, rows);
  return question;
}

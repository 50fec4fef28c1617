import { type SQL, sql } from 'drizzle-orm';
import { tasks, todos } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { outer } from './columns.js';

/**
 * Deadlines (SPEC §4): an instant chosen as a wall-clock time in the task's zone. Overdue and due soon
 * are answered by the database, in the queries that list and filter, so a filter and the page it
 * pages through agree; these are the only definitions of both.
 */

/** An instant as a query parameter both drivers read the same way. */
export function instant(at: Date): SQL {
  return sql`${at.toISOString()}::timestamptz`;
}

/** Refuses a deadline that is not after now or falls before the post period starts. */
export function assertDeadline(deadline: Date, periodStart: Date, now: Date): void {
  if (deadline.getTime() > now.getTime() && deadline.getTime() >= periodStart.getTime()) return;
  throw new AppError('deadline_invalid', {
    issues: [{ path: 'fields.deadline', message: 'deadline_invalid' }],
  });
}

/**
 * A task past its deadline whose pending to-dos are overdue: still published with the deadline gone
 * (the sweep has not ended it yet), or ended by expiry. An abandoned task's pending to-dos closed with
 * it and are not overdue.
 */
function pastDeadline(now: Date): SQL {
  return sql`((${tasks.status} = 'published' and ${tasks.deadline} < ${instant(now)})
    or (${tasks.status} = 'ended' and ${tasks.endReason} = 'expired'))`;
}

/** The joined to-do is overdue: pending while its task is past the deadline (read with `tasks`). */
export function todoOverdue(now: Date): SQL<boolean> {
  return sql<boolean>`(${todos.status} = 'pending' and ${pastDeadline(now)})`;
}

/** The task has overdue to-dos. */
export function taskOverdue(now: Date): SQL<boolean> {
  return sql<boolean>`(${pastDeadline(now)} and exists (select 1 from ${todos}
    where ${todos.taskId} = ${outer(tasks.id)} and ${todos.status} = 'pending'))`;
}

/** Published, not past the deadline, and inside the reminder window before it. */
export function taskDueSoon(now: Date): SQL<boolean> {
  return sql<boolean>`(${tasks.status} = 'published' and ${tasks.remindHours} is not null
    and ${tasks.deadline} >= ${instant(now)}
    and ${tasks.deadline} - ${tasks.remindHours} * interval '1 hour' <= ${instant(now)})`;
}

import type { ErrorId, TaskEvent, TaskStatus, TodoStatus } from '@herald/contract';
import { AppError } from '../../../http/errors.js';

/**
 * The task and to-do state machines of SPEC §4, as tables: which status each event starts from and
 * where it leads, and what a refused one tells the user. docs/assign.md shows the same tables with who
 * is told.
 */

interface Move {
  from: TaskStatus | null;
  to: TaskStatus;
}

export const taskMoves = {
  new_draft: { from: null, to: 'drafted' },
  new_assign: { from: null, to: 'published' },
  edit_draft: { from: 'drafted', to: 'drafted' },
  delete_draft: { from: 'drafted', to: 'deleted' },
  publish_draft: { from: 'drafted', to: 'published' },
  add_receivers: { from: 'published', to: 'published' },
  change_task: { from: 'published', to: 'published' },
  abandon_task: { from: 'published', to: 'ended' },
  task_expired: { from: 'published', to: 'ended' },
  delete_task: { from: 'ended', to: 'deleted' },
} as const satisfies Record<TaskEvent, Move>;

/** Why an event cannot happen to a task in this status (the SPEC §8 task messages). */
function taskRefusal(event: TaskEvent, status: TaskStatus): ErrorId {
  if (status === 'deleted') return 'task_deleted';
  if (taskMoves[event].from === 'drafted') return 'task_not_draft';
  // Only deleting starts from ended: a published task cannot be deleted.
  if (status === 'published') return 'task_published_undeletable';
  return status === 'drafted' ? 'task_not_published' : 'task_ended';
}

/** Refuses an event the task's status does not allow, with the message the user should see. */
export function assertTaskEvent(event: TaskEvent, status: TaskStatus): TaskStatus {
  const move: Move = taskMoves[event];
  if (move.from !== status) throw new AppError(taskRefusal(event, status));
  return move.to;
}

/** Which delete a task's status makes: a draft's or an ended task's (a published one is refused). */
export function deleteEventOf(status: TaskStatus): 'delete_draft' | 'delete_task' {
  if (status === 'drafted') return 'delete_draft';
  assertTaskEvent('delete_task', status);
  return 'delete_task';
}

/** What happens to a to-do: completed or rejected by its receiver; linking keeps it pending. */
export type TodoEvent = 'todo_completed' | 'todo_rejected' | 'todo_link';

export const todoMoves = {
  todo_completed: { from: 'pending', to: 'completed' },
  todo_rejected: { from: 'pending', to: 'rejected' },
  todo_link: { from: 'pending', to: 'pending' },
} as const satisfies Record<TodoEvent, { from: TodoStatus; to: TodoStatus }>;

/**
 * Refuses a receiver's action unless the task is published and the to-do pending: the task's state is
 * told first (an ended task's to-do says the task ended, whatever the to-do's own state).
 */
export function assertTodoEvent(event: TodoEvent, task: TaskStatus, todo: TodoStatus): TodoStatus {
  if (task !== 'published') throw new AppError(taskRefusal('change_task', task));
  if (todo === 'completed') throw new AppError('todo_completed');
  if (todo === 'rejected') throw new AppError('todo_rejected');
  return todoMoves[event].to;
}

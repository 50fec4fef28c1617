import type { ErrorId, TodoDetail } from '@herald/contract';

/**
 * Why a to-do can no longer be acted on, as the spec's task messages say it (SPEC §8: Task not
 * published, ended, deleted, completed, rejected): the to-do's own end first, then its task's.
 */
export function closedReason(detail: Pick<TodoDetail, 'todo' | 'task'>): ErrorId | null {
  if (detail.todo.status === 'completed') return 'todo_completed';
  if (detail.todo.status === 'rejected') return 'todo_rejected';
  switch (detail.task.status) {
    case 'drafted':
      return 'task_not_published';
    case 'ended':
      return 'task_ended';
    case 'deleted':
      return 'task_deleted';
    case 'published':
      return null;
    default:
      return detail.task.status satisfies never;
  }
}

import { apiPaths } from '@herald/contract';

/**
 * The cached reads each kind of write changes. A task write changes its lists, its detail, the
 * gantt and the to-dos it hands out; a to-do write changes the to-do, its task's counts and the
 * link list; a label write changes the tree and the labels shown on tasks.
 */
export const taskReads = [
  apiPaths.assignTask.list,
  apiPaths.assignTask.detail,
  apiPaths.assignTask.gantt,
  apiPaths.assignTodo.list,
  apiPaths.assignTodo.detail,
  apiPaths.assignLabel.list,
] as const;

export const todoReads = [
  apiPaths.assignTodo.list,
  apiPaths.assignTodo.detail,
  apiPaths.assignTodo.links,
  apiPaths.assignTask.list,
  apiPaths.assignTask.detail,
  apiPaths.assignTask.gantt,
] as const;

export const labelReads = [
  apiPaths.assignLabel.list,
  apiPaths.assignTask.list,
  apiPaths.assignTask.detail,
] as const;

export const templateReads = [apiPaths.assignTemplate.list, apiPaths.assignLabel.list] as const;

export const questionReads = [
  apiPaths.assignTask.detail,
  apiPaths.assignTodo.detail,
  apiPaths.assignTask.list,
] as const;

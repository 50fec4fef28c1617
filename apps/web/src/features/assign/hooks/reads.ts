import { api } from '@herald/contract';

/**
 * The cached reads each kind of write changes. A task write changes its lists, its detail, the
 * gantt and the to-dos it hands out; a to-do write changes the to-do, its task's counts and the
 * link list; a label write changes the tree and the labels shown on tasks.
 */
export const taskReads = [
  api.assignTask.list,
  api.assignTask.detail,
  api.assignTask.gantt,
  api.assignTodo.list,
  api.assignTodo.detail,
  api.assignLabel.list,
] as const;

export const todoReads = [
  api.assignTodo.list,
  api.assignTodo.detail,
  api.assignTodo.links,
  api.assignTask.list,
  api.assignTask.detail,
  api.assignTask.gantt,
] as const;

export const labelReads = [api.assignLabel.list, api.assignTask.list, api.assignTask.detail] as const;

export const templateReads = [api.assignTemplate.list, api.assignLabel.list] as const;

export const questionReads = [api.assignTask.detail, api.assignTodo.detail, api.assignTask.list] as const;

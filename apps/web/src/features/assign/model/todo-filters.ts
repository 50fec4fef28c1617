import { type TodoListInput, type TodoStatus, todoStatuses } from '@herald/contract';
import { enumParam, flagParam, idParam, numberParam, setParam } from './query.js';
import { DEFAULT_PAGE_SIZE } from './task-filters.js';

/** The to-do list's filters and page, as the URL query keeps them; no receiver means the caller's own. */
export interface TodoFilterValues {
  status: TodoStatus[];
  overdue: boolean;
  keyword: string;
  receiver_id: number | null;
  page: number;
  page_size: number;
}

const keys = {
  status: 'status',
  overdue: 'overdue',
  keyword: 'q',
  receiver_id: 'receiver',
  page: 'page',
  page_size: 'size',
} as const;

export function readTodoFilters(search: URLSearchParams): TodoFilterValues {
  return {
    status: enumParam(search, keys.status, todoStatuses),
    overdue: flagParam(search, keys.overdue),
    keyword: (search.get(keys.keyword) ?? '').trim().slice(0, 100),
    receiver_id: idParam(search, keys.receiver_id),
    page: numberParam(search, keys.page, 1, 100_000),
    page_size: numberParam(search, keys.page_size, DEFAULT_PAGE_SIZE, 200),
  };
}

export function writeTodoFilters(search: URLSearchParams, values: TodoFilterValues): URLSearchParams {
  const next = new URLSearchParams(search);
  setParam(next, keys.status, values.status);
  setParam(next, keys.overdue, values.overdue);
  setParam(next, keys.keyword, values.keyword);
  setParam(next, keys.receiver_id, values.receiver_id === null ? '' : values.receiver_id);
  setParam(next, keys.page, values.page, 1);
  setParam(next, keys.page_size, values.page_size, DEFAULT_PAGE_SIZE);
  return next;
}

/** What assign/todo/list receives; another receiver only for a lead (the server refuses others anyway). */
export function todoListRequest(values: TodoFilterValues, canManage: boolean): TodoListInput {
  return {
    page: values.page,
    page_size: values.page_size,
    ...(values.status.length > 0 ? { status: values.status } : {}),
    ...(values.overdue ? { overdue: true } : {}),
    ...(values.keyword !== '' ? { keyword: values.keyword } : {}),
    ...(canManage && values.receiver_id !== null ? { receiver_id: values.receiver_id } : {}),
  };
}

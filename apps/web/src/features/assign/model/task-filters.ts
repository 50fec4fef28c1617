import type { LabelNode, TaskListInput, TaskStatus } from '@herald/contract';
import { subtreeIds } from './labels.js';
import { enumParam, flagParam, idsParam, numberParam, setParam } from './query.js';

/** The statuses a task list may ask for (deleted tasks never show). */
export const listedTaskStatuses = ['drafted', 'published', 'ended'] as const satisfies readonly TaskStatus[];
export type ListedTaskStatus = (typeof listedTaskStatuses)[number];

/** The task list's filters and page, as the URL query keeps them. */
export interface TaskFilterValues {
  status: ListedTaskStatus[];
  label_ids: number[];
  receiver_ids: number[];
  keyword: string;
  urgent: boolean;
  overdue: boolean;
  page: number;
  page_size: number;
}

export const DEFAULT_PAGE_SIZE = 20;
/** The contract's limits of a page input (pageInputSchema). */
const PAGE_MAX = 100_000;
const PAGE_SIZE_MAX = 200;

/** Query parameter of each filter (short, so a shared link stays readable). */
const keys = {
  status: 'status',
  label_ids: 'label',
  receiver_ids: 'receiver',
  keyword: 'q',
  urgent: 'urgent',
  overdue: 'overdue',
  page: 'page',
  page_size: 'size',
} as const;

export function readTaskFilters(search: URLSearchParams): TaskFilterValues {
  return {
    status: enumParam(search, keys.status, listedTaskStatuses),
    label_ids: idsParam(search, keys.label_ids),
    receiver_ids: idsParam(search, keys.receiver_ids),
    keyword: (search.get(keys.keyword) ?? '').trim().slice(0, 100),
    urgent: flagParam(search, keys.urgent),
    overdue: flagParam(search, keys.overdue),
    page: numberParam(search, keys.page, 1, PAGE_MAX),
    page_size: numberParam(search, keys.page_size, DEFAULT_PAGE_SIZE, PAGE_SIZE_MAX),
  };
}

/** The query with the filters written in; other parameters (game, area) stay as they are. */
export function writeTaskFilters(search: URLSearchParams, values: TaskFilterValues): URLSearchParams {
  const next = new URLSearchParams(search);
  setParam(next, keys.status, values.status);
  setParam(next, keys.label_ids, values.label_ids);
  setParam(next, keys.receiver_ids, values.receiver_ids);
  setParam(next, keys.keyword, values.keyword);
  setParam(next, keys.urgent, values.urgent);
  setParam(next, keys.overdue, values.overdue);
  setParam(next, keys.page, values.page, 1);
  setParam(next, keys.page_size, values.page_size, DEFAULT_PAGE_SIZE);
  return next;
}

/** How many filters (beyond paging) are set. */
export function countTaskFilters(values: TaskFilterValues): number {
  return [
    values.status.length > 0,
    values.label_ids.length > 0,
    values.receiver_ids.length > 0,
    values.keyword !== '',
    values.urgent,
    values.overdue,
  ].filter(Boolean).length;
}

/**
 * What assign/task/list receives. A picked label stands for itself and every label below it, so
 * "Launch" also finds the tasks filed under "Launch / EU".
 */
export function taskListRequest(values: TaskFilterValues, labels: readonly LabelNode[]): TaskListInput {
  const labelIds = [...new Set(values.label_ids.flatMap((id) => subtreeIds(labels, id)))].slice(0, 50);
  return {
    page: values.page,
    page_size: values.page_size,
    ...(values.status.length > 0 ? { status: values.status } : {}),
    ...(labelIds.length > 0 ? { label_ids: labelIds } : {}),
    ...(values.receiver_ids.length > 0 ? { receiver_ids: values.receiver_ids.slice(0, 50) } : {}),
    ...(values.keyword !== '' ? { keyword: values.keyword } : {}),
    ...(values.urgent ? { urgent: true } : {}),
    ...(values.overdue ? { overdue: true } : {}),
  };
}

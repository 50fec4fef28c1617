import { useMemo } from 'react';
import { readTodoFilters, todoListRequest, writeTodoFilters } from '../model/todo-filters.js';
import { useUrlFilters } from './useUrlFilters.js';

/** The to-do list's filters and page, kept in the URL query. */
export function useTodoFilters(canManage: boolean) {
  const { values, set } = useUrlFilters(readTodoFilters, writeTodoFilters);
  const request = useMemo(() => todoListRequest(values, canManage), [values, canManage]);
  const filtered = values.status.length > 0 || values.overdue || values.keyword !== '';
  return { values, request, set, filtered };
}

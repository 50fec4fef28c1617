import { useCallback, useMemo } from 'react';
import {
  countTaskFilters,
  readTaskFilters,
  taskListRequest,
  writeTaskFilters,
} from '../model/task-filters.js';
import { useLabels } from './lookups.js';
import { useUrlFilters } from './useUrlFilters.js';

/**
 * The task list's filters and page, kept in the URL query: a link opens the same view and Back undoes
 * a change. The request waits for the label tree when labels are picked, since a label stands for its
 * whole subtree.
 */
export function useTaskFilters() {
  const { values, set } = useUrlFilters(readTaskFilters, writeTaskFilters);
  const { nodes, query: labels } = useLabels();
  const request = useMemo(() => taskListRequest(values, nodes), [values, nodes]);
  const clear = useCallback(
    () => set({ status: [], label_ids: [], receiver_ids: [], keyword: '', urgent: false, overdue: false }),
    [set],
  );
  const count = countTaskFilters(values);
  const ready = values.label_ids.length === 0 || labels.data !== undefined || labels.isError;
  return { values, request, set, clear, count, filtered: count > 0, ready };
}

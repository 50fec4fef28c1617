import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  countTaskFilters,
  readTaskFilters,
  type TaskFilterValues,
  taskListRequest,
  writeTaskFilters,
} from '../model/task-filters.js';
import { useLabels } from './lookups.js';

/**
 * The task list's filters and page, kept in the URL query: a link opens the same view and Back
 * undoes a change. A filter change starts again at page 1. The request waits for the label tree
 * when labels are picked, since a label stands for its whole subtree.
 */
export function useTaskFilters() {
  const [search, setSearch] = useSearchParams();
  const { nodes, query: labels } = useLabels();
  const key = writeTaskFilters(new URLSearchParams(), readTaskFilters(search)).toString();
  const values = useMemo(() => readTaskFilters(new URLSearchParams(key)), [key]);
  const request = useMemo(() => taskListRequest(values, nodes), [values, nodes]);
  const set = useCallback(
    (patch: Partial<TaskFilterValues>) =>
      setSearch((current) => {
        const now = readTaskFilters(current);
        const paging = 'page' in patch || 'page_size' in patch;
        return writeTaskFilters(current, { ...now, ...patch, page: paging ? (patch.page ?? now.page) : 1 });
      }),
    [setSearch],
  );
  const clear = useCallback(
    () => set({ status: [], label_ids: [], receiver_ids: [], keyword: '', urgent: false, overdue: false }),
    [set],
  );
  const count = countTaskFilters(values);
  const ready = values.label_ids.length === 0 || labels.data !== undefined || labels.isError;
  return { values, request, set, clear, count, filtered: count > 0, ready };
}

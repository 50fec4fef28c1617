import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type GanttView, readView, writeView } from '../model/view.js';

/**
 * The gantt's view (zoom, grouping, anchor day, filters) kept in the URL query: a link opens the same
 * view, and Back undoes a change. `view` stays the same object while the URL's view does not change.
 */
export function useGanttView() {
  const [search, setSearch] = useSearchParams();
  const key = writeView(new URLSearchParams(), readView(search)).toString();
  const view = useMemo(() => readView(new URLSearchParams(key)), [key]);
  const set = useCallback(
    (patch: Partial<GanttView>) =>
      setSearch((current) => writeView(current, { ...readView(current), ...patch })),
    [setSearch],
  );
  return { view, set };
}

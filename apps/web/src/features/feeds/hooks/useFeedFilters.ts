import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  countFilters,
  emptyFilters,
  type FeedFilterValues,
  readFilters,
  requestFilter,
  writeFilters,
} from '../model/filters.js';
import { useMe } from './useFeedLookups.js';

/**
 * The inbox's filters, kept in the URL query: a link opens the same view, and Back undoes a change.
 * `request` is what feeds/list receives, stable while the URL's filters do not change.
 */
export function useFeedFilters() {
  const [search, setSearch] = useSearchParams();
  const me = useMe();
  const myId = me?.user_id;
  const key = writeFilters(new URLSearchParams(), readFilters(search)).toString();
  const values = useMemo(() => readFilters(new URLSearchParams(key)), [key]);
  const request = useMemo(() => requestFilter(values, myId), [values, myId]);
  const replace = useCallback(
    (next: FeedFilterValues) => setSearch((current) => writeFilters(current, next)),
    [setSearch],
  );
  const set = useCallback(
    (patch: Partial<FeedFilterValues>) =>
      setSearch((current) => writeFilters(current, { ...readFilters(current), ...patch })),
    [setSearch],
  );
  const clear = useCallback(() => replace(emptyFilters), [replace]);
  const count = countFilters(values);
  // "Me" cannot be asked for before the caller is known; the list waits for it.
  const ready = !values.assignee_me || myId !== undefined;
  return { values, request, set, replace, clear, count, filtered: count > 0, ready, myId };
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

interface Paged {
  page: number;
  page_size: number;
}

/**
 * A list's filters and page kept in the URL query, read and written by the list's own functions (which
 * leave other parameters, the game and area, alone). Values stay the same object while the query's
 * filters do not change; any change other than paging starts again at page 1.
 */
export function useUrlFilters<V extends Paged>(
  read: (search: URLSearchParams) => V,
  write: (search: URLSearchParams, values: V) => URLSearchParams,
) {
  const [search, setSearch] = useSearchParams();
  const key = write(new URLSearchParams(), read(search)).toString();
  const values = useMemo(() => read(new URLSearchParams(key)), [key, read]);
  const set = useCallback(
    (patch: Partial<V>) =>
      setSearch((current) => {
        const now = read(current);
        const paging = 'page' in patch || 'page_size' in patch;
        return write(current, { ...now, ...patch, page: paging ? (patch.page ?? now.page) : 1 });
      }),
    [setSearch, read, write],
  );
  return { values, set };
}

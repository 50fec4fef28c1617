import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The material whose detail is open, kept in the URL query (`id`): a link from a notice, an e-mail or
 * the submit screen opens it, and Back closes it.
 */
export function useOpenMaterial() {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('id') ?? '';
  const id = /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const open = useCallback(
    (next: number) =>
      setSearch((current) => {
        const query = new URLSearchParams(current);
        query.set('id', String(next));
        return query;
      }),
    [setSearch],
  );
  const close = useCallback(
    () =>
      setSearch((current) => {
        const query = new URLSearchParams(current);
        query.delete('id');
        return query;
      }),
    [setSearch],
  );
  return { id, open, close };
}

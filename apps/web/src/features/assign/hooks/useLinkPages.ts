import { apiPaths, type PathOutput } from '@herald/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { queryKeyOf } from '../../../api/hooks.js';
import { type ApiError, call } from '../../../api/transport.js';
import type { LinkFilterValues } from '../model/link-filters.js';

type LinkPage = PathOutput<typeof apiPaths.assignTodo.links>;

/**
 * The receiver's published posts for a to-do, proposals first then newest, a page at a time by the
 * server's cursor. Keyed under assign/todo/links so a link or unlink refreshes it.
 */
export function useLinkPages(todoId: number | null, filters: LinkFilterValues) {
  const input = {
    todo_id: todoId ?? 0,
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(filters.account_ids.length > 0 ? { account_ids: filters.account_ids } : {}),
    proposed: filters.proposed,
  };
  return useInfiniteQuery<LinkPage, ApiError>({
    queryKey: [...queryKeyOf(apiPaths.assignTodo.links, input), 'pages'],
    queryFn: ({ pageParam, signal }) =>
      call(
        apiPaths.assignTodo.links,
        { ...input, cursor: pageParam === null ? null : String(pageParam) },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: todoId !== null,
  });
}

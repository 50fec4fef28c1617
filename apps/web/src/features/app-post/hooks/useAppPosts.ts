import { type AppPostStatus, apiPaths, type PathOutput } from '@herald/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { queryKeyOf } from '../../../api/hooks.js';
import { type ApiError, call } from '../../../api/transport.js';

type PostPage = PathOutput<typeof apiPaths.app.postList>;

export const PAGE_SIZE = 20;

/**
 * The caller's posts of one status, newest first, a page at a time. Keyed under app/post/list so the
 * share and link calls refresh it.
 */
export function useAppPosts(status: AppPostStatus) {
  const input = { page: 1, page_size: PAGE_SIZE, status };
  return useInfiniteQuery<PostPage, ApiError>({
    queryKey: [...queryKeyOf(apiPaths.app.postList, input), 'pages'],
    queryFn: ({ pageParam, signal }) =>
      call(apiPaths.app.postList, { ...input, page: Number(pageParam) }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
  });
}

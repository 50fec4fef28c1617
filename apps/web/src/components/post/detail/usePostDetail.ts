import { apiPaths } from '@herald/contract';
import { useApiQuery } from '../../../api/hooks.js';
import { runningStatuses } from '../status.js';

/** How often the page looks again while the pipeline works on the post. */
const FOLLOW_MS = 3000;

/** One post's detail, followed while it is publishing or deleting so outcomes appear as they land. */
export function usePostDetail(id: number | null) {
  return useApiQuery(
    apiPaths.post.detail,
    { id: id ?? 0 },
    {
      enabled: id !== null,
      refetchInterval: (query) => {
        const status = query.state.data?.post.status;
        return status && runningStatuses.includes(status) ? FOLLOW_MS : false;
      },
    },
  );
}

/** The post id of the address (`?id=`), or null when there is none usable. */
export function idOf(search: URLSearchParams): number | null {
  const value = Number(search.get('id'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

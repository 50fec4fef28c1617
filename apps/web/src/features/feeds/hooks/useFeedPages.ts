import { apiPaths, type Feed, type FeedFilterInput, type FeedPage } from '@herald/contract';
import { type QueryClient, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { queryKeyOf } from '../../../api/hooks.js';
import { type ApiError, call } from '../../../api/transport.js';
import { matchesFilter } from '../model/match.js';
import { type FeedPages, insertLate, prependArrived, replaceRows, rowsOf } from '../model/rows.js';

export const PAGE_SIZE = 50;
/** Newer pages asked in a row before the rest waits for the next arrival (a burst after a long outage). */
const NEWER_ROUNDS = 10;
/** Late arrivals read one by one at most; a larger burst (a backfill) shows with the next load. */
const LATE_MAX = 20;

/** Cache key of the inbox pages of one filter. */
export function feedPagesKey(filter: FeedFilterInput): unknown[] {
  return [...queryKeyOf(apiPaths.feeds.list, { filter, limit: PAGE_SIZE }), 'pages'];
}

/** Every cached inbox (whatever its filter): changed rows are replaced in all of them. */
export function replaceCachedRows(client: QueryClient, copies: readonly Feed[]): void {
  const byId = new Map(copies.map((feed) => [feed.id, feed]));
  client.setQueriesData<FeedPages>({ queryKey: [apiPaths.feeds.list.path] }, (data) =>
    data ? replaceRows(data, byId) : data,
  );
}

/**
 * The inbox of one filter, newest first, a page of 50 at a time by the `next` cursor (older), and
 * `loadNewer` to put what arrived since on top, by the `newest` cursor, without refetching the rest.
 */
export function useFeedPages(filter: FeedFilterInput, enabled = true) {
  const client = useQueryClient();
  const key = useMemo(() => feedPagesKey(filter), [filter]);
  const query = useInfiniteQuery<FeedPage, ApiError, FeedPages, unknown[], string | null>({
    queryKey: key,
    queryFn: ({ pageParam, signal }) =>
      call(
        apiPaths.feeds.list,
        { filter, cursor: pageParam, direction: 'older', limit: PAGE_SIZE },
        { signal },
      ),
    initialPageParam: null,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled,
    // Pages are never changed in place; comparing 100,000 loaded items on every fetch would cost more
    // than it saves.
    structuralSharing: false,
  });
  const rows = useMemo(() => rowsOf(query.data), [query.data]);

  // One newer fetch at a time; an arrival during it asks for another round after it.
  const running = useRef<Promise<number> | null>(null);
  const again = useRef(false);
  const loadNewer = useCallback(async (): Promise<number> => {
    if (running.current !== null) {
      again.current = true;
      return running.current;
    }
    const run = async () => {
      let added = 0;
      do {
        again.current = false;
        const data = client.getQueryData<FeedPages>(key);
        let cursor = data?.pages[0]?.newest ?? null;
        if (!data || cursor === null) {
          // Nothing shown yet: the first page itself is what is new.
          await client.invalidateQueries({ queryKey: key });
          return 0;
        }
        for (let round = 0; round < NEWER_ROUNDS; round += 1) {
          const page: FeedPage = await call(apiPaths.feeds.list, {
            filter,
            cursor,
            direction: 'newer',
            limit: PAGE_SIZE,
          });
          const before = rowsOf(client.getQueryData<FeedPages>(key)).length;
          client.setQueryData<FeedPages>(key, (current) =>
            current ? prependArrived(current, page.list, page.newest) : current,
          );
          added += rowsOf(client.getQueryData<FeedPages>(key)).length - before;
          if (page.list.length < PAGE_SIZE || page.newest === null || page.newest === cursor) break;
          cursor = page.newest;
        }
      } while (again.current);
      return added;
    };
    running.current = run().finally(() => {
      running.current = null;
    });
    return running.current;
  }, [client, filter, key]);

  /**
   * Arrivals the newer pages did not bring were written before the newest item shown (a poll finds
   * them late): each is read, and put at its place when it matches the filter and that place is loaded.
   */
  const placeLate = useCallback(
    async (ids: readonly number[]) => {
      const held = new Set(rowsOf(client.getQueryData<FeedPages>(key)).map((feed) => feed.id));
      const missing = ids.filter((id) => !held.has(id));
      if (missing.length === 0 || missing.length > LATE_MAX || filter.keyword) return;
      const answers = await Promise.allSettled(missing.map((id) => call(apiPaths.feeds.detail, { id })));
      const late = answers
        .flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value.feed] : []))
        .filter((feed) => matchesFilter(feed, filter) === true);
      client.setQueryData<FeedPages>(key, (current) =>
        current ? insertLate(current, late, (current.pages.at(-1)?.next ?? null) !== null) : current,
      );
    },
    [client, filter, key],
  );

  return { ...query, rows, loadNewer, placeLate };
}

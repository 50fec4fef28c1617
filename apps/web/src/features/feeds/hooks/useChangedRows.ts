import { apiPaths, type Feed } from '@herald/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeyOf } from '../../../api/hooks.js';
import { call } from '../../../api/transport.js';
import { replaceCachedRows } from './useFeedPages.js';

/** Changed rows read one by one at most; a larger change reloads the pages already shown instead. */
const ONE_BY_ONE_MAX = 50;
/** Item reads in flight at once. */
const PARALLEL = 5;

/**
 * Refreshes the rows a `changed` event names, where the list holds them: each is read again
 * (feeds/detail) and put in place, so the reader's place stays where it is; an open detail reloads.
 */
export function useChangedRows(loaded: readonly Feed[]) {
  const client = useQueryClient();
  return useCallback(
    async (ids: readonly number[]) => {
      const shown = new Set(loaded.map((feed) => feed.id));
      const wanted = ids.filter((id) => shown.has(id));
      for (const id of ids)
        void client.invalidateQueries({ queryKey: queryKeyOf(apiPaths.feeds.detail, { id }) });
      if (wanted.length === 0) return;
      if (wanted.length > ONE_BY_ONE_MAX) {
        await client.invalidateQueries({ queryKey: [apiPaths.feeds.list.path] });
        return;
      }
      const copies: Feed[] = [];
      for (let start = 0; start < wanted.length; start += PARALLEL) {
        const slice = wanted.slice(start, start + PARALLEL);
        const answers = await Promise.allSettled(slice.map((id) => call(apiPaths.feeds.detail, { id })));
        for (const answer of answers) if (answer.status === 'fulfilled') copies.push(answer.value.feed);
      }
      replaceCachedRows(client, copies);
    },
    [client, loaded],
  );
}

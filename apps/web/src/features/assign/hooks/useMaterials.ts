import { apiPaths, type StoredUpload } from '@herald/contract';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeyOf } from '../../../api/hooks.js';
import { type ApiError, call } from '../../../api/transport.js';

/** A task's material as the console knows it: the stored file, or why it could not be read. */
export type MaterialEntry =
  | { id: number; state: 'loading' }
  | { id: number; state: 'failed'; error: ApiError }
  | { id: number; state: 'ready'; file: StoredUpload };

/**
 * The files behind a task's material ids. Tasks carry only the ids (uploads of the game until the
 * material library lands), so each is read through upload/detail and cached for good: a stored
 * upload never changes.
 */
export function useMaterialFiles(ids: readonly number[]): MaterialEntry[] {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: queryKeyOf(apiPaths.upload.detail, { id }),
      queryFn: ({ signal }: { signal: AbortSignal }) => call(apiPaths.upload.detail, { id }, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    })),
    combine: (results) =>
      results.map((result, index): MaterialEntry => {
        const id = ids[index] ?? 0;
        if (result.data) return { id, state: 'ready', file: result.data };
        if (result.error) return { id, state: 'failed', error: result.error as ApiError };
        return { id, state: 'loading' };
      }),
  });
}

/** Puts files just uploaded into the cache, so the materials show them without asking again. */
export function useRememberFiles(): (files: readonly StoredUpload[]) => void {
  const client = useQueryClient();
  return useCallback(
    (files) => {
      for (const file of files)
        client.setQueryData(queryKeyOf(apiPaths.upload.detail, { id: file.id }), file);
    },
    [client],
  );
}

import type { EndpointPath, PathInput, PathOutput } from '@herald/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeyOf } from '../../../api/hooks.js';
import { type ApiError, call } from '../../../api/transport.js';

/**
 * A report read: nothing is asked while the scope is refused (`input` null); a new scope keeps the
 * last figures on screen until its own arrive.
 */
export function useReportQuery<E extends EndpointPath>(endpoint: E, input: PathInput<E> | null) {
  return useQuery<PathOutput<E>, ApiError>({
    queryKey: queryKeyOf(endpoint, input),
    queryFn: ({ signal }) =>
      input === null ? Promise.reject(new Error('report scope refused')) : call(endpoint, input, { signal }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}

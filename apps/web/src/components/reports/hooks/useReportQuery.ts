import type { Endpoint, EndpointInput, EndpointOutput } from '@herald/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeyOf } from '../../../api/hooks.js';
import { type ApiError, call } from '../../../api/transport.js';

/**
 * A report read: nothing is asked while the scope is refused (`input` null); a new scope keeps the
 * last figures on screen until its own arrive.
 */
export function useReportQuery<E extends Endpoint>(endpoint: E, input: EndpointInput<E> | null) {
  return useQuery<EndpointOutput<E>, ApiError>({
    queryKey: queryKeyOf(endpoint, input),
    queryFn: ({ signal }) =>
      input === null ? Promise.reject(new Error('report scope refused')) : call(endpoint, input, { signal }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}

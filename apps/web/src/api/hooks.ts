import { type EndpointPath, type PathInput, type PathOutput, usesGameContext } from '@herald/contract/plain';
import {
  type UseMutationOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type ApiError, call, callContext } from './transport.js';

/** Query key of one endpoint; game-scoped answers are keyed by the game, so a switch never reuses another game's data. */
export function queryKeyOf(endpoint: EndpointPath, input?: unknown): unknown[] {
  const { game_id, area_id } = callContext();
  const scope = usesGameContext(endpoint) ? [game_id, area_id] : [];
  return input === undefined ? [endpoint.path, ...scope] : [endpoint.path, ...scope, input];
}

/** Reads one endpoint through the cache (lookup data is fetched once and reused until refreshed). */
export function useApiQuery<E extends EndpointPath>(
  endpoint: E,
  input: PathInput<E>,
  options: Omit<UseQueryOptions<PathOutput<E>, ApiError>, 'queryKey' | 'queryFn'> = {},
) {
  return useQuery<PathOutput<E>, ApiError>({
    queryKey: queryKeyOf(endpoint, input),
    queryFn: ({ signal }) => call(endpoint, input, { signal }),
    ...options,
  });
}

/** Writes through one endpoint; `invalidates` names the endpoints whose cached reads it changes. */
export function useApiMutation<E extends EndpointPath>(
  endpoint: E,
  options: Omit<UseMutationOptions<PathOutput<E>, ApiError, PathInput<E>>, 'mutationFn'> & {
    invalidates?: readonly EndpointPath[];
  } = {},
) {
  const client = useQueryClient();
  const { invalidates = [], onSuccess, ...rest } = options;
  return useMutation<PathOutput<E>, ApiError, PathInput<E>>({
    mutationFn: (input) => call(endpoint, input),
    onSuccess: async (...args) => {
      await Promise.all(invalidates.map((other) => client.invalidateQueries({ queryKey: [other.path] })));
      await onSuccess?.(...args);
    },
    ...rest,
  });
}

/** The create, update and delete writes of one resource, each refreshing the same cached reads. */
export function useCrudMutations<C extends EndpointPath, U extends EndpointPath, D extends EndpointPath>(
  endpoints: { create: C; update: U; remove: D },
  invalidates: readonly EndpointPath[],
) {
  return {
    create: useApiMutation(endpoints.create, { invalidates }),
    update: useApiMutation(endpoints.update, { invalidates }),
    remove: useApiMutation(endpoints.remove, { invalidates }),
  };
}

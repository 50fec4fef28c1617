import { type Endpoint, type EndpointInput, type EndpointOutput, usesGameContext } from '@herald/contract';
import {
  type UseMutationOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type ApiError, call, callContext } from './transport.js';

/** Query key of one endpoint; game-scoped answers are keyed by the game, so a switch never reuses another game's data. */
export function queryKeyOf(endpoint: Endpoint, input?: unknown): unknown[] {
  const { game_id, area_id } = callContext();
  const scope = usesGameContext(endpoint) ? [game_id, area_id] : [];
  return input === undefined ? [endpoint.path, ...scope] : [endpoint.path, ...scope, input];
}

/** Reads one endpoint through the cache (lookup data is fetched once and reused until refreshed). */
export function useApiQuery<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: Omit<UseQueryOptions<EndpointOutput<E>, ApiError>, 'queryKey' | 'queryFn'> = {},
) {
  return useQuery<EndpointOutput<E>, ApiError>({
    queryKey: queryKeyOf(endpoint, input),
    queryFn: ({ signal }) => call(endpoint, input, { signal }),
    ...options,
  });
}

/** Writes through one endpoint; `invalidates` names the endpoints whose cached reads it changes. */
export function useApiMutation<E extends Endpoint>(
  endpoint: E,
  options: Omit<UseMutationOptions<EndpointOutput<E>, ApiError, EndpointInput<E>>, 'mutationFn'> & {
    invalidates?: readonly Endpoint[];
  } = {},
) {
  const client = useQueryClient();
  const { invalidates = [], onSuccess, ...rest } = options;
  return useMutation<EndpointOutput<E>, ApiError, EndpointInput<E>>({
    mutationFn: (input) => call(endpoint, input),
    onSuccess: async (...args) => {
      await Promise.all(invalidates.map((other) => client.invalidateQueries({ queryKey: [other.path] })));
      await onSuccess?.(...args);
    },
    ...rest,
  });
}

/** The create, update and delete writes of one resource, each refreshing the same cached reads. */
export function useCrudMutations<C extends Endpoint, U extends Endpoint, D extends Endpoint>(
  endpoints: { create: C; update: U; remove: D },
  invalidates: readonly Endpoint[],
) {
  return {
    create: useApiMutation(endpoints.create, { invalidates }),
    update: useApiMutation(endpoints.update, { invalidates }),
    remove: useApiMutation(endpoints.remove, { invalidates }),
  };
}

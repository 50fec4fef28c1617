import { apiPaths } from '@herald/contract';
import { useApiMutation, useApiQuery, useCrudMutations } from '../../api/hooks.js';
import { useHolds } from '../../lib/abilities.js';

/** How often the list is read again while stored items are being re-classified. */
const RERUN_POLL_MS = 2000;

const invalidates = [apiPaths.sentimentRule.list];

/**
 * The game's sentiment rules, the re-classification's progress (followed while it runs) and the
 * corrections count; the writes; and whether the caller may make them (config_manage).
 */
export function useSentimentRules() {
  const query = useApiQuery(
    apiPaths.sentimentRule.list,
    {},
    { refetchInterval: (current) => (current.state.data?.rerun.state === 'running' ? RERUN_POLL_MS : false) },
  );
  const { create, update, remove } = useCrudMutations(
    {
      create: apiPaths.sentimentRule.create,
      update: apiPaths.sentimentRule.update,
      remove: apiPaths.sentimentRule.delete,
    },
    invalidates,
  );
  const move = useApiMutation(apiPaths.sentimentRule.move, { invalidates });
  return { query, create, update, remove, move, canManage: useHolds('config_manage') };
}

export type SentimentRules = ReturnType<typeof useSentimentRules>;

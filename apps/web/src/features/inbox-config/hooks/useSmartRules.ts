import { apiPaths, type SmartRuleOrder } from '@herald/contract';
import { useApiMutation, useApiQuery, useCrudMutations } from '../../../api/hooks.js';

/** How often the list is read again while a rule is being applied to past items. */
const PROGRESS_POLL_MS = 2_000;

/** The game's two rule lists with the re-run's progress, and every write that changes them. */
export function useSmartRules() {
  const query = useApiQuery(
    apiPaths.smartRule.list,
    {},
    {
      refetchInterval: (current) =>
        current.state.data?.rerun.state === 'running' ? PROGRESS_POLL_MS : false,
    },
  );
  const invalidates = [apiPaths.smartRule.list];
  const writes = useCrudMutations(
    {
      create: apiPaths.smartRule.create,
      update: apiPaths.smartRule.update,
      remove: apiPaths.smartRule.delete,
    },
    invalidates,
  );
  const move = useApiMutation(apiPaths.smartRule.move, { invalidates });
  const apply = useApiMutation(apiPaths.smartRule.apply, { invalidates });
  return {
    query,
    ...writes,
    move: (id: number, order: SmartRuleOrder, position: number) => move.mutateAsync({ id, order, position }),
    apply,
  };
}

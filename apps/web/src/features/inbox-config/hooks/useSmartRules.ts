import { api, type SmartRuleOrder } from '@herald/contract';
import { useApiMutation, useApiQuery, useCrudMutations } from '../../../api/hooks.js';

/** How often the list is read again while a rule is being applied to past items. */
const PROGRESS_POLL_MS = 2_000;

/** The game's two rule lists with the re-run's progress, and every write that changes them. */
export function useSmartRules() {
  const query = useApiQuery(
    api.smartRule.list,
    {},
    {
      refetchInterval: (current) =>
        current.state.data?.rerun.state === 'running' ? PROGRESS_POLL_MS : false,
    },
  );
  const invalidates = [api.smartRule.list];
  const writes = useCrudMutations(
    { create: api.smartRule.create, update: api.smartRule.update, remove: api.smartRule.delete },
    invalidates,
  );
  const move = useApiMutation(api.smartRule.move, { invalidates });
  const apply = useApiMutation(api.smartRule.apply, { invalidates });
  return {
    query,
    ...writes,
    move: (id: number, order: SmartRuleOrder, position: number) => move.mutateAsync({ id, order, position }),
    apply,
  };
}

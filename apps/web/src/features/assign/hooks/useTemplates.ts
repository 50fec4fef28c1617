import { apiPaths } from '@herald/contract';
import { useApiMutation, useApiQuery } from '../../../api/hooks.js';
import { templateReads } from './reads.js';

/** The game's task templates (managers only) and their writes. */
export function useTemplates(enabled = true) {
  const query = useApiQuery(apiPaths.assignTemplate.list, {}, { enabled, staleTime: 30_000 });
  const save = useApiMutation(apiPaths.assignTemplate.save, { invalidates: templateReads });
  const remove = useApiMutation(apiPaths.assignTemplate.delete, { invalidates: templateReads });
  return { query, save, remove };
}

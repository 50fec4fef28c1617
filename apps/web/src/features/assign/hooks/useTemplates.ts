import { api } from '@herald/contract';
import { useApiMutation, useApiQuery } from '../../../api/hooks.js';
import { templateReads } from './reads.js';

/** The game's task templates (managers only) and their writes. */
export function useTemplates(enabled = true) {
  const query = useApiQuery(api.assignTemplate.list, {}, { enabled, staleTime: 30_000 });
  const save = useApiMutation(api.assignTemplate.save, { invalidates: templateReads });
  const remove = useApiMutation(api.assignTemplate.delete, { invalidates: templateReads });
  return { query, save, remove };
}

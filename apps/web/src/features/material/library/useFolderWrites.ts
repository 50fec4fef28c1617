import { api } from '@herald/contract';
import { useCrudMutations } from '../../../api/hooks.js';
import { materialReads } from '../hooks/reads.js';

/** Creating, renaming or moving, and deleting folders; each refreshes the folder tree and the library. */
export function useFolderWrites() {
  return useCrudMutations(
    {
      create: api.materialFolder.create,
      update: api.materialFolder.update,
      remove: api.materialFolder.delete,
    },
    materialReads,
  );
}

import { apiPaths } from '@herald/contract';
import { useCrudMutations } from '../../../api/hooks.js';
import { materialReads } from '../hooks/reads.js';

/** Creating, renaming or moving, and deleting folders; each refreshes the folder tree and the library. */
export function useFolderWrites() {
  return useCrudMutations(
    {
      create: apiPaths.materialFolder.create,
      update: apiPaths.materialFolder.update,
      remove: apiPaths.materialFolder.delete,
    },
    materialReads,
  );
}

import { apiPaths } from '@herald/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiQuery } from '../../../api/hooks.js';
import { useHolds } from '../../../lib/abilities.js';

/** The reads a material write changes: submissions, the library, a detail, tag counts and folder counts. */
export const materialReads = [
  apiPaths.material.list,
  apiPaths.material.library,
  apiPaths.material.detail,
  apiPaths.material.tags,
  apiPaths.materialFolder.list,
] as const;

/** Whether the caller manages the library (material_manage): review, rights, folders, delete. */
export function useCanManageMaterial(): boolean {
  return useHolds('material_manage');
}

/** The game's material tags with their counts, for suggestions; read once a minute at most. */
export function useMaterialTags() {
  return useApiQuery(apiPaths.material.tags, {}, { staleTime: 60_000 });
}

/** Refreshes every read a material write changes (for writes sent outside useApiMutation, e.g. one per file). */
export function useRefreshMaterials(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    await Promise.all(materialReads.map((read) => client.invalidateQueries({ queryKey: [read.path] })));
  }, [client]);
}

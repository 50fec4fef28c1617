import { apiPaths } from '@herald/contract';
import { useMemo } from 'react';
import { useApiQuery } from '../../api/hooks.js';
import { buildFolderTree } from './folders.js';

/** The game's material folders, flat and as a tree; read once a minute at most, refreshed by their writes. */
export function useFolders() {
  const query = useApiQuery(apiPaths.materialFolder.list, {}, { staleTime: 60_000 });
  const tree = useMemo(() => buildFolderTree(query.data ?? []), [query.data]);
  return { query, folders: query.data ?? [], tree };
}

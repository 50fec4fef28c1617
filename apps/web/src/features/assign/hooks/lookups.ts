import { apiPaths } from '@herald/contract';
import { useMemo } from 'react';
import { useApiQuery } from '../../../api/hooks.js';
import { useHolds } from '../../../lib/abilities.js';
import { buildLabelTree } from '../model/labels.js';

/** Lookups change rarely: read once a minute at most, and refreshed by the writes that change them. */
const lookup = { staleTime: 60_000 } as const;

/** The game's label tree (a flat list and the tree built from it). */
export function useLabels() {
  const query = useApiQuery(apiPaths.assignLabel.list, {}, lookup);
  const tree = useMemo(() => buildLabelTree(query.data ?? []), [query.data]);
  return { query, nodes: query.data ?? [], tree };
}

/** The members a task can be handed to. */
export function useReceivers(enabled = true) {
  return useApiQuery(apiPaths.assignTask.receivers, {}, { ...lookup, enabled });
}

/** The caller (their id tells their own to-dos from others'). */
export function useMe() {
  return useApiQuery(apiPaths.auth.user, {}, { staleTime: Number.POSITIVE_INFINITY }).data;
}

/** Whether the caller leads tasks (assign_manage): create, publish, change, labels, templates, answers. */
export function useCanManage(): boolean {
  return useHolds('assign_manage');
}

/** Whether the caller's permissions have been read (until then, lead-only pages wait rather than refuse). */
export function usePermsKnown(): boolean {
  const perms = useApiQuery(apiPaths.auth.perms, {}, { staleTime: 60_000 });
  return perms.isSuccess || perms.isError;
}

import { apiPaths, type EndpointPath } from '@herald/contract/plain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiQuery } from './hooks.js';
import { call } from './transport.js';

/**
 * Lookup data (SPEC §4): fetched once per game, reused by every screen, refreshed only on demand.
 * Later features add their lookups (review config, flows, metrics) here.
 */
export const lookups = {
  games: apiPaths.base.gameAll,
  groups: apiPaths.base.groupAll,
  accounts: apiPaths.base.accountAll,
} as const;
export type LookupKind = keyof typeof lookups;

/** Caches that depend on a lookup and refresh with it: the permission screens' account list follows accounts. */
const dependents: Partial<Record<LookupKind, { endpoint: EndpointPath; needs: 'perm_base' }[]>> = {
  accounts: [{ endpoint: apiPaths.perm.accountAll, needs: 'perm_base' }],
};

/** Lookups stay fresh until refreshed on purpose. */
const once = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } as const;

export const useGames = (enabled = true) => useApiQuery(lookups.games, {}, { ...once, enabled });
export const useGroups = () => useApiQuery(lookups.groups, {}, once);
export const useAccounts = () => useApiQuery(lookups.accounts, {}, once);

/** Forces a lookup (and what depends on it, where the user may see that) to load again. */
export function useRefreshLookup(): (kind: LookupKind) => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    async (kind) => {
      const refreshes = [client.invalidateQueries({ queryKey: [lookups[kind].path] })];
      const extra = dependents[kind] ?? [];
      if (extra.length > 0) {
        const perms = await call(apiPaths.auth.perms, {});
        for (const { endpoint, needs } of extra) {
          if (perms.resources.includes(needs) || perms.is_platform_admin) {
            refreshes.push(client.invalidateQueries({ queryKey: [endpoint.path] }));
          }
        }
      }
      await Promise.all(refreshes);
    },
    [client],
  );
}

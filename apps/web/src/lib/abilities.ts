import { apiPaths, type ResourceKey } from '@herald/contract';
import { useApiQuery } from '../api/hooks.js';

/** Whether the caller holds a resource key in the current game (platform admins hold everything). */
export function useHolds(resource: ResourceKey): boolean {
  const perms = useApiQuery(apiPaths.auth.perms, {}, { staleTime: 60_000 });
  const data = perms.data;
  return data !== undefined && (data.is_platform_admin || data.resources.includes(resource));
}

/**
 * Whether the caller may act on posts (content_compose). The server answers each post's `actions` from
 * its status alone, so the console hides them from viewers who could not take them anyway.
 */
export function useCanCompose(): boolean {
  return useHolds('content_compose');
}

import { api } from '@herald/contract';
import { useApiQuery } from '../../../api/hooks.js';

/**
 * Whether the caller may act on posts (content_compose). The server answers each post's `actions` from
 * its status alone, so the console hides them from viewers who could not take them anyway.
 */
export function useCanCompose(): boolean {
  const perms = useApiQuery(api.auth.perms, {}, { staleTime: 60_000 });
  const data = perms.data;
  return data !== undefined && (data.is_platform_admin || data.resources.includes('content_compose'));
}

/** Whether the caller may see the game's members (perm_base), to filter by any author, not only themselves. */
export function useCanListMembers(): boolean {
  const perms = useApiQuery(api.auth.perms, {}, { staleTime: 60_000 });
  const data = perms.data;
  return data !== undefined && (data.is_platform_admin || data.resources.includes('perm_base'));
}

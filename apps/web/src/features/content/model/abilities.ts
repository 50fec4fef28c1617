import { useHolds } from '../../../app/abilities.js';

/**
 * Whether the caller may act on posts (content_compose). The server answers each post's `actions` from
 * its status alone, so the console hides them from viewers who could not take them anyway.
 */
export function useCanCompose(): boolean {
  return useHolds('content_compose');
}

/** Whether the caller may see the game's members (perm_base), to filter by any author, not only themselves. */
export function useCanListMembers(): boolean {
  return useHolds('perm_base');
}

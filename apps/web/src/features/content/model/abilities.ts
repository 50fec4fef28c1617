import { useHolds } from '../../../lib/abilities.js';

/**
 * Whether the caller may act on posts (content_compose). The server answers each post's `actions` from
 * its status alone, so the console hides them from viewers who could not take them anyway.
 */
export function useCanCompose(): boolean {
  return useHolds('content_compose');
}

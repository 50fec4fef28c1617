import type { EngagementGroup, PostSummary } from '@herald/contract';
import { useRouteLink } from '../../../lib/links.js';

/** What a content list shows: posts (and drafts), or one group of engagement. */
export type ListKind = 'post' | EngagementGroup;

/** Where a row opens: its detail, and the compose screen when it may be edited (posts only). */
export function usePostLinks(drafts: boolean, kind: ListKind = 'post') {
  const link = useRouteLink();
  return {
    detail: (post: Pick<PostSummary, 'id'>) =>
      link(`content.${kind}.detail`, { query: { id: String(post.id) } }),
    edit: (post: Pick<PostSummary, 'id'>) =>
      link(drafts ? 'content.draft.edit' : 'content.post.edit', { query: { id: String(post.id) } }),
    compose: () => link('content.compose'),
  };
}

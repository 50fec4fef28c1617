import type { PostSummary } from '@herald/contract';
import { useRouteLink } from '../../../app/links.js';

/** Where a post opens: its detail, and the compose screen when it may be edited. */
export function usePostLinks(drafts: boolean) {
  const link = useRouteLink();
  return {
    detail: (post: Pick<PostSummary, 'id'>) =>
      link('content.post.detail', { query: { id: String(post.id) } }),
    edit: (post: Pick<PostSummary, 'id'>) =>
      link(drafts ? 'content.draft.edit' : 'content.post.edit', { query: { id: String(post.id) } }),
    compose: () => link('content.compose'),
  };
}

import { apiPaths, type ReviewContentType, reviewContentTypes } from '@herald/contract';
import { postReads } from '../../api/reads.js';
import { useRouteLink } from '../../lib/links.js';

/** The cached reads a decision changes: the review screens, the post screens and the notifications. */
export const reviewReads = [
  apiPaths.review.list,
  apiPaths.review.detail,
  ...postReads,
  apiPaths.notify.list,
] as const;

export function isReviewType(value: string | undefined): value is ReviewContentType {
  return reviewContentTypes.some((type) => type === value);
}

/** Where the review screens of a content type open: its list, and one content's review. */
export function useReviewLinks(type: ReviewContentType) {
  const link = useRouteLink();
  return {
    list: () => link(`review.${type}.list`),
    detail: (contentId: number) => link(`review.${type}.detail`, { query: { id: String(contentId) } }),
  };
}

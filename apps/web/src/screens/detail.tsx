import { engagementGroups, reviewContentTypes } from '@herald/contract/plain';
import { lazy } from 'react';
import { NotBuilt } from '../components/NotBuilt.js';
import type { Screen, ScreenProps } from './types.js';

const PostDetail = lazy(() => import('../features/content/detail/DetailPage.js'));
const EngagementDetail = lazy(() => import('../features/engagement/EngagementDetailPage.js'));
const ReviewDetail = lazy(() => import('../features/review/ReviewDetailPage.js'));

/**
 * The route table sends every detail route (content.<type>.detail, review.<type>.detail) to the one
 * content.detail screen with its page and type. Each body belongs to its own feature, so the choice
 * is made here, beside the screen registry, and no feature imports another's page.
 */
const bodies: ReadonlyMap<string, Screen> = new Map([
  ['content/post', PostDetail],
  ...Object.keys(engagementGroups).map((group) => [`content/${group}`, EngagementDetail] as const),
  ...reviewContentTypes.map((type) => [`review/${type}`, ReviewDetail] as const),
]);

/** The body of a detail page and content type, if one is built. */
export function detailBodyOf(page: string | undefined, type: string | undefined): Screen | undefined {
  return bodies.get(`${page}/${type}`);
}

/** content.detail: the body its page and type name, or the plain page of one not built yet. */
export function DetailScreen({ routeName, params }: ScreenProps) {
  const Body = detailBodyOf(params.page, params.type);
  return Body ? <Body routeName={routeName} params={params} /> : <NotBuilt routeName={routeName} />;
}

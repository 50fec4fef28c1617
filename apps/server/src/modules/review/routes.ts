import { reviewEndpoints, reviewLinkEndpoints } from '@herald/contract';
import { type Binding, bind } from '../../http/bind.js';
import { decideBatch, decideInConsole } from './console.js';
import type { ReviewDeps } from './deps.js';
import { decideByLink, linkInfo } from './links.js';
import { listReviews, reviewDetail } from './queries.js';

export function reviewRoutes(deps: ReviewDeps): Binding[] {
  return [
    bind(reviewEndpoints.list, (input, ctx) => listReviews(deps, ctx, input)),
    bind(reviewEndpoints.detail, (input, ctx) => reviewDetail(deps, ctx, input.content_id)),
    bind(reviewEndpoints.approve, (input, ctx) =>
      decideInConsole(deps, ctx, { ...input, decision: 'approve' }),
    ),
    bind(reviewEndpoints.reject, (input, ctx) =>
      decideInConsole(deps, ctx, { ...input, decision: 'reject' }),
    ),
    bind(reviewEndpoints.batch, (input, ctx) => decideBatch(deps, ctx, input)),
    bind(reviewLinkEndpoints.info, (input) => linkInfo(deps, input.token)),
    bind(reviewLinkEndpoints.decide, (input) => decideByLink(deps, input.token, input.comment)),
  ];
}

import { type Endpoint, reviewConfigEndpoints } from '@herald/contract';
import { type Binding, bind } from '../../http/bind.js';
import { AppError } from '../../http/errors.js';
import type { ReviewConfigDeps } from './deps.js';

// SCAFFOLD: replaced by the review-config module's real handlers.
export function reviewConfigRoutes(_deps: ReviewConfigDeps): Binding[] {
  return Object.values(reviewConfigEndpoints).map((endpoint: Endpoint) =>
    bind(endpoint, async () => {
      throw new AppError('not_open');
    }),
  );
}

import { type Endpoint, notifyEndpoints, reviewEndpoints, reviewLinkEndpoints } from '@herald/contract';
import { type Binding, bind } from '../../http/bind.js';
import { AppError } from '../../http/errors.js';
import type { ContentDeps } from '../content/deps.js';

// SCAFFOLD: replaced by the review module's real handlers.
export function reviewRoutes(_deps: ContentDeps): Binding[] {
  return [reviewEndpoints, reviewLinkEndpoints, notifyEndpoints].flatMap((group) =>
    Object.values(group).map((endpoint: Endpoint) =>
      bind(endpoint, async () => {
        throw new AppError('not_open');
      }),
    ),
  );
}

import type { EngagementAction } from '@herald/contract';
import type { TenantRequestContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import {
  type ContentDeps,
  cancelPost,
  deletePost,
  publishNow,
  retryPost,
  revokePost,
  targetsOf,
  toDraft,
} from '../content/index.js';

/**
 * What went out cannot be taken back through Herald: the networks' APIs delete posts, not likes or
 * messages, and a comment's removal is the inbox's moderation, not this content's history.
 */
export async function assertNothingSent(deps: ContentDeps, id: number): Promise<void> {
  const targets = await targetsOf(deps.db, id);
  if (targets.some((target) => target.result === 'succeed' || target.result === 'delete_failed'))
    throw new AppError('content_state', { params: { status: 'published' } });
}

/** One lifecycle action on a comment, like or message, through the posts' own transitions. */
export async function actOnEngagement(
  deps: ContentDeps,
  ctx: TenantRequestContext,
  input: { id: number; action: EngagementAction; checked: boolean },
): Promise<number> {
  switch (input.action) {
    case 'cancel':
      return cancelPost(deps, ctx, input.id);
    case 'revoke':
      return revokePost(deps, ctx, input.id);
    case 'publish_now':
      return publishNow(deps, ctx, input.id);
    case 'retry':
      return retryPost(deps, ctx, { id: input.id, checked: input.checked });
    case 'to_draft':
      return toDraft(deps, ctx, input.id);
    case 'delete':
      await assertNothingSent(deps, input.id);
      return deletePost(deps, ctx, input.id);
  }
}

import { postEndpoints } from '@herald/contract';
import { type Binding, bind } from '../../http/bind.js';
import {
  batchPosts,
  cancelPost,
  deletePost,
  publishNow,
  reschedulePost,
  retryPost,
  revokePost,
  toDraft,
} from './actions.js';
import { savePost, submitPost } from './compose.js';
import type { ContentDeps } from './deps.js';
import { calendarPosts, listPosts, postDetail } from './queries.js';

export function contentRoutes(deps: ContentDeps): Binding[] {
  const detail = (ctx: Parameters<typeof postDetail>[1]) => (id: number) => postDetail(deps, ctx, id);
  return [
    bind(postEndpoints.list, (input, ctx) => listPosts(deps, ctx, input)),
    bind(postEndpoints.detail, (input, ctx) => postDetail(deps, ctx, input.id)),
    bind(postEndpoints.save, (input, ctx) => savePost(deps, ctx, input).then(detail(ctx))),
    bind(postEndpoints.submit, (input, ctx) => submitPost(deps, ctx, input).then(detail(ctx))),
    bind(postEndpoints.cancel, (input, ctx) => cancelPost(deps, ctx, input.id).then(detail(ctx))),
    bind(postEndpoints.revoke, (input, ctx) => revokePost(deps, ctx, input.id).then(detail(ctx))),
    bind(postEndpoints.reschedule, (input, ctx) => reschedulePost(deps, ctx, input).then(detail(ctx))),
    bind(postEndpoints.publishNow, (input, ctx) => publishNow(deps, ctx, input.id).then(detail(ctx))),
    bind(postEndpoints.retry, (input, ctx) => retryPost(deps, ctx, input).then(detail(ctx))),
    bind(postEndpoints.toDraft, (input, ctx) => toDraft(deps, ctx, input.id).then(detail(ctx))),
    bind(postEndpoints.delete, (input, ctx) => deletePost(deps, ctx, input.id).then(detail(ctx))),
    bind(postEndpoints.batch, (input, ctx) => batchPosts(deps, ctx, input)),
    bind(postEndpoints.calendar, (input, ctx) => calendarPosts(deps, ctx, input)),
  ];
}

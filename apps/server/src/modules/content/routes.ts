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
import { keepPost } from './keep.js';
import { assertPost, calendarPosts, listPosts, postAuthors, postDetail } from './queries.js';

/** The post endpoints of SPEC §7 (post, calendar); submitting goes through `deps.approval`. */
export function contentRoutes(deps: ContentDeps): Binding[] {
  type Ctx = Parameters<typeof postDetail>[1];
  const detail = (ctx: Ctx) => (id: number) => postDetail(deps, ctx, id);
  /** Acts only on a post: a comment, like or message named here is not found. */
  const first = (ctx: Ctx, id: number, run: () => Promise<number>) => assertPost(deps, ctx, id).then(run);
  return [
    bind(postEndpoints.list, (input, ctx) => listPosts(deps, ctx, input)),
    bind(postEndpoints.detail, (input, ctx) => postDetail(deps, ctx, input.id)),
    bind(postEndpoints.authors, (_input, ctx) => postAuthors(deps.db, ctx)),
    bind(postEndpoints.save, (input, ctx) => savePost(deps, ctx, input).then(detail(ctx))),
    bind(postEndpoints.submit, (input, ctx) => submitPost(deps, ctx, input).then(detail(ctx))),
    bind(postEndpoints.cancel, (input, ctx) =>
      first(ctx, input.id, () => cancelPost(deps, ctx, input.id)).then(detail(ctx)),
    ),
    bind(postEndpoints.revoke, (input, ctx) =>
      first(ctx, input.id, () => revokePost(deps, ctx, input.id)).then(detail(ctx)),
    ),
    bind(postEndpoints.keep, (input, ctx) =>
      first(ctx, input.id, () => keepPost(deps, ctx, input.id)).then(detail(ctx)),
    ),
    bind(postEndpoints.reschedule, (input, ctx) =>
      first(ctx, input.id, () => reschedulePost(deps, ctx, input)).then(detail(ctx)),
    ),
    bind(postEndpoints.publishNow, (input, ctx) =>
      first(ctx, input.id, () => publishNow(deps, ctx, input.id)).then(detail(ctx)),
    ),
    bind(postEndpoints.retry, (input, ctx) =>
      first(ctx, input.id, () => retryPost(deps, ctx, input)).then(detail(ctx)),
    ),
    bind(postEndpoints.toDraft, (input, ctx) =>
      first(ctx, input.id, () => toDraft(deps, ctx, input.id)).then(detail(ctx)),
    ),
    bind(postEndpoints.delete, (input, ctx) =>
      first(ctx, input.id, () => deletePost(deps, ctx, input.id)).then(detail(ctx)),
    ),
    bind(postEndpoints.batch, (input, ctx) =>
      batchPosts(deps, ctx, input, (id) => assertPost(deps, ctx, id)),
    ),
    bind(postEndpoints.calendar, (input, ctx) => calendarPosts(deps, ctx, input)),
  ];
}

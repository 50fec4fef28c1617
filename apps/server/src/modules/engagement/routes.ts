import {
  type ContentType,
  commentEndpoints,
  type EngagementCalls,
  type EngagementGroup,
  type EngagementInput,
  likeEndpoints,
  messageEndpoints,
} from '@herald/contract';
import type { z } from 'zod';
import { type Binding, bind } from '../../http/bind.js';
import type { TenantRequestContext } from '../../http/context.js';
import { batchPosts, type ContentDeps, listPosts, visibleContent } from '../content/index.js';
import { actOnEngagement, assertNothingSent } from './actions.js';
import { inGroup, saveEngagement, submitEngagement } from './compose.js';
import { conversations, remoteComments, thread } from './remote.js';
import { engagementDetailOf } from './views.js';

/** A group's parsed form: its schema (T) is one of the engagement input's members. */
function form(input: unknown) {
  return input as { id?: number | undefined; engagement: EngagementInput };
}

/** The calls every engagement group shares, for one group. */
function groupRoutes<T extends z.ZodType<EngagementInput>>(
  deps: ContentDeps,
  group: EngagementGroup,
  calls: EngagementCalls<T>,
): Binding[] {
  const kind = inGroup(group);
  const types: ContentType[] = group === 'comment' ? ['comment', 'reply'] : [group];
  const owned = (ctx: TenantRequestContext, id: number) => visibleContent(deps.db, ctx, id, kind);
  const detail = (ctx: TenantRequestContext) => async (id: number) =>
    engagementDetailOf(deps.db, await owned(ctx, id));
  return [
    bind(calls.list, (input, ctx) => listPosts(deps, ctx, input, types)),
    bind(calls.detail, (input, ctx) => detail(ctx)(input.id)),
    bind(calls.save, (input, ctx) => saveEngagement(deps, ctx, group, form(input)).then(detail(ctx))),
    bind(calls.submit, (input, ctx) => submitEngagement(deps, ctx, group, form(input)).then(detail(ctx))),
    bind(calls.act, (input, ctx) =>
      owned(ctx, input.id)
        .then(() => actOnEngagement(deps, ctx, input))
        .then(detail(ctx)),
    ),
    bind(calls.batch, (input, ctx) =>
      batchPosts(deps, ctx, input, async (id) => {
        await owned(ctx, id);
        if (input.action === 'delete') await assertNothingSent(deps, id);
      }),
    ),
  ];
}

/** Comments and replies, likes and private messages (SPEC §7 comment, like, message). */
export function engagementRoutes(deps: ContentDeps): Binding[] {
  return [
    ...groupRoutes(deps, 'comment', commentEndpoints),
    ...groupRoutes(deps, 'like', likeEndpoints),
    ...groupRoutes(deps, 'message', messageEndpoints),
    bind(commentEndpoints.remote, (input, ctx) => remoteComments(deps, ctx, input)),
    bind(messageEndpoints.conversations, (input, ctx) => conversations(deps, ctx, input)),
    bind(messageEndpoints.thread, (input, ctx) => thread(deps, ctx, input)),
  ];
}

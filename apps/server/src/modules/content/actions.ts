import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { contentTargets } from '../../db/schema/index.js';
import type { TenantRequestContext } from '../../http/context.js';
import { AppError, batchItem } from '../../http/errors.js';
import type { ContentDeps } from './deps.js';
import { assertNotHeld } from './hold.js';
import { deleteSpec } from './pipeline/specs.js';
import { scheduleDue, startRound } from './pipeline/start.js';
import { visibleContent } from './queries.js';
import { bodyOf, type ContentRow, contentFor, targetsOf } from './store.js';
import { assertPublishable } from './submission.js';
import { assertAllowed, move } from './transition.js';

type Step = (tx: Tx, row: ContentRow) => Promise<unknown>;

/** Runs one action on a content of the caller's game under its lock; answers the content id. */
export async function act(
  deps: ContentDeps,
  ctx: TenantRequestContext,
  id: number,
  step: Step,
): Promise<number> {
  await deps.db.transaction(async (tx) => {
    await visibleContent(tx, ctx, id);
    return step(tx, await contentFor(tx, ctx.tenant.gameId, id, { lock: true }));
  });
  return id;
}

export function cancelPost(deps: ContentDeps, ctx: TenantRequestContext, id: number) {
  return act(deps, ctx, id, async (tx, row) => {
    await move(tx, row, 'cancel', 'canceled', ctx.user.id);
    await deps.approval.cancel(tx, row);
  });
}

export function revokePost(deps: ContentDeps, ctx: TenantRequestContext, id: number) {
  // Bumping the version leaves the pending due job with nothing to do; a hold ends with the schedule.
  return act(deps, ctx, id, (tx, row) =>
    move(tx, row, 'revoke', 'revoked', ctx.user.id, {
      scheduleVersion: row.scheduleVersion + 1,
      held: null,
    }),
  );
}

export function publishNow(deps: ContentDeps, ctx: TenantRequestContext, id: number) {
  return act(deps, ctx, id, async (tx, row) => {
    assertNotHeld(row);
    await move(tx, row, 'publish_now', 'publishing', ctx.user.id, {
      scheduleVersion: row.scheduleVersion + 1,
    });
    await startRound(tx, deps.queue, deps.leaseSeconds, row, await targetsOf(tx, row.id));
  });
}

/** Moves a scheduled post, checked like a new schedule (lead time, networks that cannot schedule). */
export function reschedulePost(
  deps: ContentDeps,
  ctx: TenantRequestContext,
  input: { id: number; scheduled_at: string; time_zone: string; accept_risk: boolean },
) {
  return act(deps, ctx, input.id, async (tx, row) => {
    assertAllowed('reschedule', row);
    const publish = {
      timing: 'schedule' as const,
      scheduled_at: input.scheduled_at,
      time_zone: input.time_zone,
    };
    const body = { ...bodyOf(row), publish };
    await assertPublishable(tx, deps, ctx, row.id, body, input.accept_risk);
    const version = row.scheduleVersion + 1;
    const at = new Date(input.scheduled_at);
    await move(tx, row, 'reschedule', 'scheduled', ctx.user.id, {
      body,
      scheduledAt: at,
      timeZone: input.time_zone,
      scheduleVersion: version,
    });
    await scheduleDue(tx, deps.queue, row.id, version, at);
  });
}

/**
 * Publishes again to the accounts that did not get it. When an outcome is unknown the user must have
 * checked on the network first (SPEC §4), else the retry is refused.
 */
export function retryPost(
  deps: ContentDeps,
  ctx: TenantRequestContext,
  input: { id: number; checked: boolean },
) {
  return act(deps, ctx, input.id, async (tx, row) => {
    assertAllowed('retry', row);
    const targets = await targetsOf(tx, row.id);
    if (targets.some((target) => target.result === 'exception') && !input.checked)
      throw new AppError('publish_check_first');
    const again = targets.filter((target) => target.result === 'failed' || target.result === 'exception');
    await move(tx, row, 'retry', 'publishing', ctx.user.id);
    await startRound(tx, deps.queue, deps.leaseSeconds, row, again);
  });
}

export function toDraft(deps: ContentDeps, ctx: TenantRequestContext, id: number) {
  return act(deps, ctx, id, async (tx, row) => {
    assertAllowed('to_draft', row);
    const targets = await targetsOf(tx, row.id);
    if (targets.some((target) => target.result === 'succeed')) throw new AppError('partially_published');
    await tx
      .update(contentTargets)
      .set({ result: 'init', message: null })
      .where(eq(contentTargets.contentId, row.id));
    await move(tx, row, 'to_draft', 'drafted', ctx.user.id);
  });
}

/** Deletes it: at once when nothing went out, else each published post on its network first. */
export function deletePost(deps: ContentDeps, ctx: TenantRequestContext, id: number) {
  return act(deps, ctx, id, async (tx, row) => {
    assertAllowed('delete', row);
    const targets = await targetsOf(tx, row.id);
    const out = targets.filter((target) => target.result === 'succeed' || target.result === 'delete_failed');
    if (out.length === 0) return move(tx, row, 'delete', 'deleted', ctx.user.id);
    await tx
      .update(contentTargets)
      .set({ result: 'deleting', message: null })
      .where(
        inArray(
          contentTargets.id,
          out.map((target) => target.id),
        ),
      );
    await move(tx, row, 'delete', 'deleting', ctx.user.id);
    for (const target of out) await deps.queue.send(deleteSpec, { target_id: target.id }, tx);
  });
}

const batchRunners = {
  revoke: revokePost,
  cancel: cancelPost,
  publish_now: publishNow,
  to_draft: toDraft,
  delete: deletePost,
} as const;

/** One action on several posts, each in its own transaction, with a result per post. */
export async function batchPosts(
  deps: ContentDeps,
  ctx: TenantRequestContext,
  input: { action: keyof typeof batchRunners; ids: readonly number[] },
  /** Refuses an item that is not of the calling group (posts, or one kind of engagement). */
  assertKind: (id: number) => Promise<unknown>,
) {
  const results = [];
  for (const id of input.ids)
    results.push({
      id,
      ...(await batchItem(ctx.locale, async () => {
        await assertKind(id);
        return batchRunners[input.action](deps, ctx, id);
      })),
    });
  return { results };
}

import type { PostInput } from '@herald/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { contentEvents, contents } from '../../db/schema/index.js';
import type { TenantRequestContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import type { ContentDeps } from './deps.js';
import { scheduleDue, startRound } from './pipeline/start.js';
import { visibleContent } from './queries.js';
import { type ContentRow, contentFor, type PostBody } from './store.js';
import { assertPublishable } from './submission.js';
import { publishableAccounts, setTargets } from './targets.js';
import { assertAllowed, move } from './transition.js';

function bodyFrom(post: PostInput): PostBody {
  const { account_ids: _accounts, ...body } = post;
  return body;
}

function columnsOf(body: PostBody) {
  return {
    body,
    title: body.title,
    text: body.text,
    scheduledAt: body.publish.timing === 'schedule' ? new Date(body.publish.scheduled_at) : null,
    timeZone: body.publish.timing === 'schedule' ? body.publish.time_zone : null,
    updatedAt: new Date(),
  };
}

/** Writes the form: a new draft, or the saved one (a rejected/canceled/revoked one becomes a draft). */
async function write(
  tx: Tx,
  ctx: TenantRequestContext,
  id: number | undefined,
  post: PostInput,
): Promise<ContentRow> {
  const accounts = await publishableAccounts(tx, ctx, post.account_ids);
  const body = bodyFrom(post);
  let row: ContentRow;
  if (id === undefined) {
    const [created] = await tx
      .insert(contents)
      .values({
        gameId: ctx.tenant.gameId,
        contentType: 'post',
        status: 'drafted',
        authorId: ctx.user.id,
        ...columnsOf(body),
      })
      .returning();
    if (!created) throw new Error('the draft was not created');
    await tx
      .insert(contentEvents)
      .values({ contentId: created.id, action: 'edit', toStatus: 'drafted', userId: ctx.user.id });
    row = created;
  } else {
    await visibleContent(tx, ctx, id);
    const current = await contentFor(tx, ctx.tenant.gameId, id, { lock: true });
    assertAllowed('edit', current);
    const [saved] = await tx.update(contents).set(columnsOf(body)).where(eq(contents.id, id)).returning();
    if (!saved) throw new AppError('not_found');
    row = saved.status === 'drafted' ? saved : await move(tx, saved, 'edit', 'drafted', ctx.user.id);
  }
  await setTargets(tx, row, accounts);
  return row;
}

export async function savePost(
  deps: ContentDeps,
  ctx: TenantRequestContext,
  input: { id?: number | undefined; post: PostInput },
): Promise<number> {
  const row = await deps.db.transaction((tx) => write(tx, ctx, input.id, input.post));
  return row.id;
}

/**
 * Saves and submits in one transaction: the compose rules decide (errors refuse it, warnings must be
 * accepted), then it goes to approval, to the schedule, or out at once. A refusal changes nothing.
 */
export async function submitPost(
  deps: ContentDeps,
  ctx: TenantRequestContext,
  input: { id?: number | undefined; post: PostInput; accept_risk: boolean },
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    if (input.id !== undefined) assertAllowed('submit', await contentFor(tx, ctx.tenant.gameId, input.id));
    const row = await write(tx, ctx, input.id, input.post);
    const body = bodyFrom(input.post);
    const targets = await assertPublishable(tx, deps, ctx, row.id, body, input.accept_risk);
    // Approval flows come with the review configuration; until a game has one, a level cannot be met.
    if (body.review_level !== null) throw new AppError('review_not_configured');
    if (body.publish.timing === 'immediate') {
      await move(tx, row, 'submit', 'publishing', ctx.user.id, { scheduledAt: null, timeZone: null });
      await startRound(tx, deps.queue, deps.leaseSeconds, targets);
    } else {
      const version = row.scheduleVersion + 1;
      const at = new Date(body.publish.scheduled_at);
      await move(tx, row, 'submit', 'scheduled', ctx.user.id, { scheduleVersion: version });
      await scheduleDue(tx, deps.queue, row.id, version, at);
    }
    return row.id;
  });
}

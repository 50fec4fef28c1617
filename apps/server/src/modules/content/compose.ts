import type { ContentType, PostInput, ReviewContentType } from '@herald/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { contentEvents, contents } from '../../db/schema/index.js';
import type { TenantRequestContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import type { ContentDeps } from './deps.js';
import { releaseHoldIfClear } from './hold.js';
import { syncContentMedia } from './media-uses.js';
import { visibleContent } from './queries.js';
import { release } from './release.js';
import { type ContentPlan, type ContentRow, contentFor, type PostBody, type TargetRow } from './store.js';
import { assertPublishable } from './submission.js';
import { publishableAccounts, setTargets } from './targets.js';
import { assertAllowed, move } from './transition.js';

/** What a form writes to a content, whatever its type. */
export interface Draft {
  contentType: ContentType;
  accountIds: readonly number[];
  /** The form without its accounts, as `contents.body` keeps it. */
  body: ContentPlan & object;
  title: string;
  text: string;
}

function postDraft(post: PostInput): Draft & { body: PostBody } {
  const { account_ids, ...body } = post;
  return { contentType: 'post', accountIds: account_ids, body, title: body.title, text: body.text };
}

function columnsOf(draft: Draft) {
  const { publish } = draft.body;
  return {
    body: draft.body,
    title: draft.title,
    text: draft.text,
    scheduledAt: publish.timing === 'schedule' ? new Date(publish.scheduled_at) : null,
    timeZone: publish.timing === 'schedule' ? publish.time_zone : null,
    updatedAt: new Date(),
  };
}

/**
 * Writes a form: a new draft, or the saved one (a rejected/canceled/revoked one becomes a draft), with
 * the files it uses (content_media). A content of another kind (saving a comment over a post) is not
 * found.
 */
export async function writeDraft(
  tx: Tx,
  ctx: TenantRequestContext,
  id: number | undefined,
  draft: Draft,
  sameKind: (type: string) => boolean = (type) => type === draft.contentType,
): Promise<ContentRow> {
  const accounts = await publishableAccounts(tx, ctx, draft.accountIds);
  let row: ContentRow;
  if (id === undefined) {
    const [created] = await tx
      .insert(contents)
      .values({
        gameId: ctx.tenant.gameId,
        contentType: draft.contentType,
        status: 'drafted',
        authorId: ctx.user.id,
        ...columnsOf(draft),
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
    if (!sameKind(current.contentType)) throw new AppError('not_found');
    assertAllowed('edit', current);
    const [saved] = await tx
      .update(contents)
      .set({ ...columnsOf(draft), contentType: draft.contentType })
      .where(eq(contents.id, id))
      .returning();
    if (!saved) throw new AppError('not_found');
    row = saved.status === 'drafted' ? saved : await move(tx, saved, 'edit', 'drafted', ctx.user.id);
  }
  await syncContentMedia(tx, row);
  row = await releaseHoldIfClear(tx, row);
  await setTargets(tx, row, accounts);
  return row;
}

export async function savePost(
  deps: ContentDeps,
  ctx: TenantRequestContext,
  input: { id?: number | undefined; post: PostInput },
): Promise<number> {
  const row = await deps.db.transaction((tx) => writeDraft(tx, ctx, input.id, postDraft(input.post)));
  return row.id;
}

/**
 * Saves and submits in one transaction: the compose rules decide (errors refuse it, warnings must be
 * accepted), then it goes to approval when it needs it, else to the schedule or out at once. A
 * refusal (a rule, or a review level SPEC §5 does not allow) changes nothing.
 */
export async function submitPost(
  deps: ContentDeps,
  ctx: TenantRequestContext,
  input: { id?: number | undefined; post: PostInput; accept_risk: boolean },
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const draft = postDraft(input.post);
    return submitDraft(tx, deps, ctx, input.id, draft, {
      reviewType: 'post',
      check: (row) => assertPublishable(tx, deps, ctx, row.id, draft.body, input.accept_risk),
    });
  });
}

/**
 * Submits a form of any kind in the caller's transaction: written, checked by `check` (which answers
 * the targets), then to approval when it needs it, else to the schedule or out at once.
 */
export async function submitDraft(
  tx: Tx,
  deps: ContentDeps,
  ctx: TenantRequestContext,
  id: number | undefined,
  draft: Draft,
  options: {
    reviewType: ReviewContentType;
    check: (row: ContentRow) => Promise<TargetRow[]>;
    sameKind?: (type: string) => boolean;
  },
): Promise<number> {
  if (id !== undefined) assertAllowed('submit', await contentFor(tx, ctx.tenant.gameId, id));
  const row = await writeDraft(tx, ctx, id, draft, options.sameKind);
  const targets = await options.check(row);
  const reviewing = await deps.approval.submit(tx, ctx, {
    row,
    body: draft.body,
    targets,
    contentType: options.reviewType,
  });
  if (!reviewing) await release(tx, deps, row, 'submit', ctx.user.id);
  return row.id;
}

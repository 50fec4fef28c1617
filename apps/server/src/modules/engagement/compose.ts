import {
  checkEngagement,
  type EngagementGroup,
  type EngagementInput,
  engagementGroups,
  type SocialNetwork,
} from '@herald/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { contents, contentTargets } from '../../db/schema/index.js';
import type { TenantRequestContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import {
  type ContentDeps,
  type ContentRow,
  type Draft,
  type EngagementBody,
  fieldIssues,
  networkOf,
  publishableAccounts,
  submitDraft,
  type TargetRow,
  targetsOf,
  writeDraft,
} from '../content/index.js';
import { assertReplyWindow } from './remote.js';

const TITLE_MAX = 300;

function clip(text: string, max: number): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
}

/** The form as a content row keeps it: titled by what it answers, its text the words it sends. */
function draftOf(input: EngagementInput): Draft & { body: EngagementBody } {
  const { account_ids, ...body } = input;
  const { author, excerpt } = body.target;
  return {
    contentType: body.content_type,
    accountIds: account_ids,
    body,
    title: clip(author ? `${author}: ${excerpt}` : excerpt, TITLE_MAX),
    text: body.content_type === 'like' ? '' : body.text,
  };
}

/** Whether a stored content belongs to the group (a comment may become a reply and back). */
export function inGroup(group: EngagementGroup) {
  return (type: string) => (engagementGroups[group] as readonly string[]).includes(type);
}

/** SPEC §5: a like still under approval for the same target and account cannot be submitted again. */
async function assertNoLikeInReview(tx: Tx, row: ContentRow, body: EngagementBody, targets: TargetRow[]) {
  const accounts = targets.flatMap((target) => (target.accountId === null ? [] : [target.accountId]));
  if (body.content_type !== 'like' || accounts.length === 0) return;
  const [pending] = await tx
    .select({ id: contents.id })
    .from(contents)
    .innerJoin(contentTargets, eq(contentTargets.contentId, contents.id))
    .where(
      and(
        eq(contents.gameId, row.gameId),
        eq(contents.contentType, 'like'),
        eq(contents.status, 'reviewing'),
        ne(contents.id, row.id),
        sql`${contents.body} -> 'target' ->> 'social_id' = ${body.target.social_id}`,
        inArray(contentTargets.accountId, accounts),
      ),
    )
    .limit(1);
  if (pending) throw new AppError('content_under_review');
}

/** The rules of SPEC §5 for these networks: any error refuses the submission on its field. */
function assertRules(ctx: TenantRequestContext, body: EngagementBody, networks: SocialNetwork[]): void {
  const issues = checkEngagement({ ...body, networks }, { now: new Date(), submitting: true });
  if (issues.length > 0) throw new AppError('validation_failed', { issues: fieldIssues(issues, ctx) });
}

/** The rules on a comment, reply, like or message about to be submitted; answers its targets. */
async function assertEngageable(
  tx: Tx,
  ctx: TenantRequestContext,
  row: ContentRow,
  body: EngagementBody,
): Promise<TargetRow[]> {
  const targets = await targetsOf(tx, row.id);
  assertRules(
    ctx,
    body,
    targets.map((target) => target.network),
  );
  await assertNoLikeInReview(tx, row, body, targets);
  return targets;
}

export async function saveEngagement(
  deps: ContentDeps,
  ctx: TenantRequestContext,
  group: EngagementGroup,
  input: { id?: number | undefined; engagement: EngagementInput },
): Promise<number> {
  const draft = draftOf(input.engagement);
  const row = await deps.db.transaction((tx) => writeDraft(tx, ctx, input.id, draft, inGroup(group)));
  return row.id;
}

/**
 * Saves and submits a comment, reply, like or message: checked, then to approval (the group's review
 * switch), the schedule, or out at once. A message is checked against its reply window on the
 * network first, outside the transaction. `within` records what the caller keeps of it (the inbox's
 * link to the item it answers) in the same transaction.
 */
export async function submitEngagement(
  deps: ContentDeps,
  ctx: TenantRequestContext,
  group: EngagementGroup,
  input: { id?: number | undefined; engagement: EngagementInput },
  within?: (tx: Tx, id: number) => Promise<void>,
): Promise<number> {
  const draft = draftOf(input.engagement);
  const { body } = draft;
  if (body.content_type === 'message') {
    // The window is read from the network, so outside the transaction, once the form itself is valid.
    const accounts = await publishableAccounts(deps.db, ctx, input.engagement.account_ids);
    assertRules(ctx, body, accounts.map(networkOf));
    const sendAt = body.publish.timing === 'schedule' ? new Date(body.publish.scheduled_at) : new Date();
    const [account] = accounts;
    if (account) await assertReplyWindow(deps, account, body.target.social_id, sendAt);
  }
  return deps.db.transaction(async (tx) => {
    const id = await submitDraft(tx, deps, ctx, input.id, draft, {
      reviewType: group,
      sameKind: inGroup(group),
      check: (row) => assertEngageable(tx, ctx, row, body),
    });
    await within?.(tx, id);
    return id;
  });
}

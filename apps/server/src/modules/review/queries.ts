import { type EngagementGroup, engagementGroups, type reviewEndpoints } from '@herald/contract';
import { and, count, desc, eq, exists, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { contents, contentTargets, reviewDecisions, reviewRequests } from '../../db/schema/index.js';
import type { TenantRequestContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { detailOf, summariesOf, visibleContents } from '../content/index.js';
import { engagementDetailOf } from '../engagement/index.js';
import type { ReviewDeps } from './deps.js';
import { requestView, requestViews } from './views.js';

type ListInput = z.output<typeof reviewEndpoints.list.input>;

/** Only each content's latest submission: an earlier, rejected one is history in the detail page. */
const latestOfContent = sql`${reviewRequests.id} = (
  select max(latest.id) from review_requests latest where latest.content_id = ${reviewRequests.contentId}
)`;

/** A step of the current level names the reviewer and has no decision yet. */
function awaiting(email: string): SQL {
  return sql`exists (
    select 1
    from jsonb_array_elements(${reviewRequests.plan}) stage,
         jsonb_array_elements(stage -> 'steps') step
    where (stage ->> 'level')::int = ${reviewRequests.currentLevel}
      and step -> 'reviewers' ? ${email}
      and not exists (
        select 1 from review_decisions decided
        where decided.request_id = ${reviewRequests.id}
          and decided.level = ${reviewRequests.currentLevel}
          and decided.step_key = step ->> 'key'
      )
  )`;
}

/** The reviewer named on any level of the request. */
function namedReviewer(email: string): SQL {
  return sql`exists (
    select 1
    from jsonb_array_elements(${reviewRequests.plan}) stage,
         jsonb_array_elements(stage -> 'steps') step
    where step -> 'reviewers' ? ${email}
  )`;
}

function tabFilter(db: DbOrTx, ctx: TenantRequestContext, tab: ListInput['tab']): SQL {
  const email = ctx.user.email.toLowerCase();
  if (tab === 'pending') return and(eq(reviewRequests.status, 'pending'), awaiting(email)) as SQL;
  const mine = db
    .select({ one: sql`1` })
    .from(reviewDecisions)
    .where(and(eq(reviewDecisions.requestId, reviewRequests.id), eq(reviewDecisions.reviewerEmail, email)));
  if (tab === 'decided') return exists(mine);
  // Everything the caller reviews, submitted, or may see as content.
  return or(
    namedReviewer(email),
    eq(reviewRequests.submittedBy, ctx.user.id),
    visibleContents(db, ctx),
  ) as SQL;
}

function listFilter(db: DbOrTx, ctx: TenantRequestContext, input: ListInput): SQL {
  const keyword = input.keyword?.trim();
  const like = keyword ? `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
  const targets = [
    input.account_ids?.length ? inArray(contentTargets.accountId, input.account_ids) : undefined,
    input.networks?.length ? inArray(contentTargets.network, input.networks) : undefined,
  ].filter((part): part is SQL => part !== undefined);
  return and(
    eq(reviewRequests.gameId, ctx.tenant.gameId),
    inArray(contents.contentType, [...(engagementGroups[input.type as EngagementGroup] ?? [input.type])]),
    latestOfContent,
    tabFilter(db, ctx, input.tab),
    like ? or(ilike(contents.title, like), ilike(contents.text, like)) : undefined,
    targets.length > 0
      ? exists(
          db
            .select({ one: sql`1` })
            .from(contentTargets)
            .where(and(eq(contentTargets.contentId, contents.id), ...targets)),
        )
      : undefined,
  ) as SQL;
}

export async function listReviews(deps: ReviewDeps, ctx: TenantRequestContext, input: ListInput) {
  const { db } = deps;
  const filter = listFilter(db, ctx, input);
  const joined = () =>
    db.select().from(reviewRequests).innerJoin(contents, eq(contents.id, reviewRequests.contentId));
  const [total] = await db
    .select({ n: count() })
    .from(reviewRequests)
    .innerJoin(contents, eq(contents.id, reviewRequests.contentId))
    .where(filter);
  const rows = await joined()
    .where(filter)
    .orderBy(desc(reviewRequests.createdAt), desc(reviewRequests.id))
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  const summaries = await summariesOf(
    deps,
    db,
    rows.map((row) => row.contents),
  );
  const views = await requestViews(
    db,
    rows.map((row) => row.review_requests),
    ctx.user.email,
  );
  return {
    list: rows.map((_, index) => {
      const { stages: _stages, history: _history, ...request } = views[index] as (typeof views)[number];
      return { content: summaries[index] as (typeof summaries)[number], request };
    }),
    total: total?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  };
}

/**
 * A content with its latest approval request. Its reviewers see it even where publishing groups would
 * hide its accounts from them; anyone else needs to be able to see the content.
 */
export async function reviewDetail(deps: ReviewDeps, ctx: TenantRequestContext, contentId: number) {
  const { db } = deps;
  const [latest] = await db
    .select()
    .from(reviewRequests)
    .where(and(eq(reviewRequests.gameId, ctx.tenant.gameId), eq(reviewRequests.contentId, contentId)))
    .orderBy(desc(reviewRequests.id))
    .limit(1);
  const email = ctx.user.email.toLowerCase();
  const reviewer = latest?.plan.some((stage) => stage.steps.some((step) => step.reviewers.includes(email)));
  const [row] = await db
    .select()
    .from(contents)
    .where(
      and(
        eq(contents.id, contentId),
        eq(contents.gameId, ctx.tenant.gameId),
        reviewer ? undefined : visibleContents(db, ctx),
      ),
    );
  if (!row) throw new AppError('not_found');
  const post = row.contentType === 'post';
  return {
    content: post ? await detailOf(deps, db, row) : null,
    engagement: post ? null : await engagementDetailOf(db, row),
    request: latest ? await requestView(db, latest, ctx.user.email) : null,
  };
}

import type { ReviewRequest } from '@herald/contract';
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { reviewDecisions, users } from '../../db/schema/index.js';
import type { RequestRow } from './request.js';

type DecisionRow = typeof reviewDecisions.$inferSelect;

function viewOf(
  request: RequestRow,
  decisions: readonly DecisionRow[],
  submitter: string,
  viewerEmail: string | null,
): ReviewRequest {
  const decisionAt = (level: number, key: string) =>
    decisions.find((row) => row.level === level && row.stepKey === key);
  const stages = request.plan.map((stage) => ({
    level: stage.level,
    name: stage.name,
    steps: stage.steps.map((step) => {
      const decided = decisionAt(stage.level, step.key);
      return {
        flow_name: step.flow_name,
        account_ids: step.account_ids,
        reviewers: step.reviewers,
        decision: decided?.decision ?? null,
        decided_by: decided?.reviewerEmail ?? null,
      };
    }),
  }));
  const viewer = viewerEmail?.toLowerCase() ?? null;
  const current = request.plan.find((stage) => stage.level === request.currentLevel);
  const canDecide =
    request.status === 'pending' &&
    viewer !== null &&
    viewer !== submitter.toLowerCase() &&
    (current?.steps.some(
      (step) => step.reviewers.includes(viewer) && !decisionAt(request.currentLevel, step.key),
    ) ??
      false);
  return {
    id: request.id,
    status: request.status,
    level: request.currentLevel,
    level_count: request.levelCount,
    level_name: current?.name ?? String(request.currentLevel),
    stages,
    history: decisions.map((row) => ({
      level: row.level,
      flow_name: row.flowName,
      reviewer: row.reviewerEmail,
      decision: row.decision,
      comment: row.comment,
      via: row.via,
      at: row.createdAt.toISOString(),
    })),
    submitted_by: submitter,
    submitted_at: request.createdAt.toISOString(),
    timeout_at: request.timeoutAt?.toISOString() ?? null,
    timeout_action: request.timeoutAction,
    can_decide: canDecide,
  };
}

/** Requests as the review screens show them to a viewer (whose e-mail decides can_decide). */
export async function requestViews(
  db: DbOrTx,
  requests: readonly RequestRow[],
  viewerEmail: string | null,
): Promise<ReviewRequest[]> {
  if (requests.length === 0) return [];
  const ids = requests.map((request) => request.id);
  const decisions = await db
    .select()
    .from(reviewDecisions)
    .where(inArray(reviewDecisions.requestId, ids))
    .orderBy(asc(reviewDecisions.createdAt), asc(reviewDecisions.id));
  const submitterIds = requests
    .map((request) => request.submittedBy)
    .filter((id): id is number => id !== null);
  const submitters =
    submitterIds.length === 0
      ? []
      : await db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(inArray(users.id, submitterIds));
  return requests.map((request) =>
    viewOf(
      request,
      decisions.filter((row) => row.requestId === request.id),
      submitters.find((user) => user.id === request.submittedBy)?.email ?? '',
      viewerEmail,
    ),
  );
}

export async function requestView(
  db: DbOrTx,
  request: RequestRow,
  viewerEmail: string | null,
): Promise<ReviewRequest> {
  const [view] = await requestViews(db, [request], viewerEmail);
  if (!view) throw new Error('a request view was not built');
  return view;
}

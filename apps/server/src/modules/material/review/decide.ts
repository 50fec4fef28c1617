import type { MaterialResult } from '@herald/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { materials } from '../../../db/schema/index.js';
import type { TenantRequestContext } from '../../../http/context.js';
import { AppError } from '../../../http/errors.js';
import { setBlocked } from '../../uploads/index.js';
import { eachMaterial } from '../batch.js';
import type { MaterialDeps } from '../deps.js';
import { materialParams, tell } from '../notify/tell.js';
import { blockFor, hasExpired } from '../rules.js';
import { type MaterialRow, materialRow } from '../store.js';

/** What a reviewer decides. */
export type Decision = 'approve' | 'reject';

/** Who decided: a member (by name, with their id), or an outside reviewer (by e-mail, no id). */
export interface Reviewer {
  name: string;
  userId: number | null;
}

/** A reject says why (the submitter is told): refused before anything is decided. */
export function assertComment(decision: Decision, comment: string): void {
  if (decision === 'reject' && comment.trim() === '') throw new AppError('material_reject_comment');
}

/**
 * Decides one pending material (locked by the caller): approved lets its file be used (unless its
 * rights have ended), rejected keeps it blocked; the submitter is told. Anything but pending was
 * decided already (material_decided), whoever decided it.
 */
export async function decideMaterial(
  tx: DbOrTx,
  deps: Pick<MaterialDeps, 'queue' | 'mailer'>,
  row: MaterialRow,
  decision: { decision: Decision; comment: string; reviewer: Reviewer },
): Promise<void> {
  if (row.status !== 'pending') throw new AppError('material_decided');
  const now = new Date();
  const status = decision.decision === 'approve' ? 'approved' : 'rejected';
  const comment = decision.comment.trim();
  const changed = await tx
    .update(materials)
    .set({
      status,
      reviewedBy: decision.reviewer.name,
      reviewComment: comment,
      reviewedAt: now,
      updatedAt: now,
    })
    .where(and(eq(materials.id, row.id), eq(materials.status, 'pending')))
    .returning({ id: materials.id });
  if (changed.length === 0) throw new AppError('material_decided');
  await setBlocked(tx, [row.uploadId], blockFor(status, hasExpired(row.expiresAt, now)));
  await tell(
    tx,
    deps,
    [row.submittedBy],
    {
      gameId: row.gameId,
      kind: status === 'approved' ? 'material_approved' : 'material_rejected',
      params: { ...materialParams(row), by: decision.reviewer.name, comment },
    },
    decision.reviewer.userId,
  );
}

/**
 * material/review: approves or rejects each material in its own transaction, with a result per item,
 * so one already decided or gone does not hold back the others.
 */
export async function reviewMaterials(
  deps: MaterialDeps,
  ctx: TenantRequestContext,
  input: { ids: readonly number[]; decision: Decision; comment: string },
): Promise<MaterialResult[]> {
  assertComment(input.decision, input.comment);
  const reviewer = { name: ctx.user.name, userId: ctx.user.id };
  return eachMaterial(ctx, input.ids, (id) =>
    deps.db.transaction(async (tx) => {
      const row = await materialRow(tx, ctx.tenant.gameId, id, { lock: true });
      await decideMaterial(tx, deps, row, { decision: input.decision, comment: input.comment, reviewer });
    }),
  );
}

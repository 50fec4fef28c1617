import type { MaterialChange } from '@herald/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { materials } from '../../db/schema/index.js';
import type { TenantRequestContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { setBlocked } from '../uploads/index.js';
import type { MaterialDeps } from './deps.js';
import { assertFolderInGame, rightsColumns, uniqueTags } from './fields.js';
import { managersOf, materialParams, tell } from './notify/tell.js';
import { materialView } from './present.js';
import { blockFor, hasExpired, isManager } from './rules.js';
import { type MaterialRow, visibleMaterial } from './store.js';

/** The submitter changes their material while it is pending or rejected; a manager at any time. */
function assertEditable(ctx: TenantRequestContext, row: MaterialRow): void {
  if (isManager(ctx)) return;
  if (row.submittedBy === ctx.user.id && row.status !== 'approved') return;
  throw new AppError('material_not_editable');
}

/** The columns a change sets: only the fields sent, and the expiry bookkeeping a new end date resets. */
function changedColumns(input: MaterialChange, row: MaterialRow) {
  const rights = input.rights ? rightsColumns(input.rights) : null;
  const newEnd = rights !== null && rights.expiresAt?.getTime() !== row.expiresAt?.getTime();
  return {
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(input.default_description === undefined ? {} : { defaultDescription: input.default_description }),
    ...(input.tags === undefined ? {} : { tags: uniqueTags(input.tags) }),
    ...(input.folder_id === undefined ? {} : { folderId: input.folder_id }),
    ...(rights ?? {}),
    // A new end date is a new expiry: its owners are told again, and it is handled again when it passes.
    ...(newEnd ? { expiryNoticedAt: null, expiredAt: null } : {}),
  };
}

/**
 * material/update: the fields sent, nothing else. A new end of the rights re-opens the expiry: the
 * file is usable again when the new end is in the future (and the review allows it), blocked at once
 * when it has passed (the hourly sweep then holds the posts and tells the owners).
 */
export async function updateMaterial(deps: MaterialDeps, ctx: TenantRequestContext, input: MaterialChange) {
  const gameId = ctx.tenant.gameId;
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const row = await visibleMaterial(tx, ctx, input.id, { lock: true });
    assertEditable(ctx, row);
    await assertFolderInGame(tx, gameId, input.folder_id);
    const columns = changedColumns(input, row);
    await tx
      .update(materials)
      .set({ ...columns, updatedAt: now })
      .where(eq(materials.id, row.id));
    if (input.rights) {
      const expiresAt = input.rights.expires_at === null ? null : new Date(input.rights.expires_at);
      await setBlocked(tx, [row.uploadId], blockFor(row.status, hasExpired(expiresAt, now)));
    }
  });
  return materialView(deps.db, gameId, input.id, now);
}

async function backToReview(tx: Tx, deps: MaterialDeps, ctx: TenantRequestContext, row: MaterialRow) {
  const now = new Date();
  await tx
    .update(materials)
    .set({ status: 'pending', reviewedBy: null, reviewComment: '', reviewedAt: null, updatedAt: now })
    .where(eq(materials.id, row.id));
  await setBlocked(tx, [row.uploadId], blockFor('pending', hasExpired(row.expiresAt, now)));
  const managers = await managersOf(tx, row.gameId);
  await tell(
    tx,
    deps,
    managers,
    { gameId: row.gameId, kind: 'material_submitted', params: materialParams(row) },
    ctx.user.id,
  );
}

/**
 * material/resubmit: a rejected material goes back to review (its submitter or a manager sends it).
 * One already pending is left as it is; an approved one has nothing to resubmit (material_decided).
 */
export async function resubmitMaterial(deps: MaterialDeps, ctx: TenantRequestContext, id: number) {
  await deps.db.transaction(async (tx) => {
    const row = await visibleMaterial(tx, ctx, id, { lock: true });
    assertEditable(ctx, row);
    if (row.status === 'approved') throw new AppError('material_decided');
    if (row.status === 'rejected') await backToReview(tx, deps, ctx, row);
  });
  return materialView(deps.db, ctx.tenant.gameId, id);
}

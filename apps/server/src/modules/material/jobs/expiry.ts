import { MATERIAL_EXPIRY_NOTICE_DAYS } from '@herald/contract';
import { and, asc, eq, gt, isNull, lt, lte, ne } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { materials } from '../../../db/schema/index.js';
import { holdContents } from '../../content/index.js';
import { setBlocked } from '../../uploads/index.js';
import type { MaterialDeps } from '../deps.js';
import { managersOf, materialParams, tell } from '../notify/tell.js';
import type { MaterialRow } from '../store.js';
import { previewSpec } from './specs.js';

/** Materials handled per transaction; the sweep goes on until none is left. */
const SWEEP_BATCH = 50;
/** A preview still pending this long after submission lost its job (the job expires after 30 minutes). */
const LOST_PREVIEW_MS = 60 * 60_000;

/** An end of rights as e-mails and notices show it: "2026-12-01 00:00 UTC". */
function dateText(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The owners of a material: its submitter and the game's managers. */
async function ownersOf(tx: Tx, row: MaterialRow): Promise<number[]> {
  return [row.submittedBy, ...(await managersOf(tx, row.gameId))].filter((id): id is number => id !== null);
}

/**
 * Takes due materials a batch at a time under row locks, skipping the ones another sweep (or a
 * manager's change) holds: those are done by whoever holds them, or by the next sweep.
 */
async function inBatches(
  deps: MaterialDeps,
  due: (tx: Tx) => Promise<MaterialRow[]>,
  work: (tx: Tx, row: MaterialRow) => Promise<void>,
): Promise<number> {
  let done = 0;
  for (;;) {
    const count = await deps.db.transaction(async (tx) => {
      const batch = await due(tx);
      for (const row of batch) await work(tx, row);
      return batch.length;
    });
    done += count;
    if (count < SWEEP_BATCH) return done;
  }
}

/**
 * Ends the rights that have passed: the file is blocked from new posts (material_expired), the
 * scheduled posts that use it are held for a person to decide (never deleted), and its owners are
 * told with how many were held. `expired_at` records it, so it happens once per end date.
 */
export function expireDue(deps: MaterialDeps, now: Date): Promise<number> {
  return inBatches(
    deps,
    (tx) =>
      tx
        .select()
        .from(materials)
        .where(and(isNull(materials.expiredAt), lte(materials.expiresAt, now)))
        .orderBy(asc(materials.expiresAt))
        .limit(SWEEP_BATCH)
        .for('update', { skipLocked: true }),
    async (tx, row) => {
      await tx.update(materials).set({ expiredAt: now }).where(eq(materials.id, row.id));
      await setBlocked(tx, [row.uploadId], 'material_expired');
      const held = await holdContents(tx, row.gameId, [row.uploadId], {
        reason: 'material_expired',
        materials: [{ id: row.id, name: row.name }],
      });
      // A rejected material was never usable: nobody needs telling that it still is not.
      if (row.status === 'rejected' || !row.expiresAt) return;
      await tell(tx, deps, await ownersOf(tx, row), {
        gameId: row.gameId,
        kind: 'material_expired',
        params: { ...materialParams(row), date: dateText(row.expiresAt), held },
      });
    },
  );
}

/**
 * Tells the owners, once per end date, that a material's rights end within
 * MATERIAL_EXPIRY_NOTICE_DAYS; a new end date (material/update) clears `expiry_noticed_at`.
 */
export function noticeExpiring(deps: MaterialDeps, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + MATERIAL_EXPIRY_NOTICE_DAYS * 86_400_000);
  return inBatches(
    deps,
    (tx) =>
      tx
        .select()
        .from(materials)
        .where(
          and(
            isNull(materials.expiredAt),
            isNull(materials.expiryNoticedAt),
            gt(materials.expiresAt, now),
            lte(materials.expiresAt, horizon),
            ne(materials.status, 'rejected'),
          ),
        )
        .orderBy(asc(materials.expiresAt))
        .limit(SWEEP_BATCH)
        .for('update', { skipLocked: true }),
    async (tx, row) => {
      await tx.update(materials).set({ expiryNoticedAt: now }).where(eq(materials.id, row.id));
      if (!row.expiresAt) return;
      await tell(tx, deps, await ownersOf(tx, row), {
        gameId: row.gameId,
        kind: 'material_expiring',
        params: { ...materialParams(row), date: dateText(row.expiresAt) },
      });
    },
  );
}

/** Sends again the preview jobs lost with their worker (previews still pending an hour on). */
export async function resendLostPreviews(deps: MaterialDeps, now: Date): Promise<number> {
  const lost = await deps.db
    .select({ id: materials.id })
    .from(materials)
    .where(
      and(
        eq(materials.previewStatus, 'pending'),
        lt(materials.createdAt, new Date(now.getTime() - LOST_PREVIEW_MS)),
      ),
    )
    .limit(100);
  for (const row of lost) await deps.queue.send(previewSpec, { material_id: row.id });
  return lost.length;
}

/** The hourly sweep: ended rights first (a material past its end is never "ending soon"), then notices. */
export async function sweepMaterials(deps: MaterialDeps, now = new Date()) {
  const expired = await expireDue(deps, now);
  const noticed = await noticeExpiring(deps, now);
  const previews = await resendLostPreviews(deps, now);
  return { expired, noticed, previews };
}

import { type materialEndpoints, uploadKindSchema } from '@herald/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { materials, uploads } from '../../db/schema/index.js';
import type { TenantRequestContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { notUsable, setBlocked } from '../uploads/index.js';
import type { MaterialDeps } from './deps.js';
import { assertFolderInGame, rightsColumns, uniqueTags } from './fields.js';
import { previewSpec } from './jobs/specs.js';
import { managersOf, materialParams, tell } from './notify/tell.js';
import { materialView, presentMaterials, selectMaterials } from './present.js';
import { blockFor, hasExpired } from './rules.js';

/** material/check: which of these files (by SHA-1) the game already has, so the console links them. */
export async function checkFiles(db: DbOrTx, gameId: number, sha1s: readonly string[]) {
  const wanted = [...new Set(sha1s)];
  const reads = await selectMaterials(db).where(
    and(eq(materials.gameId, gameId), inArray(materials.sha1, wanted)),
  );
  const found = await presentMaterials(db, gameId, reads);
  const bySha1 = new Map(found.map((material) => [material.file.sha1, material]));
  return sha1s.map((sha1) => ({ sha1, material: bySha1.get(sha1) ?? null }));
}

type SubmitInput = z.output<typeof materialEndpoints.submit.input>;

async function materialIdBySha1(db: DbOrTx, gameId: number, sha1: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: materials.id })
    .from(materials)
    .where(and(eq(materials.gameId, gameId), eq(materials.sha1, sha1)));
  return row?.id;
}

/**
 * Submits a finished upload of the game for review. The same file (SHA-1) already in the library is
 * answered as it is (linked) and nothing is written; otherwise the material waits for review, its
 * file is blocked from new posts (material_pending), the managers are told and its previews queued.
 */
export async function submitMaterial(deps: MaterialDeps, ctx: TenantRequestContext, input: SubmitInput) {
  const gameId = ctx.tenant.gameId;
  const now = new Date();
  const outcome = await deps.db.transaction(async (tx) => {
    const [upload] = await tx
      .select()
      .from(uploads)
      .where(and(eq(uploads.gameId, gameId), eq(uploads.id, input.upload_id)));
    if (!upload) throw new AppError('unknown_reference', { detail: `upload ${input.upload_id}` });
    if (upload.status !== 'done') throw notUsable(upload);
    const existing = await materialIdBySha1(tx, gameId, upload.sha1);
    if (existing !== undefined) return { id: existing, linked: true };
    await assertFolderInGame(tx, gameId, input.folder_id);
    const rights = rightsColumns(input.rights);
    const [row] = await tx
      .insert(materials)
      .values({
        gameId,
        uploadId: upload.id,
        sha1: upload.sha1,
        kind: uploadKindSchema.parse(upload.kind),
        name: input.name,
        defaultDescription: input.default_description,
        tags: uniqueTags(input.tags),
        folderId: input.folder_id,
        ...rights,
        submittedBy: ctx.user.id,
      })
      .onConflictDoNothing()
      .returning({ id: materials.id, name: materials.name });
    // Another submission of the same file won the race: link to it as above.
    if (!row) {
      const winner = await materialIdBySha1(tx, gameId, upload.sha1);
      if (winner === undefined) throw new Error('material insert conflicted with no material');
      return { id: winner, linked: true };
    }
    await setBlocked(tx, [upload.id], blockFor('pending', hasExpired(rights.expiresAt, now)));
    await tell(
      tx,
      deps,
      await managersOf(tx, gameId),
      { gameId, kind: 'material_submitted', params: materialParams(row) },
      ctx.user.id,
    );
    await deps.queue.send(previewSpec, { material_id: row.id }, tx);
    return { id: row.id, linked: false };
  });
  return { material: await materialView(deps.db, gameId, outcome.id, now), linked: outcome.linked };
}

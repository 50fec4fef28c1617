import type { MaterialResult } from '@herald/contract';
import { eq } from 'drizzle-orm';
import { materials } from '../../db/schema/index.js';
import type { TenantRequestContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { holdContents, scheduledUsing } from '../content/index.js';
import { eachMaterial } from './batch.js';
import type { MaterialDeps } from './deps.js';
import { materialRow } from './store.js';

/**
 * material/delete, each material in its own transaction with a result per item. One that scheduled
 * posts use is refused (material_in_use, with their number) unless the caller confirms: then those
 * posts are held for a person to decide (never deleted) and the material goes. Its upload stays, with
 * its block as it was: posts keep their file, and a file that could not be used still cannot.
 */
export async function deleteMaterials(
  deps: MaterialDeps,
  ctx: TenantRequestContext,
  input: { ids: readonly number[]; confirm_in_use: boolean },
): Promise<MaterialResult[]> {
  const gameId = ctx.tenant.gameId;
  return eachMaterial(ctx, input.ids, (id) =>
    deps.db.transaction(async (tx) => {
      const row = await materialRow(tx, gameId, id, { lock: true });
      const scheduled = await scheduledUsing(tx, gameId, [row.uploadId]);
      if (scheduled > 0 && !input.confirm_in_use)
        throw new AppError('material_in_use', { params: { count: scheduled } });
      await holdContents(tx, gameId, [row.uploadId], {
        reason: 'material_deleted',
        materials: [{ id: row.id, name: row.name }],
      });
      await tx.delete(materials).where(eq(materials.id, row.id));
    }),
  );
}

import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { materials } from '../../db/schema/index.js';
import type { TenantRequestContext } from '../../http/context.js';
import { AppError } from '../../http/errors.js';
import { isManager } from './rules.js';

/** A material as stored. */
export type MaterialRow = typeof materials.$inferSelect;

/** The game's material with this id (locked for a change when asked); not_found otherwise. */
export async function materialRow(
  db: DbOrTx,
  gameId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<MaterialRow> {
  const query = db
    .select()
    .from(materials)
    .where(and(eq(materials.gameId, gameId), eq(materials.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found');
  return row;
}

/**
 * Who sees a material: anyone of the library once approved; before that its submitter and the
 * managers. What the caller may not see answers not_found, as if it did not exist.
 */
export function assertVisible(ctx: TenantRequestContext, row: MaterialRow): void {
  if (row.status === 'approved' || isManager(ctx) || row.submittedBy === ctx.user.id) return;
  throw new AppError('not_found');
}

/** A material the caller sees, by id. */
export async function visibleMaterial(
  db: DbOrTx,
  ctx: TenantRequestContext,
  id: number,
  options: { lock?: boolean } = {},
): Promise<MaterialRow> {
  const row = await materialRow(db, ctx.tenant.gameId, id, options);
  assertVisible(ctx, row);
  return row;
}

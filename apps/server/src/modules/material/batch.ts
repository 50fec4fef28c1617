import type { MaterialResult } from '@herald/contract';
import type { TenantRequestContext } from '../../http/context.js';
import { batchItem } from '../../http/errors.js';

/**
 * Runs one action on each material asked for (each id once, in the order given), each in its own
 * transaction, with a result per item: one refused does not hold back the others.
 */
export async function eachMaterial(
  ctx: TenantRequestContext,
  ids: readonly number[],
  work: (id: number) => Promise<unknown>,
): Promise<MaterialResult[]> {
  const results: MaterialResult[] = [];
  for (const id of new Set(ids)) {
    const { msg, ...outcome } = await batchItem(ctx.locale, () => work(id));
    results.push({ id, ...outcome, message: msg });
  }
  return results;
}

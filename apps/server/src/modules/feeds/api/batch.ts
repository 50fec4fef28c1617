import type { FeedChange } from '@herald/contract';
import type { Db } from '../../../db/client.js';
import type { TenantRequestContext } from '../../../http/context.js';
import { batchItem } from '../../../http/errors.js';
import { applyChange, prepareChange } from './change.js';
import { scopeOf } from './scope.js';

/**
 * One change on several items, with a result per item. Each item is its own short transaction: a
 * refused item (not visible, over the tag limit, an assignee who cannot see its account) changes
 * nothing of its own and nothing of the others, and no lock is held across the batch. A reference
 * wrong for every item (a tag of another game) refuses the whole batch before anything is changed.
 */
export async function batchChange(
  db: Db,
  ctx: TenantRequestContext,
  input: { ids: readonly number[]; change: FeedChange },
) {
  const scope = await scopeOf(db, ctx);
  const prepared = await prepareChange(db, scope.gameId, input.change);
  const results = [];
  for (const id of new Set(input.ids))
    results.push({
      id,
      ...(await batchItem(ctx.locale, () => db.transaction((tx) => applyChange(tx, scope, id, prepared)))),
    });
  return { results };
}

import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import type { FeedSource } from '../../../db/schema/index.js';
import { rowsOf } from './store.js';

/**
 * Items the network says were deleted (a webhook's remove): kept and marked, never removed. An item
 * not stored yet has nothing to mark.
 */
export async function markDeleted(
  db: DbOrTx,
  accountId: number,
  source: FeedSource,
  remoteIds: readonly string[],
): Promise<number[]> {
  if (remoteIds.length === 0) return [];
  const result = await db.execute(sql`
    update feeds set deleted_at = now(), updated_at = now()
    where account_id = ${accountId} and source = ${source} and deleted_at is null
      and remote_id in (select jsonb_array_elements_text(${JSON.stringify(remoteIds)}::jsonb))
    returning id`);
  return rowsOf(result).map((row) => Number(row.id));
}

/**
 * After a complete read of a post's comments (every page, to the end): the stored comments of that post
 * the read no longer has were deleted on the network. Only items stored before the read began count —
 * one a webhook brought in meanwhile may simply be newer than what the read saw.
 */
export async function markVanished(
  db: DbOrTx,
  accountId: number,
  postRemoteId: string,
  seen: readonly string[],
  readStartedAt: Date,
): Promise<number[]> {
  const result = await db.execute(sql`
    update feeds set deleted_at = now(), updated_at = now()
    where account_id = ${accountId} and post_remote_id = ${postRemoteId} and source = 'comment'
      and deleted_at is null and received_at < ${readStartedAt.toISOString()}::timestamptz
      and remote_id not in (select jsonb_array_elements_text(${JSON.stringify(seen)}::jsonb))
    returning id`);
  return rowsOf(result).map((row) => Number(row.id));
}

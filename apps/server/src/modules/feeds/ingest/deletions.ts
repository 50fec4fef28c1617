import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { rowsOf } from '../../../db/rows.js';
import type { FeedSource } from '../../../db/schema/index.js';

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

/** Items hidden or shown again on the network (the inbox shows them as the network does). */
export async function markHidden(
  db: DbOrTx,
  accountId: number,
  source: FeedSource,
  changes: ReadonlyArray<{ remoteId: string; hidden: boolean }>,
): Promise<number[]> {
  if (changes.length === 0) return [];
  const input = JSON.stringify(
    changes.map((change) => ({ remote_id: change.remoteId, hidden: change.hidden })),
  );
  const result = await db.execute(sql`
    update feeds f set hidden = i.hidden, updated_at = now()
    from jsonb_to_recordset(${input}::jsonb) as i(remote_id text, hidden boolean)
    where f.account_id = ${accountId} and f.source = ${source} and f.remote_id = i.remote_id
      and f.hidden is distinct from i.hidden
    returning f.id`);
  return rowsOf(result).map((row) => Number(row.id));
}

import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { rowsOf } from '../../../db/rows.js';

/**
 * A thread an item belongs to: a private conversation, or a comment with its replies (named by the top
 * comment's id, as the network's replies name their parent; comment ids are unique per account).
 */
export type ThreadKey = { kind: 'message'; conversationId: string } | { kind: 'comment'; root: string };

export function threadOf(item: {
  source: string;
  remoteId: string;
  parentRemoteId: string | null;
  conversationId: string | null;
}): ThreadKey | null {
  if (item.source === 'message')
    return item.conversationId ? { kind: 'message', conversationId: item.conversationId } : null;
  if (item.source === 'comment') return { kind: 'comment', root: item.parentRemoteId ?? item.remoteId };
  return null;
}

/**
 * Times the team's first answer in the touched threads: each person's item not answered yet gets the
 * instant of the account's first own item after it in the same thread (a message in the conversation,
 * a reply in the comment's thread), and who wrote that answer when it was sent from Herald (the author
 * of the content whose publication is that item; nobody when written in the network's own app). Runs
 * after a batch is stored, so an answer arriving before the item it answers still counts.
 */
export async function recordFirstResponses(
  db: DbOrTx,
  accountId: number,
  threads: readonly ThreadKey[],
): Promise<number[]> {
  if (threads.length === 0) return [];
  const conversations = [
    ...new Set(threads.flatMap((key) => (key.kind === 'message' ? [key.conversationId] : []))),
  ];
  const comments = [...new Set(threads.flatMap((key) => (key.kind === 'comment' ? [key.root] : [])))];
  const result = await db.execute(sql`
    with conversations as (
      select value as conversation_id from jsonb_array_elements_text(${JSON.stringify(conversations)}::jsonb)
    ),
    roots as (
      select value as root from jsonb_array_elements_text(${JSON.stringify(comments)}::jsonb)
    ),
    answered as (
      select p.id, o.created_at, o.remote_id
      from conversations c
      join feeds p on p.account_id = ${accountId} and p.conversation_id = c.conversation_id
        and p.source = 'message' and p.feed_type = 'message' and p.first_response_at is null
      cross join lateral (
        select o.created_at, o.remote_id from feeds o
        where o.account_id = ${accountId} and o.conversation_id = c.conversation_id and o.source = 'message'
          and o.feed_type = 'other_message' and o.created_at >= p.created_at
        order by o.created_at limit 1) o
      union all
      select p.id, o.created_at, o.remote_id
      from roots r
      cross join lateral (
        select t.id, t.created_at from feeds t
        where t.account_id = ${accountId} and t.source = 'comment' and t.remote_id = r.root
          and t.feed_type in ('comment', 'comment_reply') and t.first_response_at is null
        union all
        select t.id, t.created_at from feeds t
        where t.account_id = ${accountId} and t.parent_remote_id = r.root and t.source = 'comment'
          and t.feed_type = 'comment_reply' and t.first_response_at is null) p
      cross join lateral (
        select o.created_at, o.remote_id from feeds o
        where o.account_id = ${accountId} and o.parent_remote_id = r.root and o.source = 'comment'
          and o.feed_type = 'other_comment_reply' and o.created_at >= p.created_at
        order by o.created_at limit 1) o
    )
    update feeds f set
      first_response_at = a.created_at,
      first_response_by = (
        select c.author_id from content_targets t join contents c on c.id = t.content_id
        where t.account_id = ${accountId} and t.post_id = a.remote_id
        order by t.id limit 1),
      updated_at = now()
    from answered a
    where f.id = a.id
    returning f.id`);
  return rowsOf(result).map((row) => Number(row.id));
}

import type { Feed } from '@herald/contract';
import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { feeds, feedTags, socialAccounts } from '../../../db/schema/index.js';
import { namesOf } from '../../content/index.js';
import type { FeedRow } from './scope.js';

/**
 * An item as lists read it: its row, its account's name (the team's nickname first, as content
 * targets name it) and its network time in microseconds (the cursor's exact key).
 */
export const listColumns = {
  ...getTableColumns(feeds),
  accountName: sql<string>`coalesce(nullif(trim(${socialAccounts.remark}), ''), ${socialAccounts.socialAccount})`,
  createdUs: sql<string>`(extract(epoch from ${feeds.createdAt}) * 1000000)::bigint::text`,
};

export type ListRow = FeedRow & { accountName: string; createdUs: string };

/**
 * The inbox's order, newest first, spelled as its indexes are built (`desc nulls last`): a plain
 * `desc` means nulls first, which those indexes cannot give, and the page would be sorted whole.
 */
export const newestFirst = [sql`${feeds.createdAt} desc nulls last`, sql`${feeds.id} desc nulls last`];
/** The same indexes read backwards. */
export const oldestFirst = [sql`${feeds.createdAt} asc nulls first`, sql`${feeds.id} asc nulls first`];

/** Selects items with their account's name; the caller adds conditions, order and limit. */
export function selectItems(db: DbOrTx) {
  return db.select(listColumns).from(feeds).innerJoin(socialAccounts, eq(socialAccounts.id, feeds.accountId));
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** One row as the contract's item; the tags and assignee's name come from one look-up per page. */
export function toFeed(
  row: ListRow,
  tags: ReadonlyMap<number, number[]>,
  names: ReadonlyMap<number, string>,
) {
  const feed: Feed = {
    id: row.id,
    account_id: row.accountId,
    account_name: row.accountName,
    social_channel: row.network,
    feed_type: row.feedType,
    remote_id: row.remoteId,
    post_remote_id: row.postRemoteId,
    parent_remote_id: row.parentRemoteId,
    conversation_id: row.conversationId,
    author: {
      id: row.authorId,
      name: row.authorName,
      avatar_url: row.authorAvatar,
      followers: row.authorFollowers,
    },
    text: row.text,
    permalink: row.permalink,
    language: row.language,
    sentiment: row.sentiment,
    sentiment_source: row.sentimentSource,
    state: row.state,
    assignee_id: row.assigneeId,
    assignee_name: row.assigneeId === null ? null : (names.get(row.assigneeId) ?? null),
    tag_ids: tags.get(row.id) ?? [],
    issue_classes: row.issueClasses,
    hidden: row.hidden,
    created_at: row.createdAt.toISOString(),
    received_at: row.receivedAt.toISOString(),
    edited_at: iso(row.editedAt),
    deleted_at: iso(row.deletedAt),
    first_response_at: iso(row.firstResponseAt),
  };
  return feed;
}

/** The tags of these items, in one query. */
export async function tagsOf(db: DbOrTx, ids: readonly number[]): Promise<Map<number, number[]>> {
  const byFeed = new Map<number, number[]>();
  if (ids.length === 0) return byFeed;
  const rows = await db
    .select({ feedId: feedTags.feedId, tagId: feedTags.tagId })
    .from(feedTags)
    .where(inArray(feedTags.feedId, [...ids]))
    .orderBy(asc(feedTags.tagId));
  for (const row of rows) {
    const list = byFeed.get(row.feedId);
    if (list) list.push(row.tagId);
    else byFeed.set(row.feedId, [row.tagId]);
  }
  return byFeed;
}

/** Rows as contract items: their tags and assignees' names read once for all of them. */
export async function feedsOf(db: DbOrTx, rows: readonly ListRow[]): Promise<Feed[]> {
  const tags = await tagsOf(
    db,
    rows.map((row) => row.id),
  );
  const names = await namesOf(
    db,
    rows.map((row) => row.assigneeId),
  );
  return rows.map((row) => toFeed(row, tags, names));
}

/** These items as contract items, in the order asked for (those not stored are left out). */
export async function feedsByIds(db: DbOrTx, ids: readonly number[]): Promise<Feed[]> {
  if (ids.length === 0) return [];
  const rows = await selectItems(db).where(inArray(feeds.id, [...ids]));
  const byId = new Map((await feedsOf(db, rows)).map((feed) => [feed.id, feed]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

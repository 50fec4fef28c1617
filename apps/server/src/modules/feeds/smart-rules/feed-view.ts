import type { Feed } from '@herald/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { feeds, feedTags, socialAccounts, users } from '../../../db/schema/index.js';

/**
 * Stored items as the contract's feed, for the dry run's examples. The inbox list maps its pages the
 * same way; the two are to become one mapper once both are in place.
 */
export async function feedsByIds(db: DbOrTx, ids: readonly number[]): Promise<Feed[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      feed: feeds,
      accountName: socialAccounts.socialAccount,
      accountRemark: socialAccounts.remark,
      assigneeName: users.name,
    })
    .from(feeds)
    .innerJoin(socialAccounts, eq(socialAccounts.id, feeds.accountId))
    .leftJoin(users, eq(users.id, feeds.assigneeId))
    .where(inArray(feeds.id, [...ids]));
  const tagRows = await db
    .select({ feedId: feedTags.feedId, tagId: feedTags.tagId })
    .from(feedTags)
    .where(inArray(feedTags.feedId, [...ids]))
    .orderBy(asc(feedTags.tagId));
  const tagsOf = new Map<number, number[]>();
  for (const { feedId, tagId } of tagRows) {
    const list = tagsOf.get(feedId) ?? [];
    list.push(tagId);
    tagsOf.set(feedId, list);
  }
  const byId = new Map(
    rows.map(({ feed, accountName, accountRemark, assigneeName }) => [
      feed.id,
      {
        id: feed.id,
        account_id: feed.accountId,
        account_name: accountRemark?.trim() || accountName,
        social_channel: feed.network,
        feed_type: feed.feedType,
        remote_id: feed.remoteId,
        post_remote_id: feed.postRemoteId,
        parent_remote_id: feed.parentRemoteId,
        conversation_id: feed.conversationId,
        author: {
          id: feed.authorId,
          name: feed.authorName,
          avatar_url: feed.authorAvatar,
          followers: feed.authorFollowers,
        },
        text: feed.text,
        permalink: feed.permalink,
        language: feed.language,
        sentiment: feed.sentiment,
        sentiment_source: feed.sentimentSource,
        state: feed.state,
        assignee_id: feed.assigneeId,
        assignee_name: assigneeName,
        tag_ids: tagsOf.get(feed.id) ?? [],
        issue_classes: feed.issueClasses,
        hidden: feed.hidden,
        created_at: feed.createdAt.toISOString(),
        received_at: feed.receivedAt.toISOString(),
        edited_at: feed.editedAt?.toISOString() ?? null,
        deleted_at: feed.deletedAt?.toISOString() ?? null,
        first_response_at: feed.firstResponseAt?.toISOString() ?? null,
      } satisfies Feed,
    ]),
  );
  // In the order asked for.
  return ids.flatMap((id) => byId.get(id) ?? []);
}

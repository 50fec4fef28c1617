import { type FeedFilter, type FeedType, ownFeedTypes } from '@herald/contract';
import {
  and,
  arrayOverlaps,
  eq,
  exists,
  gte,
  inArray,
  isNull,
  lte,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { feeds, feedTags } from '../../../db/schema/index.js';

const own: readonly FeedType[] = ownFeedTypes;

/**
 * The types asked for: those named, else every type but the account's own unless they are included.
 * Naming an own type asks for it whatever `include_own` says.
 */
function typeCondition(filter: FeedFilter): SQL | undefined {
  if (filter.feed_types.length > 0) return inArray(feeds.feedType, filter.feed_types);
  return filter.include_own ? undefined : notInArray(feeds.feedType, [...own]);
}

function assigneeCondition(filter: FeedFilter): SQL | undefined {
  const named = filter.assignee_ids.length > 0 ? inArray(feeds.assigneeId, filter.assignee_ids) : undefined;
  const nobody = filter.unassigned ? isNull(feeds.assigneeId) : undefined;
  return named && nobody ? or(named, nobody) : (named ?? nobody);
}

/** Items carrying any of the tags. */
function tagCondition(db: DbOrTx, tagIds: readonly number[]): SQL | undefined {
  if (tagIds.length === 0) return undefined;
  return exists(
    db
      .select({ one: sql`1` })
      .from(feedTags)
      .where(and(eq(feedTags.feedId, feeds.id), inArray(feedTags.tagId, [...tagIds]))),
  );
}

/** Every filter given narrows the list (the keyword is applied by the list itself). */
export function filterConditions(db: DbOrTx, filter: FeedFilter): SQL[] {
  return [
    filter.account_ids.length > 0 ? inArray(feeds.accountId, filter.account_ids) : undefined,
    filter.networks.length > 0 ? inArray(feeds.network, filter.networks) : undefined,
    typeCondition(filter),
    filter.sentiments.length > 0 ? inArray(feeds.sentiment, filter.sentiments) : undefined,
    filter.states.length > 0 ? inArray(feeds.state, filter.states) : undefined,
    assigneeCondition(filter),
    filter.issue_classes.length > 0 ? arrayOverlaps(feeds.issueClasses, filter.issue_classes) : undefined,
    filter.from ? gte(feeds.createdAt, new Date(filter.from)) : undefined,
    filter.to ? lte(feeds.createdAt, new Date(filter.to)) : undefined,
    tagCondition(db, filter.tag_ids),
  ].filter((condition): condition is SQL => condition !== undefined);
}

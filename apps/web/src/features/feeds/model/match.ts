import { type Feed, type FeedFilterInput, type FeedType, ownFeedTypes } from '@herald/contract';

const own: readonly FeedType[] = ownFeedTypes;

function within<T>(value: T, allowed: readonly T[] | undefined): boolean {
  return !allowed || allowed.length === 0 || allowed.includes(value);
}

/**
 * Whether an item belongs in a list of this filter, judged as feeds/list does (types, tags any of,
 * assignees or nobody, the range by the time written). A keyword cannot be judged here (the server
 * matches Chinese by character pairs): null then, and the caller leaves the item to the next load.
 */
export function matchesFilter(feed: Feed, filter: FeedFilterInput): boolean | null {
  if (filter.keyword) return null;
  const types = filter.feed_types ?? [];
  if (
    types.length > 0 ? !types.includes(feed.feed_type) : !filter.include_own && own.includes(feed.feed_type)
  )
    return false;
  const assignees = filter.assignee_ids ?? [];
  if (assignees.length > 0 || filter.unassigned) {
    const named = feed.assignee_id !== null && assignees.includes(feed.assignee_id);
    if (!named && !(filter.unassigned && feed.assignee_id === null)) return false;
  }
  const written = Date.parse(feed.created_at);
  return (
    within(feed.account_id, filter.account_ids) &&
    within(feed.social_channel, filter.networks) &&
    within(feed.sentiment, filter.sentiments) &&
    within(feed.state, filter.states) &&
    (!filter.issue_classes?.length ||
      feed.issue_classes.some((issue) => filter.issue_classes?.includes(issue))) &&
    (!filter.tag_ids?.length || feed.tag_ids.some((id) => filter.tag_ids?.includes(id))) &&
    (!filter.from || written >= Date.parse(filter.from)) &&
    (!filter.to || written <= Date.parse(filter.to))
  );
}

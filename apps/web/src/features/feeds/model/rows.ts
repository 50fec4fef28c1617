import type { Feed, FeedChange, FeedPage } from '@herald/contract';
import type { InfiniteData } from '@tanstack/react-query';

export type FeedPages = InfiniteData<FeedPage, string | null>;

/**
 * An item as a change the server accepted leaves it, so the list shows it at once; the live stream's
 * `changed` event then brings the server's own copy.
 */
export function applyChange(feed: Feed, change: FeedChange, assigneeName: string | null): Feed {
  switch (change.kind) {
    case 'state':
      return { ...feed, state: change.state };
    case 'assign':
      return {
        ...feed,
        assignee_id: change.assignee_id,
        assignee_name: change.assignee_id === null ? null : assigneeName,
      };
    case 'sentiment':
      return { ...feed, sentiment: change.sentiment, sentiment_source: 'person' };
    case 'tags_add':
      return { ...feed, tag_ids: [...new Set([...feed.tag_ids, ...change.tag_ids])] };
    case 'tags_remove':
      return { ...feed, tag_ids: feed.tag_ids.filter((id) => !change.tag_ids.includes(id)) };
  }
}

/** Newest first: by the time written on the network, then by id. */
function newestFirst(a: Feed, b: Feed): number {
  return Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id;
}

/**
 * Puts items that arrived on top of the first page, each once, newest first, and remembers the newest
 * cursor to ask from next time. Items already shown are replaced by their newer copy where they are.
 */
export function prependArrived(data: FeedPages, arrived: readonly Feed[], newest: string | null): FeedPages {
  const first = data.pages[0];
  if (!first) return data;
  const fresh = new Map(arrived.map((feed) => [feed.id, feed]));
  const pages = data.pages.map((page) => ({
    ...page,
    list: page.list.map((feed) => {
      const copy = fresh.get(feed.id);
      if (!copy) return feed;
      fresh.delete(feed.id);
      return copy;
    }),
  }));
  const added = [...fresh.values()].sort(newestFirst);
  const head = pages[0] ?? first;
  return {
    ...data,
    pages: [{ ...head, list: [...added, ...head.list], newest: newest ?? head.newest }, ...pages.slice(1)],
  };
}

/** Replaces the given items wherever the list holds them; the others stay as they are. */
export function replaceRows(data: FeedPages, copies: ReadonlyMap<number, Feed>): FeedPages {
  if (copies.size === 0) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      list: page.list.map((feed) => copies.get(feed.id) ?? feed),
    })),
  };
}

/** Every item the list holds, in order, without the duplicates a page boundary may repeat. */
export function rowsOf(data: FeedPages | undefined): Feed[] {
  if (!data) return [];
  const seen = new Set<number>();
  const rows: Feed[] = [];
  for (const page of data.pages)
    for (const feed of page.list)
      if (!seen.has(feed.id)) {
        seen.add(feed.id);
        rows.push(feed);
      }
  return rows;
}

/**
 * Puts items that arrived late (written before the newest item shown, so no `newer` page brings them)
 * at their place in the order, when that place is among the loaded rows; one further down comes with
 * its page. Items already held are left to the `changed` refresh.
 */
export function insertLate(data: FeedPages, late: readonly Feed[], more: boolean): FeedPages {
  const held = new Set(rowsOf(data).map((feed) => feed.id));
  const fresh = late.filter((feed) => !held.has(feed.id));
  if (fresh.length === 0) return data;
  const pages = data.pages.map((page) => ({ ...page, list: [...page.list] }));
  for (const feed of fresh) {
    const page = pages.find(
      (each, index) => index === pages.length - 1 || each.list.some((other) => newestFirst(feed, other) <= 0),
    );
    if (!page) continue;
    const at = page.list.findIndex((other) => newestFirst(feed, other) <= 0);
    if (at >= 0) page.list.splice(at, 0, feed);
    // Past every loaded row: it belongs to a page not loaded yet, unless this was the last page.
    else if (!more) page.list.push(feed);
  }
  return { ...data, pages };
}

import { PlatformError } from '../../../platforms/errors.js';
import type { AccountRef, NetworkComment, PlatformAdapter, PostPage } from '../../../platforms/types.js';
import { commentUrl } from '../../../platforms/youtube/reading.js';
import { YOUTUBE_SEARCH_UNITS } from '../compile/quotas.js';
import { type HeardItem, heardPost } from './items.js';

/** What one page of a YouTube search gave: its videos and their comments, and the units it took. */
export interface YoutubePage {
  page: PostPage;
  items: HeardItem[];
  units: number;
  /** A failure met reading comments after the search (what was read before it still counts). */
  failure: unknown;
}

/** YouTube shows a channel's `@handle` as the comment's author name where the channel has one. */
function handleOf(name: string | null): string | null {
  return name?.startsWith('@') && name.length > 1 ? name.slice(1) : null;
}

/**
 * A comment of a found video as an item: its own id, its author's channel, its text and time, a link
 * opening the video at it; a reply is addressed to the author of the comment it answers (their
 * handle, where the thread read shows it).
 */
export function heardComment(
  videoId: string,
  comment: NetworkComment,
  byId: ReadonlyMap<string, NetworkComment>,
): HeardItem | null {
  const text = comment.text.trim();
  if (text === '') return null;
  const parent = comment.parentId ? byId.get(comment.parentId) : undefined;
  const to = handleOf(parent?.authorName ?? null);
  return {
    network: 'youtube',
    externalId: comment.id,
    url: commentUrl(videoId, comment.id),
    text,
    authorId: comment.authorId,
    authorName: comment.authorName,
    authorHandle: handleOf(comment.authorName),
    authorReach: null,
    publishedAt: comment.createdAt,
    recipients: to ? [to] : [],
  };
}

/**
 * One page of search.list (100 units) as items, and on the first page the comment threads of its
 * newest `maxVideos` videos, one page each (1 unit each, charged whether or not the video allows
 * comments). A video whose comments cannot be read (disabled, gone) is passed over; any other failure
 * stops the reading and is answered beside what was read, so the units spent are still counted.
 */
export async function youtubePage(
  adapter: PlatformAdapter,
  account: AccountRef,
  query: string,
  since: Date,
  cursor: string | null,
  maxVideos: number,
): Promise<YoutubePage> {
  if (!adapter.search || !adapter.readComments) {
    throw new PlatformError(adapter.network, 'unsupported', 'this adapter cannot read YouTube comments');
  }
  const page = await adapter.search(account, query, since, cursor);
  const items = page.posts.flatMap((post) => heardPost('youtube', post) ?? []);
  const result: YoutubePage = { page, items, units: YOUTUBE_SEARCH_UNITS, failure: null };
  if (cursor !== null) return result;
  for (const video of page.posts.slice(0, maxVideos)) {
    result.units += 1;
    try {
      const { comments } = await adapter.readComments(account, video.id, null);
      const byId = new Map(comments.map((comment) => [comment.id, comment]));
      items.push(...comments.flatMap((comment) => heardComment(video.id, comment, byId) ?? []));
    } catch (error) {
      if (error instanceof PlatformError && error.kind === 'content') continue;
      result.failure = error;
      break;
    }
  }
  return result;
}

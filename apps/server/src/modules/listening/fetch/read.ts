import type { ListenNetwork, SocialNetwork } from '@herald/contract';
import { PlatformError } from '../../../platforms/errors.js';
import type { AccountRef, PlatformAdapter, PostPage } from '../../../platforms/types.js';
import type { SearchRequest } from '../compile/types.js';
import { type HeardItem, heardPost } from './items.js';
import { youtubePage } from './youtube.js';

/** What one page of a search took of the network's quota; `key` names an Instagram hashtag's slot. */
export interface QuotaUse {
  amount: number;
  key: string | null;
}

/** The query of a request as the console shows it. */
export function queryOf(request: SearchRequest): string {
  switch (request.method) {
    case 'x_recent_search':
    case 'reddit_search':
      return request.query;
    case 'youtube_search':
    case 'vk_newsfeed_search':
    case 'threads_keyword_search':
      return request.q;
    case 'instagram_hashtag_media':
      return `#${request.hashtag}`;
    case 'facebook_page_posts':
      return `page:${request.pageId}`;
    case 'discord_local_filter':
      return '';
  }
}

function missing(network: SocialNetwork, what: string): never {
  throw new PlatformError(network, 'unsupported', `this network's adapter cannot ${what}`);
}

/** Runs one page of a compiled request with the account's adapter. */
export function readPage(
  adapter: PlatformAdapter,
  account: AccountRef,
  request: SearchRequest,
  since: Date,
  cursor: string | null,
): Promise<PostPage> {
  const network = adapter.network;
  switch (request.method) {
    case 'instagram_hashtag_media':
      if (!adapter.searchHashtag) missing(network, 'search hashtags');
      return adapter.searchHashtag(account, request.hashtag, since, cursor);
    case 'facebook_page_posts':
      if (!adapter.readPagePosts) missing(network, 'read public Pages');
      return adapter.readPagePosts(account, request.pageId, since, cursor);
    case 'discord_local_filter':
      if (!adapter.readChannelMessages) missing(network, 'read channel messages');
      return adapter.readChannelMessages(account, since, cursor);
    case 'threads_keyword_search':
      if (!adapter.search) missing(network, 'search');
      return adapter.search(account, request.q, since, cursor, { tag: request.mode === 'TAG' });
    default:
      if (!adapter.search) missing(network, 'search');
      return adapter.search(account, queryOf(request), since, cursor);
  }
}

/** What a page read took of the network's quota (null: nothing counted, as Discord's own messages). */
export function quotaUseOf(request: SearchRequest, page: PostPage, first: boolean): QuotaUse | null {
  switch (request.method) {
    case 'x_recent_search':
      // Pay-per-use X bills every post a page returns.
      return { amount: page.posts.length, key: null };
    case 'instagram_hashtag_media':
      // The look-up of the hashtag's id takes (or reuses) its slot; later pages take nothing.
      return first ? { amount: 1, key: request.hashtag } : null;
    case 'discord_local_filter':
      return null;
    default:
      return { amount: 1, key: null };
  }
}

/** One page of a request as read: its items, its quota use and where the next page starts. */
export interface RequestPage {
  items: HeardItem[];
  quota: QuotaUse | null;
  /** The cursor of the next (older) page; null at the end. */
  next: string | null;
  /** The oldest post of the page (a search stops once it reaches back past `since`). */
  oldest: Date | null;
  /** A failure met after part of the page was read (its items and quota still count). */
  failure: unknown;
}

/**
 * Reads one page of a compiled request as items. A YouTube search reads, on its first page, the
 * comment threads of its newest videos too, and counts their units with the search's.
 */
export async function readRequest(
  adapter: PlatformAdapter,
  account: AccountRef,
  network: ListenNetwork,
  request: SearchRequest,
  since: Date,
  cursor: string | null,
): Promise<RequestPage> {
  if (request.method === 'youtube_search') {
    const got = await youtubePage(adapter, account, request.q, since, cursor, request.maxVideos);
    return {
      items: got.items,
      quota: { amount: got.units, key: null },
      next: got.page.next,
      oldest: got.page.posts.at(-1)?.postedAt ?? null,
      failure: got.failure,
    };
  }
  const page = await readPage(adapter, account, request, since, cursor);
  return {
    items: page.posts.flatMap((post) => heardPost(network, post) ?? []),
    quota: quotaUseOf(request, page, cursor === null),
    next: page.next,
    oldest: page.posts.at(-1)?.postedAt ?? null,
    failure: null,
  };
}

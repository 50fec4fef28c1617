import type { SocialNetwork } from '@herald/contract';
import type { TopicTerm, TopicTermGroup } from '../match/types.js';
import type { HashtagRemain, HashtagUse } from './instagram-quota.js';
import type { CostUnit, XTier } from './quotas.js';

/** Where a topic listens on one network (the contract's topic source). */
export interface TopicSourceInput {
  readonly network: SocialNetwork;
  /** Tracked hashtags chosen for the network (Instagram searches these). */
  readonly hashtags: readonly string[];
  /** The public page to read (Facebook). */
  readonly page: { readonly id: string; readonly name: string } | null;
}

/** What the compilers read of a topic: its meaning and its sources. */
export interface TopicToCompile {
  readonly include: readonly TopicTermGroup[];
  readonly exclude: readonly TopicTerm[];
  readonly sources: readonly TopicSourceInput[];
}

/** What the compilers need to know beyond the topic. */
export interface CompileContext {
  readonly now: Date;
  /** The X API access level of the installation: it sets the query length. Default `self_serve`. */
  readonly xTier?: XTier;
  /** Every hashtag look-up of the Instagram account searching, over at least the last 7 days. */
  readonly instagramUses?: readonly HashtagUse[];
}

/**
 * One request of a network's own search. The listening poll runs it and re-matches every item it
 * brings with the topic's exact meaning: requests may bring more than the topic wants, never less
 * than they can.
 */
export type SearchRequest =
  /** GET /2/tweets/search/recent?query= (last 7 days). */
  | { method: 'x_recent_search'; query: string }
  /** GET /search?q=&sort=new. */
  | { method: 'reddit_search'; query: string }
  /** search.list?q=&type=video, then commentThreads.list for each video found. */
  | { method: 'youtube_search'; q: string; maxVideos: number }
  /** newsfeed.search?q= (user token). */
  | { method: 'vk_newsfeed_search'; q: string }
  /** GET /keyword_search?q=&search_mode= (KEYWORD for words, TAG for a topic tag). */
  | { method: 'threads_keyword_search'; q: string; mode: 'KEYWORD' | 'TAG' }
  /** ig_hashtag_search?q= for the id, then /{hashtag-id}/recent_media. */
  | { method: 'instagram_hashtag_media'; hashtag: string }
  /** GET /{page-id}/posts (and their comments): the only public reading Facebook allows. */
  | { method: 'facebook_page_posts'; pageId: string }
  /** No remote search: the messages the bot receives in the game's servers, decided by the matcher. */
  | { method: 'discord_local_filter' };

/** What one poll of the topic on a network costs at most, in the network's own unit. */
export interface SearchCost {
  unit: CostUnit;
  amount: number;
}

/** A topic compiled for one network. */
export interface CompiledSearch {
  outcome: 'compiled';
  network: SocialNetwork;
  requests: SearchRequest[];
  cost: SearchCost;
}

/** A network that offers no search a commercial app may use: the topic is kept, nothing is fetched. */
export interface UnavailableSearch {
  outcome: 'unavailable';
  network: SocialNetwork;
  reason: 'no_commercial_search' | 'no_search_api';
  detail: string;
}

/**
 * Why a topic cannot be compiled (the endpoint layer answers each with a catalogue error):
 * - `no_network`: the topic has no source.
 * - `empty_include`: no include group, so the topic would match nothing.
 * - `nothing_to_search`: no positive term the network's search can look for.
 * - `page_required`: a Facebook source without its public page.
 * - `hashtag_required`: an Instagram source with no hashtag to search.
 * - `hashtag_quota`: the Instagram hashtags would exceed the account's 30 per rolling 7 days.
 * - `term_too_long`: one X or Reddit term does not fit the query length beside the fixed parts.
 * - `query_too_long`: the parts every query must keep (AND and exclusions) exceed the length.
 * - `too_many_queries`: splitting would take more queries than one poll may send.
 */
export type RefusalCode =
  | 'no_network'
  | 'empty_include'
  | 'nothing_to_search'
  | 'page_required'
  | 'hashtag_required'
  | 'hashtag_quota'
  | 'term_too_long'
  | 'query_too_long'
  | 'too_many_queries';

/** A topic the compilers refuse, with what the console needs to say why. */
export interface CompileRefusal {
  outcome: 'refused';
  /** Null when the topic as a whole is refused. */
  network: SocialNetwork | null;
  refused: RefusalCode;
  detail: string;
  /** The term at fault (`term_too_long`). */
  term?: TopicTerm;
  /** The account's hashtag budget (`hashtag_quota`). */
  remain?: HashtagRemain;
}

/** What compiling a topic for one network gives. */
export type CompileOutcome = CompiledSearch | UnavailableSearch | CompileRefusal;

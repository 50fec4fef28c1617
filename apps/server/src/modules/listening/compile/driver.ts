import type { SocialNetwork } from '@herald/contract';
import type { TopicTerm } from '../match/types.js';
import { YOUTUBE_SEARCH_UNITS, YOUTUBE_VIDEOS_PER_SEARCH } from './quotas.js';
import { plainValue, quoted, tagBody, wordOrPhrase } from './terms.js';
import type { CompileOutcome, SearchRequest, TopicToCompile } from './types.js';

/**
 * The terms that drive a search without boolean operators: every item the topic wants holds all of
 * an `all` driver's terms, or one of an `any` driver's. Searching one term of an `all` driver, or
 * each term of an `any` driver, brings every such item the network finds.
 */
export type Driver = { match: 'all' | 'any'; terms: TopicTerm[] };

/**
 * The cheapest driver the network can search: the terms of `contain_all` groups (and single-term
 * `contain_any` groups), else the smallest `contain_any` group whose every term it can search;
 * null when there is none.
 */
export function driverOf(topic: TopicToCompile, searchable: (term: TopicTerm) => boolean): Driver | null {
  const required = topic.include.flatMap((group) => {
    if (group.match === 'contain_all') return group.terms.filter(searchable);
    const distinct = new Set(group.terms.map((term) => `${term.kind}:${plainValue(term)}`));
    return group.match === 'contain_any' && distinct.size === 1
      ? group.terms.slice(0, 1).filter(searchable)
      : [];
  });
  if (required.length > 0) return { match: 'all', terms: required };
  const [smallest] = topic.include
    .filter((group) => group.match === 'contain_any' && group.terms.every(searchable))
    .sort((a, b) => a.terms.length - b.terms.length);
  return smallest ? { match: 'any', terms: [...smallest.terms] } : null;
}

const textKinds = new Set<TopicTerm['kind']>(['keyword', 'span', 'hashtag', 'cashtag', 'mention']);
const searchable = (term: TopicTerm) => textKinds.has(term.kind) && plainValue(term) !== '';

/** The words to search one term by: tags keep their `#` (VK and YouTube search hashtags so). */
function written(term: TopicTerm): string {
  const value = plainValue(term);
  if (term.kind === 'hashtag' && tagBody.test(value)) return `#${value}`;
  return term.kind === 'span' ? (quoted(value) ?? value) : (wordOrPhrase(value) ?? value);
}

/** The terms searched one by one: each of an `any` driver, the longest of an `all` driver. */
function searchedTerms(driver: Driver): TopicTerm[] {
  const keyOf = (term: TopicTerm) => `${term.kind}:${plainValue(term)}`;
  const distinct = driver.terms.filter(
    (term, at) => driver.terms.findIndex((t) => keyOf(t) === keyOf(term)) === at,
  );
  if (driver.match === 'any') return distinct;
  const longest = (a: TopicTerm, b: TopicTerm) => plainValue(b).length - plainValue(a).length;
  return distinct.sort(longest).slice(0, 1);
}

function nothing(network: SocialNetwork): CompileOutcome {
  return {
    outcome: 'refused',
    network,
    refused: 'nothing_to_search',
    detail: 'no include group whose terms this network can search for',
  };
}

/** VK newsfeed.search takes words and #hashtags, no operators: one query per driver term. */
export function compileVk(topic: TopicToCompile): CompileOutcome {
  const driver = driverOf(topic, searchable);
  if (!driver) return nothing('vk');
  const requests = searchedTerms(driver).map(
    (term): SearchRequest => ({ method: 'vk_newsfeed_search', q: written(term) }),
  );
  return { outcome: 'compiled', network: 'vk', requests, cost: { unit: 'queries', amount: requests.length } };
}

/** Threads keyword search: a topic tag in TAG mode, anything else in KEYWORD mode, one per term. */
export function compileThreads(topic: TopicToCompile): CompileOutcome {
  const driver = driverOf(topic, searchable);
  if (!driver) return nothing('threads');
  const requests = searchedTerms(driver).map(
    (term): SearchRequest => ({
      method: 'threads_keyword_search',
      q: plainValue(term),
      mode: term.kind === 'hashtag' ? 'TAG' : 'KEYWORD',
    }),
  );
  return {
    outcome: 'compiled',
    network: 'threads',
    requests,
    cost: { unit: 'queries', amount: requests.length },
  };
}

/**
 * YouTube search.list finds videos, not comments: one search (100 units) by the driver, its terms
 * joined by space (all) or `|` (any), then the comment threads of its newest videos. Exclusions stay
 * with the matcher: a video's words say nothing of its comments'.
 */
export function compileYoutube(topic: TopicToCompile): CompileOutcome {
  const driver = driverOf(topic, searchable);
  if (!driver) return nothing('youtube');
  const q = [...new Set(driver.terms.map(written))].join(driver.match === 'all' ? ' ' : '|');
  return {
    outcome: 'compiled',
    network: 'youtube',
    requests: [{ method: 'youtube_search', q, maxVideos: YOUTUBE_VIDEOS_PER_SEARCH }],
    cost: { unit: 'quota_units', amount: YOUTUBE_SEARCH_UNITS + YOUTUBE_VIDEOS_PER_SEARCH },
  };
}

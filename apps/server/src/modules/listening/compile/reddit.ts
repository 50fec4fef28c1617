import type { TopicTerm } from '../match/types.js';
import { planOf, splitQueries, type TermSyntax } from './boolean.js';
import { MAX_QUERIES_PER_POLL, REDDIT_QUERY_LIMIT } from './quotas.js';
import { plainValue, quoted, wordOrPhrase } from './terms.js';
import type { CompileOutcome, TopicToCompile } from './types.js';

const username = /^[A-Za-z0-9_-]{3,20}$/;

/**
 * Reddit's search syntax: words, "phrases", OR, NOT, parentheses and `author:`. Reddit has no
 * hashtags, cashtags or mentions: their words are searched (broader), and never excluded (that
 * would drop posts with the bare word, which the matcher keeps). Replies cannot be searched by
 * recipient.
 */
const redditSyntax: TermSyntax = {
  positive(term: TopicTerm) {
    const value = plainValue(term);
    switch (term.kind) {
      case 'keyword':
      case 'hashtag':
      case 'cashtag':
      case 'mention':
        return wordOrPhrase(value);
      case 'span':
        return quoted(value);
      case 'from':
        return username.test(value) ? `author:${value}` : null;
      case 'to':
        return null;
    }
  },
  negative(term: TopicTerm) {
    if (term.kind !== 'keyword' && term.kind !== 'span' && term.kind !== 'from') return null;
    const written = redditSyntax.positive(term);
    return written === null ? null : `NOT ${written}`;
  },
};

/** A topic as Reddit searches, split like X's when longer than Reddit's 512 characters. */
export function compileReddit(topic: TopicToCompile): CompileOutcome {
  const queries = splitQueries(planOf(topic, redditSyntax), REDDIT_QUERY_LIMIT, MAX_QUERIES_PER_POLL);
  if (!Array.isArray(queries)) {
    return {
      outcome: 'refused',
      network: 'reddit',
      ...queries,
      detail: `Reddit queries are at most ${REDDIT_QUERY_LIMIT} characters`,
    };
  }
  return {
    outcome: 'compiled',
    network: 'reddit',
    requests: queries.map((query) => ({ method: 'reddit_search', query })),
    cost: { unit: 'queries', amount: queries.length },
  };
}

import type { TopicTerm } from '../match/types.js';
import { planOf, splitQueries, type TermSyntax } from './boolean.js';
import { MAX_QUERIES_PER_POLL, X_MAX_RESULTS, X_QUERY_LIMITS, type XTier } from './quotas.js';
import { plainValue, quoted, tagBody, wordOrPhrase } from './terms.js';
import type { CompileOutcome, TopicToCompile } from './types.js';

const handle = /^[A-Za-z0-9_]{1,15}$/;
const cashtag = /^[A-Za-z][A-Za-z0-9_.]{0,19}$/;

/**
 * X's operators are the topic's term kinds: keyword, "exact phrase", #hashtag, $cashtag, @mention,
 * from:, to:, and `-` before any of them. X matches hashtags and handles exactly, so every kind can
 * be excluded remotely without losing an item the matcher would keep.
 */
const xSyntax: TermSyntax = {
  positive(term: TopicTerm) {
    const value = plainValue(term);
    switch (term.kind) {
      case 'keyword':
        return wordOrPhrase(value);
      case 'span':
        return quoted(value);
      case 'hashtag':
        return tagBody.test(value) ? `#${value}` : null;
      case 'cashtag':
        return cashtag.test(value) ? `$${value}` : null;
      case 'mention':
        return handle.test(value) ? `@${value}` : null;
      case 'from':
      case 'to':
        return handle.test(value) ? `${term.kind}:${value}` : null;
    }
  },
  negative(term: TopicTerm) {
    const written = xSyntax.positive(term);
    return written === null ? null : `-${written}`;
  },
};

/**
 * A topic as X recent searches: one query when it fits the tier's length, else its OR groups split
 * across several. Each query is billed per post it returns: the cost is the reads of one full page
 * per query, the most a poll's first page can take.
 */
export function compileX(topic: TopicToCompile, tier: XTier = 'self_serve'): CompileOutcome {
  const limit = X_QUERY_LIMITS[tier];
  const queries = splitQueries(planOf(topic, xSyntax), limit, MAX_QUERIES_PER_POLL);
  if (!Array.isArray(queries)) {
    return {
      outcome: 'refused',
      network: 'twitter',
      ...queries,
      detail: `X ${tier} queries are at most ${limit} characters`,
    };
  }
  return {
    outcome: 'compiled',
    network: 'twitter',
    requests: queries.map((query) => ({ method: 'x_recent_search', query })),
    cost: { unit: 'post_reads', amount: queries.length * X_MAX_RESULTS },
  };
}

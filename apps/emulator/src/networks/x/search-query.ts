import { hasCjk } from '../../core/chatter.js';
import { invalidRequest } from './errors.js';
import { tokensOf } from './text.js';
import type { XState, XTweet } from './types.js';

const OPERATORS = ['from', 'to', 'conversation_id', 'is', 'has', 'lang', 'url'] as const;
type Operator = (typeof OPERATORS)[number];

export type Term =
  | { negate: boolean; kind: 'word' | 'phrase' | 'hashtag' | 'mention'; value: string }
  | { negate: boolean; kind: Operator; value: string };

/** A query is a disjunction (`OR`) of conjunctions of terms. */
export type Query = Term[][];

export const MAX_QUERY_LENGTH = 512;

function fail(query: string, message: string): never {
  throw invalidRequest(`There were errors processing your request: ${message}`, 'query', [query]);
}

function termOf(query: string, token: string): Term {
  const negate = token.length > 1 && token.startsWith('-');
  const body = negate ? token.slice(1) : token;
  if (/^".*"$/.test(body)) return { negate, kind: 'phrase', value: body.slice(1, -1).toLowerCase() };
  const operator = /^([a-z_]+):(.+)$/i.exec(body);
  if (operator) {
    const name = (operator[1] ?? '').toLowerCase();
    if (!(OPERATORS as readonly string[]).includes(name)) {
      fail(
        query,
        `Reference to invalid operator '${name}'. Operator is not available in current product or product packaging.`,
      );
    }
    return { negate, kind: name as Operator, value: (operator[2] ?? '').replace(/^@/, '').toLowerCase() };
  }
  if (body.startsWith('#') && body.length > 1) return { negate, kind: 'hashtag', value: body.toLowerCase() };
  if (body.startsWith('@') && body.length > 1) return { negate, kind: 'mention', value: body.toLowerCase() };
  return { negate, kind: 'word', value: body.toLowerCase() };
}

/** Keywords, "phrases", #hashtags, @mentions, from: to: conversation_id: is: has: lang: url:, -negation, OR. */
export function parseQuery(query: string): Query {
  if (!query.trim()) throw invalidRequest('The `query` query parameter can not be empty', 'query', [query]);
  if (query.length > MAX_QUERY_LENGTH) {
    throw invalidRequest(
      `The \`query\` query parameter value is longer than ${MAX_QUERY_LENGTH} characters`,
      'query',
      [query],
    );
  }
  if (/[()]/.test(query))
    fail(query, 'The emulator does not support grouping with parentheses; use top-level OR.');
  const groups: Query = [[]];
  for (const token of query.match(/-?"[^"]*"|\S+/g) ?? []) {
    if (token === 'OR') groups.push([]);
    else groups[groups.length - 1]?.push(termOf(query, token));
  }
  for (const group of groups) {
    if (group.length === 0) fail(query, 'Ambiguous use of OR.');
    if (group.every((term) => term.negate)) fail(query, 'Rules must contain a non-negation term.');
  }
  return groups;
}

/** Chinese is written without spaces: X segments it, so a CJK keyword is found inside a longer run. */
const inCjkRun = (tweet: XTweet, value: string): boolean =>
  hasCjk(value) && tweet.text.toLowerCase().includes(value);

function holds(state: XState, tweet: XTweet, term: Term, tokens: Set<string>): boolean {
  const author = state.users.get(tweet.authorId);
  switch (term.kind) {
    case 'word':
      return tokens.has(term.value) || tokens.has(`#${term.value}`) || inCjkRun(tweet, term.value);
    case 'phrase':
      return tweet.text.toLowerCase().includes(term.value);
    case 'hashtag':
    case 'mention':
      return tokens.has(term.value);
    case 'from':
      return author?.username.toLowerCase() === term.value || tweet.authorId === term.value;
    case 'to':
      return state.users.get(tweet.inReplyToUserId ?? '')?.username.toLowerCase() === term.value;
    case 'conversation_id':
      return tweet.conversationId === term.value;
    case 'lang':
      return tweet.lang === term.value;
    case 'url':
      return tweet.urls.some((url) => url.expanded.toLowerCase().includes(term.value));
    case 'is':
      if (term.value === 'reply') return tweet.inReplyToTweetId !== undefined;
      if (term.value === 'quote') return tweet.quoteTweetId !== undefined;
      if (term.value === 'verified') return author?.verified === true;
      return false;
    case 'has':
      if (['media', 'images', 'videos'].includes(term.value)) return tweet.mediaKeys.length > 0;
      if (term.value === 'links') return tweet.urls.length > 0;
      if (term.value === 'hashtags') return /#\w/.test(tweet.text);
      if (term.value === 'mentions') return /@\w/.test(tweet.text);
      return false;
  }
}

export function matches(state: XState, tweet: XTweet, query: Query): boolean {
  const tokens = tokensOf(tweet.text);
  return query.some((group) => group.every((term) => holds(state, tweet, term, tokens) !== term.negate));
}

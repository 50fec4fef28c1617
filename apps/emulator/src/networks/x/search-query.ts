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

/** Conjunctions one query may expand to; X refuses queries it deems too complex. */
const MAX_CONJUNCTIONS = 512;

/** The query's tokens: parentheses, `OR`, "phrases" (negated or not) and other runs of text. */
function tokenize(query: string): string[] {
  return query.match(/-?"[^"]*"|-?\(|\)|[^\s()]+/g) ?? [];
}

/** A recursive-descent reader of X's grammar: AND (juxtaposition) binds tighter than OR. */
class Reader {
  private at = 0;

  constructor(
    private readonly query: string,
    private readonly tokens: string[],
  ) {}

  done(): boolean {
    return this.at >= this.tokens.length;
  }

  /** expr := conj (OR conj)* — as a disjunction of conjunctions. */
  expr(): Query {
    const out: Query = [...this.conj()];
    while (this.tokens[this.at] === 'OR') {
      this.at += 1;
      out.push(...this.conj());
    }
    return out;
  }

  /** conj := atom+ — the product of its atoms' disjunctions. */
  private conj(): Query {
    let out: Query = [[]];
    let atoms = 0;
    for (let token = this.tokens[this.at]; token !== undefined && token !== 'OR' && token !== ')'; ) {
      const atom = this.atom();
      out = out.flatMap((left) => atom.map((right) => [...left, ...right]));
      if (out.length > MAX_CONJUNCTIONS) fail(this.query, 'The query is too complex.');
      atoms += 1;
      token = this.tokens[this.at];
    }
    if (atoms === 0) fail(this.query, 'Ambiguous use of OR.');
    return out;
  }

  /** atom := ( expr ) | -( term OR term… ) | term. */
  private atom(): Query {
    const token = this.tokens[this.at] ?? '';
    this.at += 1;
    if (token !== '(' && token !== '-(') return [[termOf(this.query, token)]];
    const inner = this.expr();
    if (this.tokens[this.at] !== ')') fail(this.query, 'Unbalanced parentheses.');
    this.at += 1;
    if (token === '(') return inner;
    // -(a OR b) is -a -b; the emulator negates only groups of single terms.
    if (inner.some((group) => group.length !== 1)) {
      fail(this.query, 'The emulator negates only groups of single terms joined by OR.');
    }
    return [inner.flatMap((group) => group.map((term) => ({ ...term, negate: !term.negate })))];
  }
}

/**
 * Keywords, "phrases", #hashtags, @mentions, from: to: conversation_id: is: has: lang: url:,
 * -negation, OR and grouping with parentheses (AND binds tighter than OR), as a disjunction of
 * conjunctions. Refused as X refuses: empty, over 512 characters, unbalanced, a dangling OR, or a
 * conjunction of negations only.
 */
export function parseQuery(query: string): Query {
  if (!query.trim()) throw invalidRequest('The `query` query parameter can not be empty', 'query', [query]);
  if (query.length > MAX_QUERY_LENGTH) {
    throw invalidRequest(
      `The \`query\` query parameter value is longer than ${MAX_QUERY_LENGTH} characters`,
      'query',
      [query],
    );
  }
  const reader = new Reader(query, tokenize(query));
  const groups = reader.expr();
  if (!reader.done()) fail(query, 'Unbalanced parentheses.');
  for (const group of groups) {
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

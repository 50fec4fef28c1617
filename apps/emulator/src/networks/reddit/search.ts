import type { FastifyInstance } from 'fastify';
import { arriveKeyed, planCache } from '../../core/arrivals.js';
import { chatterAbout } from '../../core/chatter.js';
import { DAY } from '../../core/clock.js';
import type { ListeningVolume } from '../../core/listening.js';
import { str } from '../../core/params.js';
import { hashSeed, streamRng } from '../../core/prng.js';
import { sortPosts } from './account.js';
import { badRequest } from './errors.js';
import { pageOf, periodStart, viewOf } from './paging.js';
import { renderPost } from './post-views.js';
import { type AuthedCall, oauthRoute, type RedditRuntime } from './routing.js';
import { addPost, BASE36, postsWhere, subredditNamed } from './state.js';
import { communityOf } from './subreddits.js';
import type { RedditPost, RedditState } from './types.js';
import { listing, thing } from './views.js';

interface Term {
  value: string;
  negate: boolean;
  field: string | undefined;
}

interface PlannedPost {
  at: number;
  id: string;
  authorId: string;
  subreddit: string;
  title: string;
}

/** Listening reaches back at most 30 days of generated chatter. */
const GENERATED_DAYS = 30;
const cached = planCache<RedditState, PlannedPost>();

/** Reddit's `q` is at most 512 characters. */
export const MAX_QUERY_LENGTH = 512;
/** Conjunctions one query may expand to. */
const MAX_CONJUNCTIONS = 512;

/** A query: any of its conjunctions, each of whose terms must hold (or, negated, must not). */
export type Query = Term[][];

const refuse = (explanation: string) => badRequest('BAD_SEARCH_QUERY', explanation, ['q']);

/** Parentheses, `OR` / `AND` / `NOT`, "phrases" (with their field and `-`) and other runs of text. */
function tokenize(raw: string): string[] {
  return raw.match(/-?(?:(?:subreddit|author|title|selftext):)?"[^"]*"|\(|\)|[^\s()]+/gi) ?? [];
}

function termOf(token: string, negate: boolean): Term | null {
  const match = /^(-?)(?:(subreddit|author|title|selftext):)?(?:"([^"]*)"|(.+))$/i.exec(token);
  const value = (match?.[3] ?? match?.[4] ?? '').toLowerCase().trim();
  if (!match || !value) return null;
  return { value, negate: negate !== (match[1] === '-'), field: match[2]?.toLowerCase() };
}

/** Lucene-like reading: juxtaposition and AND bind tighter than OR; NOT (or `-`) negates a term or group. */
class Reader {
  private at = 0;

  constructor(private readonly tokens: string[]) {}

  done(): boolean {
    return this.at >= this.tokens.length;
  }

  expr(): Query {
    const out: Query = [...this.conj()];
    while (this.tokens[this.at] === 'OR') {
      this.at += 1;
      out.push(...this.conj());
    }
    return out;
  }

  private conj(): Query {
    let out: Query = [[]];
    for (let token = this.tokens[this.at]; token !== undefined && token !== 'OR' && token !== ')'; ) {
      if (token === 'AND') {
        this.at += 1;
      } else {
        const atom = this.atom(false);
        out = out.flatMap((left) => atom.map((right) => [...left, ...right]));
        if (out.length > MAX_CONJUNCTIONS) throw refuse('the query is too complex');
      }
      token = this.tokens[this.at];
    }
    return out;
  }

  private atom(negate: boolean): Query {
    const token = this.tokens[this.at] ?? '';
    this.at += 1;
    if (token === 'NOT') return this.atom(!negate);
    if (token !== '(') {
      const term = termOf(token, negate);
      return term ? [[term]] : [[]];
    }
    const inner = this.expr();
    if (this.tokens[this.at] !== ')') throw refuse('unbalanced parentheses');
    this.at += 1;
    if (!negate) return inner;
    // NOT (a OR b) is NOT a NOT b; the emulator negates only groups of single terms.
    if (inner.some((group) => group.length > 1)) throw refuse('the emulator negates only single terms');
    return [inner.flatMap((group) => group.map((term) => ({ ...term, negate: !term.negate })))];
  }
}

/**
 * Words, "quoted phrases", `subreddit:` / `author:` / `title:` / `selftext:` fields, `-` and `NOT`,
 * `AND`, `OR` and parentheses, as a disjunction of conjunctions (empty when nothing is asked).
 * Longer than 512 characters, or unbalanced, is refused as Reddit refuses it.
 */
export function parseQuery(raw: string): Query {
  if (raw.length > MAX_QUERY_LENGTH) throw refuse(`q is longer than ${MAX_QUERY_LENGTH} characters`);
  const reader = new Reader(tokenize(raw));
  const query = reader.expr().filter((group) => group.length > 0);
  if (!reader.done()) throw refuse('unbalanced parentheses');
  return query;
}

function holds(state: RedditState, post: RedditPost, term: Term): boolean {
  const author = state.users.get(post.authorId)?.name.toLowerCase() ?? '';
  let hit: boolean;
  if (term.field === 'subreddit') hit = post.subreddit.toLowerCase() === term.value;
  else if (term.field === 'author') hit = author === term.value;
  else if (term.field === 'title') hit = post.title.toLowerCase().includes(term.value);
  else hit = `${post.title} ${post.selftext}`.toLowerCase().includes(term.value);
  return hit !== term.negate;
}

function matches(state: RedditState, post: RedditPost, query: Query): boolean {
  return query.some((group) => group.every((term) => holds(state, post, term)));
}

/**
 * What people posted matching the words on one UTC day, fixed by (seed, query, day) and scaled by the
 * listening volume when first planned.
 */
function dayPlan(
  state: RedditState,
  terms: readonly Term[],
  key: string,
  day: number,
  volume: ListeningVolume,
): PlannedPost[] {
  const words = terms.filter((term) => !term.negate && term.field !== 'subreddit' && term.field !== 'author');
  if (words.length === 0) return [];
  const named = terms.find((term) => term.field === 'subreddit' && !term.negate);
  const subs = [...state.subreddits.values()].filter(
    (sub) => sub.type === 'public' && (!named || sub.name.toLowerCase() === named.value),
  );
  if (subs.length === 0) return [];
  return cached(state, `search:${key}:${day}`, () => {
    const popularity = 2 + (hashSeed(state.seed, key) % 6);
    const rng = streamRng(state.seed, 'reddit', 'search', key, day);
    return Array.from({ length: volume.scale('reddit', rng.int(popularity, popularity * 2)) }, () => ({
      at: Math.round((day + rng.next()) * DAY),
      id: `1${rng.chars(6, BASE36)}`,
      authorId: rng.pick(state.visitors).id,
      subreddit: rng.pick(subs).name,
      title: chatterAbout(
        rng,
        words.map((term) => term.value),
      ),
    })).sort((a, b) => a.at - b.at);
  });
}

/** Materialises the generated posts of the period, so they can be read, voted on and paged stably. */
function generate(
  state: RedditState,
  query: Query,
  raw: string,
  window: { from: number; now: number },
  volume: ListeningVolume,
): void {
  const { from, now } = window;
  const normalized = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  const first = Math.floor(Math.max(from, now - GENERATED_DAYS * DAY) / DAY);
  query.forEach((terms, index) => {
    // The first conjunction keeps the query's own key: a plain query plans as it always did.
    const key = index === 0 ? normalized : `${normalized}#${index}`;
    generateGroup(state, query, terms, key, { first, now }, volume);
  });
}

/** Materialises one conjunction's generated posts; a post the whole query refuses is never made. */
function generateGroup(
  state: RedditState,
  query: Query,
  terms: readonly Term[],
  key: string,
  window: { first: number; now: number },
  volume: ListeningVolume,
): void {
  const { first, now } = window;
  for (let day = first; day <= Math.floor(now / DAY); day++) {
    const arrivals = `search:${key}:${day}`;
    const plan = dayPlan(state, terms, key, day, volume);
    arriveKeyed(state.arrived, arrivals, plan, now, (item) => {
      if (state.posts.has(item.id)) return;
      const post = addPost(state, {
        ...item,
        selftext: '',
        kind: 'self',
        url: null,
        createdAt: item.at,
        flair: null,
        nsfw: false,
        spoiler: false,
        sendReplies: true,
        origin: 'public',
      });
      // Filler words could hit a negated term: such posts are simply never made.
      if (!matches(state, post, query)) state.posts.delete(post.id);
    });
  }
}

/** `GET /search` (and `/r/{sr}/search` with `restrict_sr`): public posts matching the query. */
function search(call: AuthedCall) {
  const restricted = call.path.sr && str(call.params, 'restrict_sr') !== '0';
  const only = restricted ? communityOf(call, call.path.sr) : undefined;
  const raw = `${str(call.params, 'q') ?? ''}${only ? ` subreddit:${only.name}` : ''}`;
  const query = parseQuery(raw);
  const types = (str(call.params, 'type') ?? 'link').split(',');
  if (query.length === 0 || !types.includes('link')) return listing([]);
  const from = periodStart(call.params, call.now);
  generate(call.state, query, raw, { from, now: call.now }, call.context.listening);
  const found = postsWhere(
    call.state,
    call.now,
    (post) =>
      post.createdAt >= from &&
      subredditNamed(call.state, post.subreddit)?.type !== 'private' &&
      matches(call.state, post, query),
  );
  const sorted = sortPosts(call, found, 'relevance');
  const { page, after, before } = pageOf(sorted, call.params, (post) => `t3_${post.id}`);
  const view = viewOf(call);
  return listing(
    page.map((post) => thing('t3', renderPost(view, post))),
    after,
    before,
  );
}

export function registerSearch(app: FastifyInstance, rt: RedditRuntime): void {
  oauthRoute(app, rt, {
    method: 'GET',
    url: ['/search', '/r/:sr/search'],
    operation: 'search',
    scope: 'read',
    handler: search,
  });
}

import type { FastifyInstance } from 'fastify';
import { arriveKeyed } from '../../core/arrivals.js';
import { chatterAbout } from '../../core/chatter.js';
import type { ListeningVolume } from '../../core/listening.js';
import { type Params, str } from '../../core/params.js';
import { hashSeed, streamRng } from '../../core/prng.js';
import { invalidRequest } from './errors.js';
import { SEARCH_PARAMS } from './fields.js';
import { pageOf } from './paging.js';
import { type XAuthedCall, type XRuntime, xRoute } from './routing.js';
import { matches, parseQuery, type Query, type Term } from './search-query.js';
import { compareIds, DAY, draftTweet, isNumericId, iso, tweetsWhere, userByName } from './state.js';
import { renderTweet } from './tweet-view.js';
import { READ_SCOPES, viewContext } from './tweets.js';
import type { XState, XTweet } from './types.js';
import { checkUsageCap, countPostReads } from './usage-cap.js';
import { envelope, Includes } from './views.js';
import { cached, dayOf, type Planned } from './world.js';

/** Recent search covers the last seven days. */
export const SEARCH_WINDOW = 7 * DAY;

/** Posts by other people that a group of terms can produce: plain terms, optionally `from:` a visitor. */
function generatable(state: XState, group: Term[]): { words: string[]; authorId?: string } | undefined {
  const words: string[] = [];
  let authorId: string | undefined;
  for (const term of group) {
    if (term.negate) continue;
    if (
      term.kind === 'word' ||
      term.kind === 'phrase' ||
      term.kind === 'hashtag' ||
      term.kind === 'mention'
    ) {
      words.push(term.value);
    } else if (term.kind === 'from') {
      const author = userByName(state, term.value);
      if (!author || author.id === state.user.id) return undefined;
      authorId = author.id;
    } else if (!(term.kind === 'lang' && term.value === 'en')) return undefined;
  }
  return words.length > 0 ? { words, authorId } : undefined;
}

/**
 * What people posted matching the terms on one UTC day, fixed by (seed, query, day) and scaled by the
 * listening volume when first planned.
 */
function dayPlan(state: XState, group: Term[], key: string, day: number, volume: ListeningVolume): Planned[] {
  const spec = generatable(state, group);
  if (!spec) return [];
  return cached(state, `search:${key}:${day}`, () => {
    const popularity = 2 + (hashSeed(state.seed, key) % 7);
    const rng = streamRng(state.seed, 'x', 'search', key, day);
    return Array.from({ length: volume.scale('x', rng.int(popularity, popularity * 2)) }, () => ({
      at: Math.round((day + rng.next()) * DAY),
      authorId: spec.authorId ?? rng.pick(state.visitors).id,
      text: chatterAbout(rng, spec.words),
      bits: rng.int(0, 0x3fffff),
    })).sort((a, b) => a.at - b.at);
  });
}

/** Materialises the generated posts of the window so they can be read, liked and paged stably. */
function generate(
  state: XState,
  query: Query,
  raw: string,
  window: { from: number; now: number },
  volume: ListeningVolume,
): void {
  const { from, now } = window;
  const normalized = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  query.forEach((group, index) => {
    const key = `${normalized}#${index}`;
    for (let day = dayOf(from); day <= dayOf(now); day++) {
      const plan = dayPlan(state, group, key, day, volume);
      arriveKeyed(state.arrived, `search:${key}:${day}`, plan, now, (item) => {
        // Filler words could hit a negated term: such posts are simply never made.
        const tweet = draftTweet(state, { ...item, createdAt: item.at, origin: 'public' });
        if (matches(state, tweet, query)) state.tweets.set(tweet.id, tweet);
      });
    }
  });
}

function timeParam(query: Params, name: string): number | undefined {
  const value = str(query, name);
  if (value === undefined) return undefined;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw invalidRequest(`Invalid '${name}':'${value}'.`, name, [value]);
  return ms;
}

function idParam(query: Params, name: string): string | undefined {
  const value = str(query, name);
  if (value !== undefined && !isNumericId(value))
    throw invalidRequest(`Invalid '${name}':'${value}'.`, name, [value]);
  return value;
}

/** `start_time` / `end_time` / `since_id` / `until_id`, checked against the seven-day window. */
export function timeFilter(query: Params, now: number, floor?: number): (tweet: XTweet) => boolean {
  const start = timeParam(query, 'start_time') ?? floor ?? 0;
  const end = timeParam(query, 'end_time') ?? now;
  if (floor !== undefined && start < floor) {
    throw invalidRequest(
      `Invalid 'start_time':'${str(query, 'start_time')}'. 'start_time' must be on or after ${iso(floor)}`,
      'start_time',
    );
  }
  if (end <= start)
    throw invalidRequest("Invalid 'end_time'. 'end_time' must be after 'start_time'.", 'end_time');
  const since = idParam(query, 'since_id');
  const until = idParam(query, 'until_id');
  return (tweet) =>
    tweet.createdAt >= start &&
    tweet.createdAt <= end &&
    (since === undefined || compareIds(tweet.id, since) > 0) &&
    (until === undefined || compareIds(tweet.id, until) < 0);
}

function searchRecent(call: XAuthedCall) {
  const { state, now, query } = call;
  checkUsageCap(state, call.token.clientId, now);
  const raw = str(query, 'query') ?? '';
  const parsed = parseQuery(raw);
  const floor = now - SEARCH_WINDOW;
  const inWindow = timeFilter(query, now, floor);
  generate(state, parsed, raw, { from: floor, now }, call.context.listening);
  const found = tweetsWhere(state, now, (tweet) => inWindow(tweet) && matches(state, tweet, parsed));
  const { page, meta } = pageOf(found, query, { min: 10, max: 100, fallback: 10, idRange: true });
  const ctx = viewContext(call);
  const includes = new Includes();
  const errors: Record<string, unknown>[] = [];
  const data = page.flatMap((tweet) => renderTweet(ctx, tweet, includes, errors) ?? []);
  countPostReads(state, call.token.clientId, now, data.length);
  return envelope(data, includes, errors, meta);
}

export function registerSearch(app: FastifyInstance, rt: XRuntime): void {
  xRoute(app, rt, {
    method: 'GET',
    url: '/2/tweets/search/recent',
    operation: 'tweets.search',
    scopes: READ_SCOPES,
    query: SEARCH_PARAMS,
    handler: searchRecent,
  });
}

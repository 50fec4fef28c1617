import type { FastifyInstance } from 'fastify';
import { arriveKeyed, planCache } from '../../core/arrivals.js';
import { chatterAbout } from '../../core/chatter.js';
import { DAY } from '../../core/clock.js';
import type { ListeningVolume } from '../../core/listening.js';
import { str } from '../../core/params.js';
import { hashSeed, streamRng } from '../../core/prng.js';
import { sortPosts } from './account.js';
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

/** Words, "quoted phrases", `-negations` and `subreddit:` / `author:` / `title:` fields (all must hold). */
export function parseQuery(raw: string): Term[] {
  const terms: Term[] = [];
  for (const match of raw.matchAll(/(-?)(?:(subreddit|author|title|selftext):)?(?:"([^"]+)"|(\S+))/gi)) {
    const value = (match[3] ?? match[4] ?? '').toLowerCase();
    if (!value || value === 'and') continue;
    terms.push({ value, negate: match[1] === '-', field: match[2]?.toLowerCase() });
  }
  return terms;
}

function matches(state: RedditState, post: RedditPost, terms: readonly Term[]): boolean {
  const author = state.users.get(post.authorId)?.name.toLowerCase() ?? '';
  return terms.every((term) => {
    let hit: boolean;
    if (term.field === 'subreddit') hit = post.subreddit.toLowerCase() === term.value;
    else if (term.field === 'author') hit = author === term.value;
    else if (term.field === 'title') hit = post.title.toLowerCase().includes(term.value);
    else hit = `${post.title} ${post.selftext}`.toLowerCase().includes(term.value);
    return hit !== term.negate;
  });
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
  terms: readonly Term[],
  raw: string,
  window: { from: number; now: number },
  volume: ListeningVolume,
): void {
  const { from, now } = window;
  const key = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  const first = Math.floor(Math.max(from, now - GENERATED_DAYS * DAY) / DAY);
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
      if (!matches(state, post, terms)) state.posts.delete(post.id);
    });
  }
}

/** `GET /search` (and `/r/{sr}/search` with `restrict_sr`): public posts matching the query. */
function search(call: AuthedCall) {
  const restricted = call.path.sr && str(call.params, 'restrict_sr') !== '0';
  const only = restricted ? communityOf(call, call.path.sr) : undefined;
  const raw = `${str(call.params, 'q') ?? ''}${only ? ` subreddit:${only.name}` : ''}`;
  const terms = parseQuery(raw);
  const types = (str(call.params, 'type') ?? 'link').split(',');
  if (terms.length === 0 || !types.includes('link')) return listing([]);
  const from = periodStart(call.params, call.now);
  generate(call.state, terms, raw, { from, now: call.now }, call.context.listening);
  const found = postsWhere(
    call.state,
    call.now,
    (post) =>
      post.createdAt >= from &&
      subredditNamed(call.state, post.subreddit)?.type !== 'private' &&
      matches(call.state, post, terms),
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

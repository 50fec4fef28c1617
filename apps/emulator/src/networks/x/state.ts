import { type Rng, streamRng } from '../../core/prng.js';
import { gamePostText } from '../../core/seed-text.js';
import { byId, grantStreams, stateBase } from '../../core/state.js';
import { DEFAULT_LIMITS } from './limits.js';
import { seedAccount, seedVisitor } from './seed-data.js';
import { wrapUrls } from './text.js';
import type { XApp, XState, XTweet, XUser } from './types.js';
import { DEFAULT_MONTHLY_POST_READS } from './usage-cap.js';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** X timestamps have second precision: `2026-07-01T12:00:00.000Z`. */
export const iso = (ms: number): string => new Date(Math.floor(ms / 1000) * 1000).toISOString();
export const unix = (ms: number): number => Math.floor(ms / 1000);

const TWEPOCH = 1_288_834_974_657n;

/** A Snowflake id for `at`: time-ordered like the real ones, low 22 bits from `bits`. */
export function snowflake(at: number, bits: number): string {
  const ms = BigInt(Math.max(Math.floor(at), Number(TWEPOCH))) - TWEPOCH;
  return ((ms << 22n) | BigInt(bits & 0x3fffff)).toString();
}

/** Orders numeric ids of any length (Snowflakes compare by time). */
export function compareIds(a: string, b: string): number {
  const diff = BigInt(a) - BigInt(b);
  return diff === 0n ? 0 : diff > 0n ? 1 : -1;
}

export const isNumericId = (value: string): boolean => /^\d{1,19}$/.test(value);

function taken(state: XState, id: string): boolean {
  return (
    state.tweets.has(id) ||
    state.media.has(id) ||
    state.dms.has(id) ||
    state.users.has(id) ||
    state.polls.has(id)
  );
}

/** A fresh id for something created at `at`, drawn from `rng` (the ids stream by default). */
export function newId(state: XState, at: number, rng: Rng = state.rng.ids): string {
  let bits = rng.int(0, 0x3fffff);
  let id = snowflake(at, bits);
  while (taken(state, id)) {
    bits += 1;
    id = snowflake(at, bits);
  }
  return id;
}

export interface NewTweet {
  authorId: string;
  text: string;
  createdAt: number;
  origin: XTweet['origin'];
  replyTo?: XTweet;
  quoteTweetId?: string;
  mediaKeys?: string[];
  /** Id bits, so that planned arrivals get the same id whenever they materialise. */
  bits?: number;
}

/** A post with a fresh id, not yet stored (see `addTweet`). */
export function draftTweet(state: XState, input: NewTweet): XTweet {
  let bits = input.bits ?? state.rng.ids.int(0, 0x3fffff);
  let id = snowflake(input.createdAt, bits);
  while (taken(state, id)) id = snowflake(input.createdAt, ++bits);
  const { text, urls } = wrapUrls(state.seed, input.text);
  return {
    id,
    authorId: input.authorId,
    text,
    urls,
    createdAt: input.createdAt,
    conversationId: input.replyTo?.conversationId ?? id,
    inReplyToTweetId: input.replyTo?.id,
    inReplyToUserId: input.replyTo?.authorId,
    quoteTweetId: input.quoteTweetId,
    mediaKeys: input.mediaKeys ?? [],
    lang: 'en',
    origin: input.origin,
    likes: new Set(),
    deleted: false,
  };
}

export function addTweet(state: XState, input: NewTweet): XTweet {
  const tweet = draftTweet(state, input);
  state.tweets.set(tweet.id, tweet);
  return tweet;
}

/** A live (not deleted) post that exists at `now`. */
export function liveTweet(state: XState, id: string, now: number): XTweet | undefined {
  const tweet = state.tweets.get(id);
  return tweet && !tweet.deleted && tweet.createdAt <= now ? tweet : undefined;
}

/** Posts matching `filter`, newest first. */
export function tweetsWhere(state: XState, now: number, filter: (tweet: XTweet) => boolean): XTweet[] {
  return [...state.tweets.values()]
    .filter((tweet) => !tweet.deleted && tweet.createdAt <= now && filter(tweet))
    .sort((a, b) => compareIds(b.id, a.id));
}

export function userByName(state: XState, username: string): XUser | undefined {
  const wanted = username.replace(/^@/, '').toLowerCase();
  return [...state.users.values()].find((user) => user.username.toLowerCase() === wanted);
}

function seedHistory(state: XState, title: string, now: number): void {
  const rng = streamRng(state.seed, 'x', 'history');
  const ages = Array.from({ length: rng.int(6, 10) }, () => rng.float(0.2, 6.8) * DAY).sort((a, b) => b - a);
  const tag = `#${title.replace(/[^A-Za-z0-9]/g, '')}`;
  const seen = new Set<string>();
  for (const age of ages) {
    let text = gamePostText(rng, title);
    if (rng.chance(0.5)) text = `${text} ${tag}`;
    if (rng.chance(0.3))
      text = `${text} https://${state.user.username.toLowerCase()}.example.com/news/${rng.int(100, 999)}`;
    if (seen.has(text)) continue;
    seen.add(text);
    addTweet(state, { authorId: state.user.id, text, createdAt: Math.round(now - age), origin: 'seed' });
  }
}

export function createXState(seed: number, now: number, apps: readonly XApp[]): XState {
  const world = streamRng(seed, 'x', 'world');
  const { title, ...account } = seedAccount(world);
  const user: XUser = { ...account, id: snowflake(account.createdAt, world.int(0, 0x3fffff)) };
  const names = new Set([user.username.toLowerCase()]);
  const visitors: XUser[] = [];
  while (visitors.length < 48) {
    const visitor = seedVisitor(world, names);
    names.add(visitor.username.toLowerCase());
    visitors.push({ ...visitor, id: snowflake(visitor.createdAt, world.int(0, 0x3fffff)) });
  }
  const state: XState = {
    ...stateBase(seed, now, apps, (app) => app.clientId),
    user,
    visitors,
    users: byId([user, ...visitors]),
    tweets: new Map(),
    polls: new Map(),
    media: new Map(),
    dms: new Map(),
    tokens: new Map(),
    codes: new Map(),
    limits: { ...DEFAULT_LIMITS },
    windows: new Map(),
    usage: {
      cap: DEFAULT_MONTHLY_POST_READS,
      month: new Date(now).toISOString().slice(0, 7),
      reads: new Map(),
      depleted: false,
    },
    arrived: new Map(),
    rng: grantStreams(seed, 'x'),
  };
  seedHistory(state, title, now);
  return state;
}

import { DAY } from '../../core/clock.js';
import { type Rng, streamRng } from '../../core/prng.js';
import { gamePostText, gameTitle, personName } from '../../core/seed-text.js';
import { byId, grantStreams, stateBase } from '../../core/state.js';
import type { ThApp, ThContainer, ThLimits, ThPost, ThState, ThUser } from './types.js';

export const DEFAULT_LIMITS: Readonly<ThLimits> = {
  postsPerDay: 250,
  repliesPerDay: 1_000,
  deletesPerDay: 100,
  callsPerDay: null,
  keywordSearchesPerDay: 2_200,
};

const SHORTCODE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Threads user ids are numeric strings; these stay below 2^53, as `user_id` is answered as a number. */
const userId = (rng: Rng): string => `${rng.int(1, 8)}${rng.chars(15, '0123456789')}`;

/** A fresh 17-digit media or container id. */
export function newMediaId(state: ThState, rng: Rng = state.rng.ids): string {
  for (;;) {
    const id = rng.digits(17);
    if (!state.posts.has(id) && !state.containers.has(id)) return id;
  }
}

export const permalinkOf = (state: ThState, post: ThPost): string =>
  `https://www.threads.net/@${state.users.get(post.ownerId)?.username ?? 'threads'}/post/${post.shortcode}`;

export type NewPost = Omit<ThPost, 'id' | 'shortcode' | 'hidden' | 'deleted' | 'childIds' | 'rootId'> &
  Partial<Pick<ThPost, 'childIds' | 'rootId'>>;

/** Stores a post with a fresh id (drawn from `rng`, so planned arrivals keep theirs). */
export function addPost(state: ThState, input: NewPost, rng: Rng = state.rng.ids): ThPost {
  const id = newMediaId(state, rng);
  const parent = input.replyToId ? state.posts.get(input.replyToId) : undefined;
  const post: ThPost = {
    ...input,
    id,
    shortcode: rng.chars(11, SHORTCODE),
    childIds: input.childIds ?? [],
    rootId: input.rootId ?? parent?.rootId ?? id,
    hidden: false,
    deleted: false,
  };
  state.posts.set(id, post);
  return post;
}

/** A post that exists at `now` (deleted ones behave as if they never existed). */
export function livePost(state: ThState, id: string, now: number): ThPost | undefined {
  const post = state.posts.get(id);
  return post && !post.deleted && post.createdAt <= now ? post : undefined;
}

/** Live posts matching `filter`, newest first (the later created first within the same instant). */
export function postsWhere(state: ThState, now: number, filter: (post: ThPost) => boolean): ThPost[] {
  return [...state.posts.values()]
    .reverse()
    .filter((post) => !post.deleted && post.createdAt <= now && filter(post))
    .sort((a, b) => b.createdAt - a.createdAt);
}

/** The account's own top-level posts (what `GET /{user-id}/threads` lists). */
export const isOwnThread = (state: ThState, post: ThPost): boolean =>
  post.ownerId === state.user.id && !post.replyToId && !post.isCarouselItem;

function seedPerson(rng: Rng, taken: Set<string>): ThUser {
  const name = personName(rng);
  let username = `${name.toLowerCase().replace(/[^a-z]+/g, rng.pick(['.', '_', '']))}${rng.chance(0.6) ? rng.int(1, 99) : ''}`;
  while (taken.has(username)) username = `${username}${rng.int(0, 9)}`;
  taken.add(username);
  return {
    id: userId(rng),
    username,
    name,
    biography: rng.pick([
      'gamer, coffee, cats',
      'streamer 🎥',
      'speedrunner',
      'here for the patch notes',
      '',
    ]),
    followers: rng.int(3, 6_000),
    verified: rng.chance(0.05),
  };
}

function seedHistory(state: ThState, title: string, now: number): void {
  const rng = streamRng(state.seed, 'threads', 'history');
  const ages = Array.from({ length: rng.int(5, 9) }, () => rng.float(0.2, 6.5) * DAY).sort((a, b) => b - a);
  for (const age of ages) {
    addPost(
      state,
      {
        ownerId: state.user.id,
        type: 'TEXT_POST',
        text: gamePostText(rng, title),
        createdAt: Math.round(now - age),
        isCarouselItem: false,
        replyControl: 'everyone',
        origin: 'seed',
      },
      rng,
    );
  }
}

export function createThState(seed: number, now: number, apps: readonly ThApp[]): ThState {
  const world = streamRng(seed, 'threads', 'world');
  const title = gameTitle(world);
  const user: ThUser = {
    id: userId(world),
    username: title.replace(/[^A-Za-z0-9]/g, '').toLowerCase(),
    name: title,
    biography: `Official Threads of ${title}. Patch notes, events and community highlights. 🎮`,
    followers: world.int(20, 600) * 100,
    verified: world.chance(0.5),
  };
  const taken = new Set([user.username]);
  const visitors = Array.from({ length: 40 }, () => seedPerson(world, taken));
  const state: ThState = {
    ...stateBase(seed, now, apps, (app) => app.id),
    user,
    visitors,
    users: byId([user, ...visitors]),
    posts: new Map(),
    containers: new Map(),
    locations: new Map(),
    tokens: new Map(),
    codes: new Map(),
    limits: { ...DEFAULT_LIMITS },
    quota: { posts: [], replies: [], deletes: [] },
    calls: new Map(),
    arrived: new Map(),
    searches: new Map(),
    keywordSearches: new Map(),
    rng: { ...grantStreams(seed, 'threads'), trace: streamRng(seed, 'threads', 'trace') },
  };
  seedHistory(state, title, now);
  return state;
}

export type ContainerStatus = 'IN_PROGRESS' | 'FINISHED' | 'PUBLISHED' | 'ERROR' | 'EXPIRED';

/** Where a container stands at `now`; a carousel is as far as its least advanced item. */
export function containerStatus(state: ThState, container: ThContainer, now: number): ContainerStatus {
  if (container.publishedId) return 'PUBLISHED';
  if (now - container.createdAt >= DAY) return 'EXPIRED';
  const items = container.children.map((id) => {
    const item = state.containers.get(id);
    return item ? containerStatus(state, item, now) : 'ERROR';
  });
  for (const status of ['ERROR', 'EXPIRED', 'IN_PROGRESS'] as const)
    if (items.includes(status)) return status;
  if (now < container.readyAt) return 'IN_PROGRESS';
  return container.errorMessage ? 'ERROR' : 'FINISHED';
}

/** Why a container (or the first failing carousel item) failed. */
export function containerError(state: ThState, container: ThContainer): string | undefined {
  if (container.errorMessage) return container.errorMessage;
  for (const id of container.children) {
    const item = state.containers.get(id);
    if (item?.errorMessage) return item.errorMessage;
  }
  return undefined;
}

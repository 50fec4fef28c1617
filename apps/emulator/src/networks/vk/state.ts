import { DAY } from '../../core/clock.js';
import { streamRng } from '../../core/prng.js';
import { gamePostText } from '../../core/seed-text.js';
import { byId, grantStreams, stateBase } from '../../core/state.js';
import { seedGroups, seedUser } from './seed-data.js';
import { key, type VkApp, type VkComment, type VkLimits, type VkPost, type VkState } from './types.js';

export const unix = (ms: number): number => Math.floor(ms / 1000);

export const DEFAULT_LIMITS: Readonly<VkLimits> = {
  user_requests_per_second: 3,
  group_requests_per_second: 20,
  identical_posts_per_hour: 2,
  writes_per_minute: 20,
};

/** The next id of an owner's objects (a wall's posts and comments share one sequence). */
export function nextId(state: VkState, ownerId: number): number {
  const id = state.sequences.get(ownerId) ?? 1;
  state.sequences.set(ownerId, id + 1);
  return id;
}

/** A fresh id for a photo, video or poll of `ownerId` (VK's are large; these are unique per owner). */
export function objectId(state: VkState, taken: Map<string, unknown>, ownerId: number, base: number): number {
  let id = state.rng.ids.int(base, base + 999_999);
  while (taken.has(key(ownerId, id))) id += 1;
  return id;
}

export type NewPost = Omit<VkPost, 'id' | 'deleted' | 'likes'>;

export function addPost(state: VkState, input: NewPost): VkPost {
  const post: VkPost = { ...input, id: nextId(state, input.ownerId), deleted: false, likes: new Set() };
  state.posts.set(key(post.ownerId, post.id), post);
  return post;
}

export type NewComment = Omit<VkComment, 'id' | 'deleted' | 'likes'>;

export function addComment(state: VkState, input: NewComment): VkComment {
  const comment: VkComment = {
    ...input,
    id: nextId(state, input.ownerId),
    deleted: false,
    likes: new Set(),
  };
  state.comments.set(key(comment.ownerId, comment.id), comment);
  return comment;
}

/** A published (not postponed, not deleted) post. */
export function livePost(state: VkState, ownerId: number, id: number): VkPost | undefined {
  const post = state.posts.get(key(ownerId, id));
  return post && !post.deleted && !post.postponed ? post : undefined;
}

/** A wall's posts, newest first; postponed ones only when asked for. */
export function wallPosts(state: VkState, ownerId: number, postponed = false): VkPost[] {
  return [...state.posts.values()]
    .filter((post) => post.ownerId === ownerId && !post.deleted && post.postponed === postponed)
    .sort((a, b) => b.date - a.date || b.id - a.id);
}

/** A post's live comments (replies included), oldest first. */
export function postComments(state: VkState, post: VkPost): VkComment[] {
  return [...state.comments.values()]
    .filter((comment) => comment.ownerId === post.ownerId && comment.postId === post.id && !comment.deleted)
    .sort((a, b) => a.id - b.id);
}

function seedHistory(state: VkState, now: number): void {
  for (const group of state.groups.values()) {
    const rng = streamRng(state.seed, 'vk', 'history', group.id);
    state.sequences.set(-group.id, rng.int(40, 900));
    const ages = Array.from({ length: rng.int(6, 10) }, () => rng.float(0.3, 20) * DAY).sort((a, b) => b - a);
    for (const age of ages) {
      addPost(state, {
        ownerId: -group.id,
        fromId: -group.id,
        createdBy: group.adminIds[0] ?? 0,
        date: Math.round(now - age),
        createdAt: Math.round(now - age),
        text: gamePostText(rng, group.name),
        attachments: [],
        postponed: false,
        signed: false,
        closeComments: false,
        markedAsAds: false,
        origin: 'seed',
      });
      state.sequences.set(-group.id, (state.sequences.get(-group.id) ?? 1) + rng.int(0, 3));
    }
  }
}

export function createVkState(seed: number, now: number, apps: readonly VkApp[]): VkState {
  const world = streamRng(seed, 'vk', 'world');
  const taken = new Set<number>();
  const user = seedUser(world, taken);
  taken.add(user.id);
  const visitors = Array.from({ length: 40 }, () => {
    const visitor = seedUser(world, taken);
    taken.add(visitor.id);
    return visitor;
  });
  const fanAdmin = visitors[0] ?? user;
  const groups = seedGroups(world, user, fanAdmin);
  const state: VkState = {
    ...stateBase(seed, now, apps, (app) => app.id),
    user,
    visitors,
    users: byId([user, ...visitors]),
    groups: byId(groups),
    posts: new Map(),
    comments: new Map(),
    messages: new Map(),
    messageConsent: new Map(),
    photos: new Map(),
    videos: new Map(),
    polls: new Map(),
    pendingPhotos: new Map(),
    tickets: new Map(),
    sequences: new Map(),
    tokens: new Map(),
    codes: new Map(),
    limits: { ...DEFAULT_LIMITS },
    requests: new Map(),
    writes: new Map(),
    captchas: new Set(),
    arrived: new Map(),
    rng: grantStreams(seed, 'vk'),
  };
  seedHistory(state, now);
  return state;
}

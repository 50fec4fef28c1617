import { DAY } from '../../core/clock.js';
import type { ListeningVolume } from '../../core/listening.js';
import { streamRng } from '../../core/prng.js';
import { grantStreams, stateBase } from '../../core/state.js';
import { seedInstagram } from './instagram/seed.js';
import { createIgState } from './instagram/state.js';
import { seedMessenger } from './messenger/seed.js';
import { createMsgState } from './messenger/state.js';
import { postMessage, seedPages, seedUser, seedVisitors } from './seed-data.js';
import type { FbActor, FbApp, FbComment, FbPage, FbPhoto, FbPost, FbState, PostType } from './types.js';
import { seedWhatsApp } from './whatsapp/seed.js';
import { createWaState } from './whatsapp/state.js';

export { DAY, HOUR } from '../../core/clock.js';
export const DEFAULT_LIMITS = { appCallsPerHour: 20_000, pageCallsPerDay: 4_800 * 250 };

export interface FbStateOptions {
  apps: readonly FbApp[];
  pageCount: number;
  volume: ListeningVolume;
}

/** Graph-style timestamp: `2026-07-01T10:00:00+0000`. */
export function fbTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+0000');
}

export function unix(ms: number): number {
  return Math.floor(ms / 1000);
}

export function localPart(objectId: string): string {
  return objectId.split('_')[1] ?? objectId;
}

function taken(state: FbState, id: string): boolean {
  return (
    state.pages.has(id) ||
    state.publicPages.has(id) ||
    state.photos.has(id) ||
    state.apps.has(id) ||
    state.user.id === id
  );
}

export function newObjectId(state: FbState): string {
  for (;;) {
    const id = state.rng.ids.digits(15);
    if (!taken(state, id)) return id;
  }
}

export function newPostId(state: FbState, pageId: string): string {
  for (;;) {
    const id = `${pageId}_${state.rng.ids.digits(15)}`;
    if (!state.posts.has(id)) return id;
  }
}

export function newCommentId(state: FbState, postId: string, digits: string): string {
  let id = `${localPart(postId)}_${digits}`;
  while (state.comments.has(id)) id = `${localPart(postId)}_${state.rng.ids.digits(16)}`;
  return id;
}

export interface NewPost {
  pageId: string;
  type: PostType;
  message?: string;
  link?: string;
  photoIds?: string[];
  createdAt: number;
  publishedAt?: number;
  scheduledAt?: number;
  origin: FbPost['origin'];
}

export function addPost(state: FbState, input: NewPost): FbPost {
  const post: FbPost = {
    id: newPostId(state, input.pageId),
    pageId: input.pageId,
    type: input.type,
    message: input.message,
    link: input.link,
    photoIds: input.photoIds ?? [],
    createdAt: input.createdAt,
    updatedAt: input.createdAt,
    publishedAt: input.publishedAt,
    scheduledAt: input.scheduledAt,
    deleted: false,
    likes: new Set(),
    origin: input.origin,
  };
  state.posts.set(post.id, post);
  return post;
}

function seedHistory(state: FbState, page: FbPage, now: number): void {
  const world = streamRng(state.seed, 'fb', 'history', page.id);
  const ages = Array.from({ length: world.int(3, 5) }, () => world.float(0.25, 6.5) * DAY).sort(
    (a, b) => b - a,
  );
  for (const age of ages) {
    const at = Math.round(now - age);
    const isLink = world.chance(0.3);
    addPost(state, {
      pageId: page.id,
      type: isLink ? 'link' : 'status',
      message: postMessage(world, page),
      link: isLink ? `https://${page.username}.example.com/news/${world.int(100, 999)}` : undefined,
      createdAt: at,
      publishedAt: at,
      origin: 'seed',
    });
  }
}

export function createFbState(seed: number, now: number, options: FbStateOptions): FbState {
  const world = streamRng(seed, 'fb', 'world');
  const state: FbState = {
    ...stateBase(seed, now, options.apps, (app) => app.id),
    user: seedUser(world),
    visitors: seedVisitors(world, 48),
    pages: new Map(),
    publicPages: new Map(),
    publicArrivals: new Map(),
    publicContentAccess: true,
    volume: options.volume,
    tokens: new Map(),
    pageTokens: new Map(),
    codes: new Map(),
    posts: new Map(),
    photos: new Map(),
    comments: new Map(),
    visitorArrivals: new Map(),
    retiredMetrics: new Set(),
    limits: { ...DEFAULT_LIMITS },
    usage: { app: new Map(), page: new Map() },
    rng: { ...grantStreams(seed, 'fb'), trace: streamRng(seed, 'fb', 'trace') },
    ig: createIgState(seed),
    wa: createWaState(seed),
    msg: createMsgState(seed),
  };
  for (const page of seedPages(world, options.pageCount)) state.pages.set(page.id, page);
  for (const page of state.pages.values()) seedHistory(state, page, now);
  seedInstagram(state, now);
  seedWhatsApp(state, now);
  seedMessenger(state, now);
  return state;
}

export type FbNode =
  | { kind: 'user'; user: FbActor }
  | { kind: 'page'; page: FbPage }
  | { kind: 'post'; post: FbPost }
  | { kind: 'photo'; photo: FbPhoto }
  | { kind: 'comment'; comment: FbComment }
  | { kind: 'app'; app: FbApp };

/** A Page by id: one of the user's, or a public Page the app has found. */
export function anyPage(state: FbState, id: string): FbPage | undefined {
  return state.pages.get(id) ?? state.publicPages.get(id);
}

/** Any live object by id (deleted objects behave as if they never existed, like the real API). */
export function findNode(state: FbState, id: string): FbNode | undefined {
  const page = anyPage(state, id);
  if (page) return { kind: 'page', page };
  const post = state.posts.get(id);
  if (post && !post.deleted) return { kind: 'post', post };
  const photo = state.photos.get(id);
  if (photo && !photo.deleted) return { kind: 'photo', photo };
  const comment = state.comments.get(id);
  if (comment && !comment.deleted) return { kind: 'comment', comment };
  if (state.user.id === id) return { kind: 'user', user: state.user };
  const visitor = state.visitors.find((candidate) => candidate.id === id);
  if (visitor) return { kind: 'user', user: visitor };
  const app = state.apps.get(id);
  return app ? { kind: 'app', app } : undefined;
}

export function isLive(post: FbPost): boolean {
  return !post.deleted && post.publishedAt !== undefined;
}

/** Posts of a page, newest first. */
export function pagePosts(state: FbState, pageId: string, filter: (post: FbPost) => boolean): FbPost[] {
  return [...state.posts.values()]
    .filter((post) => post.pageId === pageId && filter(post))
    .sort(
      (a, b) =>
        (b.publishedAt ?? b.scheduledAt ?? b.createdAt) - (a.publishedAt ?? a.scheduledAt ?? a.createdAt),
    );
}

export function commentsOf(state: FbState, postId: string): FbComment[] {
  return [...state.comments.values()].filter((comment) => comment.postId === postId && !comment.deleted);
}

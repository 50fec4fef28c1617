import { createHash } from 'node:crypto';
import { DAY } from '../../core/clock.js';
import { streamRng } from '../../core/prng.js';
import { gamePostText, gameTitle } from '../../core/seed-text.js';
import { grantStreams, stateBase } from '../../core/state.js';
import { DEFAULT_LIMITS, DEFAULT_POSTS_PER_DAY } from './limits.js';
import type { PostInfo, TiktokApp, TiktokCreator, TiktokPost, TiktokState } from './types.js';

/** Hosts verified in the emulated developer portal out of the box (PULL_FROM_URL). */
export const DEFAULT_VERIFIED_DOMAINS = ['cdn.game.example', 'localhost', '127.0.0.1'];

/** Video ids carry their creation second in the high 32 bits, as TikTok's do. */
export function videoId(state: TiktokState, at: number): string {
  let id = '';
  do {
    const low = BigInt(state.rng.ids.int(0, 0xffffffff));
    id = ((BigInt(Math.floor(at / 1000)) << 32n) | low).toString();
  } while (state.posts.has(id));
  return id;
}

/**
 * How one app (or, for `union_id`, one developer organisation) sees a user: a stable UUID-shaped id
 * per (viewer, user), as TikTok's v2 `open_id`.
 */
export function openIdOf(viewer: string, creatorId: string): string {
  const hex = createHash('sha256').update(`${viewer}\u0000${creatorId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export const postInfo = (title: string, description = title): PostInfo => ({
  title,
  description,
  privacyLevel: 'PUBLIC_TO_EVERYONE',
  disableComment: false,
  disableDuet: false,
  disableStitch: false,
  brandContent: false,
  brandOrganic: false,
  isAigc: false,
  autoAddMusic: false,
  coverTimestampMs: 0,
});

/** The creator's public posts, newest first. */
export function publicPosts(state: TiktokState, now: number): TiktokPost[] {
  return [...state.posts.values()]
    .filter((post) => post.createdAt <= now && post.info.privacyLevel === 'PUBLIC_TO_EVERYONE')
    .sort((a, b) => b.createdAt - a.createdAt || (BigInt(b.id) > BigInt(a.id) ? 1 : -1));
}

function seedCreator(seed: number): { creator: TiktokCreator; title: string } {
  const rng = streamRng(seed, 'tiktok', 'creator');
  const title = gameTitle(rng);
  const slug = title.toLowerCase().replace(/[^a-z0-9]/g, '');
  const id = rng.digits(19);
  const creator: TiktokCreator = {
    id,
    unionId: openIdOf('union', id),
    username: `${slug}.official`,
    displayName: title,
    bio: `The official TikTok of ${title} 🎮`,
    verified: rng.chance(0.5),
    followers: rng.int(20_000, 800_000),
    following: rng.int(10, 300),
    likes: rng.int(200_000, 9_000_000),
    settings: {
      privacyLevels: ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'FOLLOWER_OF_CREATOR', 'SELF_ONLY'],
      commentDisabled: false,
      duetDisabled: false,
      stitchDisabled: false,
      maxVideoSeconds: 600,
      bannedFromPosting: false,
    },
  };
  return { creator, title };
}

/** Earlier videos of the account (and an occasional photo post), over the last two months. */
function seedHistory(state: TiktokState, title: string, now: number): void {
  const rng = streamRng(state.seed, 'tiktok', 'history');
  const tag = `#${title.replace(/[^A-Za-z0-9]/g, '')}`;
  const count = rng.int(8, 14);
  for (let index = 0; index < count; index++) {
    const createdAt = Math.round(now - rng.float(0.3, 60) * DAY);
    const caption = `${gamePostText(rng, title)} ${tag} #gaming`;
    const photo = rng.chance(0.2);
    const post: TiktokPost = {
      id: videoId(state, createdAt),
      kind: photo ? 'photo' : 'video',
      info: postInfo(photo ? caption.slice(0, 90) : caption, caption),
      createdAt,
      durationSec: photo ? 0 : rng.int(8, 90),
      imageCount: photo ? rng.int(2, 8) : 0,
      origin: 'seed',
    };
    state.posts.set(post.id, post);
  }
}

export function createTiktokState(seed: number, now: number, apps: readonly TiktokApp[]): TiktokState {
  const { creator, title } = seedCreator(seed);
  const state: TiktokState = {
    ...stateBase(seed, now, apps, (app) => app.clientKey),
    creator,
    posts: new Map(),
    publishes: new Map(),
    tokens: new Map(),
    codes: new Map(),
    limits: { perMinute: { ...DEFAULT_LIMITS }, postsPerDay: DEFAULT_POSTS_PER_DAY },
    windows: new Map(),
    mainlandChina: false,
    unaudited: false,
    verifiedDomains: [...DEFAULT_VERIFIED_DOMAINS],
    rng: { ...grantStreams(seed, 'tiktok'), logs: streamRng(seed, 'tiktok', 'logs') },
  };
  seedHistory(state, title, now);
  return state;
}

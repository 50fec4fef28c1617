import { DAY, HOUR } from '../../core/clock.js';
import { grown } from '../../core/growth.js';
import { type Rng, streamRng } from '../../core/prng.js';
import { gameTitle, personName } from '../../core/seed-text.js';
import { byId, grantStreams, stateBase } from '../../core/state.js';
import { DEFAULT_LIMITS } from './limits.js';
import type { TwitchApp, TwitchState, TwitchStream, TwitchUser } from './types.js';

/** Followers grow by about 0.2 % a day from the seeded total. */
const FOLLOWER_GROWTH_PER_DAY = 0.002;

const loginOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '')
    .slice(0, 25);

function seedUser(rng: Rng, now: number, displayName: string, description: string): TwitchUser {
  return {
    id: rng.digits(9),
    login: loginOf(displayName),
    displayName: displayName.replace(/[^A-Za-z0-9_]/g, ''),
    description,
    broadcasterType: rng.pick(['', 'affiliate', 'partner'] as const),
    createdAt: Math.round(now - rng.float(400, 3000) * DAY),
    followers: rng.int(5_000, 400_000),
    moderators: [],
  };
}

function seedStream(rng: Rng, now: number, title: string): TwitchStream {
  return {
    id: rng.digits(11),
    title: `${title} — dev stream: patch preview and Q&A`,
    gameName: title,
    viewerCount: rng.int(80, 4_000),
    startedAt: Math.round(now - rng.float(0.2, 3) * HOUR),
  };
}

/**
 * The world: the studio's channel (the user who signs in), a creator's channel where the studio is a
 * moderator, and a stranger's channel where it is not. The studio's channel is live for some seeds.
 */
export function createTwitchState(seed: number, now: number, apps: readonly TwitchApp[]): TwitchState {
  const rng = streamRng(seed, 'twitch', 'world');
  const title = gameTitle(rng);
  const user = seedUser(rng, now, `${title}Official`, `The official Twitch channel of ${title} 🎮`);
  const creator = seedUser(
    rng,
    now,
    personName(rng).replace(' ', '_'),
    'Variety streamer, speedruns on Sundays',
  );
  const stranger = seedUser(rng, now, personName(rng).replace(' ', ''), 'Just chatting');
  creator.moderators.push(user.id);
  const state: TwitchState = {
    ...stateBase(seed, now, apps, (app) => app.clientId),
    user,
    users: byId([user, creator, stranger]),
    streams: new Map(),
    codes: new Map(),
    tokens: new Map(),
    announcements: [],
    limits: { ...DEFAULT_LIMITS },
    buckets: new Map(),
    lastAnnouncement: new Map(),
    rng: grantStreams(seed, 'twitch'),
  };
  if (rng.chance(0.5)) state.streams.set(user.id, seedStream(rng, now, title));
  state.streams.set(creator.id, seedStream(rng, now, gameTitle(rng)));
  return state;
}

/** A user by id or login. */
export function findUser(state: TwitchState, by: { id?: string; login?: string }): TwitchUser | undefined {
  if (by.id !== undefined) return state.users.get(by.id);
  const login = by.login?.toLowerCase();
  return [...state.users.values()].find((user) => user.login === login);
}

/** The channel's follower total now. */
export function followersOf(state: TwitchState, user: TwitchUser, now: number): number {
  return grown(user.followers, now - state.createdAt, FOLLOWER_GROWTH_PER_DAY);
}

/** Whether `userId` may moderate `broadcaster`'s chat (the broadcaster or one of its moderators). */
export function moderates(broadcaster: TwitchUser, userId: string): boolean {
  return broadcaster.id === userId || broadcaster.moderators.includes(userId);
}

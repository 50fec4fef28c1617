import type { FastifyInstance } from 'fastify';
import { int, list, str } from '../../core/params.js';
import { pictureUrl } from '../../core/pictures.js';
import { streamRng } from '../../core/prng.js';
import { personName } from '../../core/seed-text.js';
import { badRequest, sendTwitchError, TwitchError } from './errors.js';
import { type HelixCall, helixRoute, type TwitchRuntime } from './routing.js';
import { findUser, followersOf, moderates } from './state.js';
import type { TwitchState, TwitchUser } from './types.js';

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

export function userView(user: TwitchUser) {
  return {
    id: user.id,
    login: user.login,
    display_name: user.displayName,
    type: '',
    broadcaster_type: user.broadcasterType,
    description: user.description,
    profile_image_url: pictureUrl('twitch', user.login),
    offline_image_url: '',
    view_count: 0,
    created_at: iso(user.createdAt),
  };
}

/** A broadcaster named by `broadcaster_id` (400 when missing or unknown). */
export function broadcasterOf(call: HelixCall, name = 'broadcaster_id'): TwitchUser {
  const id = str(call.query, name);
  if (!id) throw badRequest(`Missing required parameter "${name}"`);
  const user = call.state.users.get(id);
  if (!user) throw badRequest(`Invalid ${name}`);
  return user;
}

/** `GET /users`: the token's user, or the users named by `id` / `login` (at most 100). */
function users(call: HelixCall) {
  const ids = list(call.query, 'id') ?? [];
  const logins = list(call.query, 'login') ?? [];
  if (ids.length + logins.length > 100)
    throw badRequest('The sum of the id and login parameters may not exceed 100');
  if (ids.length + logins.length === 0) return { data: [userView(call.user)] };
  const found = [
    ...ids.map((id) => findUser(call.state, { id })),
    ...logins.map((login) => findUser(call.state, { login })),
  ].filter((user): user is TwitchUser => user !== undefined);
  return { data: [...new Map(found.map((user) => [user.id, user])).values()].map(userView) };
}

/** A few of the channel's most recent followers, derived from the seed. */
function recentFollowers(state: TwitchState, broadcaster: TwitchUser, count: number, now: number) {
  return Array.from({ length: count }, (_, index) => {
    const rng = streamRng(state.seed, 'twitch', 'follower', broadcaster.id, index);
    const name = personName(rng).replace(' ', '_');
    return {
      user_id: rng.digits(9),
      user_login: name.toLowerCase(),
      user_name: name,
      followed_at: iso(now - (index + 1) * rng.int(20, 90) * 60_000),
    };
  });
}

/**
 * `GET /channels/followers`: the total for anyone; the list only with `moderator:read:followers` and
 * as the broadcaster or one of its moderators (Twitch answers just the total otherwise).
 */
function followers(call: HelixCall) {
  const broadcaster = broadcasterOf(call);
  const first = int(call.query, 'first') ?? 20;
  if (Number.isNaN(first) || first < 1 || first > 100)
    throw badRequest('The parameter "first" was malformed');
  const total = followersOf(call.state, broadcaster, call.now);
  const listed =
    call.token.scopes.includes('moderator:read:followers') && moderates(broadcaster, call.user.id);
  return {
    total,
    data: listed ? recentFollowers(call.state, broadcaster, Math.min(first, total), call.now) : [],
    pagination: {},
  };
}

/** `GET /streams`: the live streams of the users named (only live ones are listed). */
function streams(call: HelixCall) {
  const ids = list(call.query, 'user_id') ?? [];
  const logins = list(call.query, 'user_login') ?? [];
  const named = [
    ...ids.map((id) => findUser(call.state, { id })),
    ...logins.map((login) => findUser(call.state, { login })),
  ].filter((user): user is TwitchUser => user !== undefined);
  const people = ids.length + logins.length === 0 ? [...call.state.users.values()] : named;
  const data = people.flatMap((user) => {
    const stream = call.state.streams.get(user.id);
    if (!stream) return [];
    return [
      {
        id: stream.id,
        user_id: user.id,
        user_login: user.login,
        user_name: user.displayName,
        game_id: '509658',
        game_name: stream.gameName,
        type: 'live',
        title: stream.title,
        viewer_count: stream.viewerCount,
        started_at: iso(stream.startedAt),
        language: 'en',
        thumbnail_url: `https://static-cdn.jtvnw.net/previews-ttv/live_user_${user.login}-{width}x{height}.jpg`,
        tag_ids: [],
        tags: ['English'],
        is_mature: false,
      },
    ];
  });
  return { data, pagination: {} };
}

/** Helix's read endpoints under `/twitch/api/helix` (real: https://api.twitch.tv/helix). */
export function registerHelix(app: FastifyInstance, rt: TwitchRuntime): void {
  helixRoute(app, rt, { method: 'GET', url: '/users', operation: 'users.get', handler: users });
  helixRoute(app, rt, {
    method: 'GET',
    url: '/channels/followers',
    operation: 'channels.followers',
    handler: followers,
  });
  helixRoute(app, rt, { method: 'GET', url: '/streams', operation: 'streams.get', handler: streams });
}

/** Helix's answer to a path it does not serve. */
export function registerHelixNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler(async (_request, reply) =>
    sendTwitchError(reply, new TwitchError(404, 'Not Found')),
  );
}

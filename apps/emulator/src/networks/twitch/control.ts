import type { FastifyInstance } from 'fastify';
import { registerAuthorizeControl } from '../../core/authorize-control.js';
import { fail, registerGrantControl } from '../../core/control.js';
import { clientTokenView, revokeToken } from '../../core/grants.js';
import { asRecord, str } from '../../core/params.js';
import { userView } from './helix.js';
import { authorizeDialog } from './oauth.js';
import type { TwitchRuntime } from './routing.js';
import { followersOf } from './state.js';
import type { TwitchAnnouncement } from './types.js';

const iso = (ms: number) => new Date(ms).toISOString();

function announcementJson(announcement: TwitchAnnouncement) {
  return {
    id: announcement.id,
    broadcaster_id: announcement.broadcasterId,
    moderator_id: announcement.moderatorId,
    client_id: announcement.clientId,
    message: announcement.message,
    color: announcement.color,
    created_at: iso(announcement.createdAt),
  };
}

function registerAccess(app: FastifyInstance, rt: TwitchRuntime): void {
  /** Revokes one token, or every live one (the user disconnected the app, or changed their password). */
  registerGrantControl(app, {
    tokens: () => rt.state.tokens.values(),
    view: (token) => clientTokenView(token, rt.context.clock.now()),
    revoke: (token) => revokeToken(token, 'invalidated'),
  });
  registerAuthorizeControl(app, authorizeDialog(rt), {
    apps: () => rt.state.apps,
    defaults: { response_type: 'code' },
  });
}

function registerWorld(app: FastifyInstance, rt: TwitchRuntime): void {
  /** Announcements sent through Helix, oldest first (optionally of one channel). */
  app.get('/announcements', async (request) => {
    const channel = str(asRecord(request.query), 'broadcaster_id');
    const sent = rt.state.announcements.filter((item) => !channel || item.broadcasterId === channel);
    return { data: sent.map(announcementJson) };
  });
  /** Points per minute of a token's bucket and the least time between two announcements to a channel. */
  app.post('/limits', async (request, reply) => {
    const body = asRecord(request.body);
    const points = body.points_per_minute;
    const interval = body.announcement_interval_ms;
    if (points !== undefined && (typeof points !== 'number' || !Number.isInteger(points) || points < 0))
      return fail(reply, 'points_per_minute must be an integer ≥ 0');
    if (interval !== undefined && (typeof interval !== 'number' || interval < 0))
      return fail(reply, 'announcement_interval_ms must be a number ≥ 0');
    if (typeof points === 'number') {
      rt.state.limits.pointsPerMinute = points;
      rt.state.buckets.clear();
    }
    if (typeof interval === 'number') rt.state.limits.announcementIntervalMs = interval;
    return {
      points_per_minute: rt.state.limits.pointsPerMinute,
      announcement_interval_ms: rt.state.limits.announcementIntervalMs,
    };
  });
  /** Takes a channel (default: the signed-in user's) live with a viewer count, or offline. */
  app.post('/stream', async (request, reply) => {
    const body = asRecord(request.body);
    const userId = str(body, 'user_id') ?? rt.state.user.id;
    const user = rt.state.users.get(userId);
    if (!user) return fail(reply, 'no such user', 404);
    if (body.live === false) {
      rt.state.streams.delete(user.id);
      return { live: false };
    }
    const viewers = body.viewer_count ?? 0;
    if (typeof viewers !== 'number' || !Number.isInteger(viewers) || viewers < 0)
      return fail(reply, 'viewer_count must be an integer ≥ 0');
    const current = rt.state.streams.get(user.id);
    rt.state.streams.set(user.id, {
      id: current?.id ?? rt.state.rng.ids.digits(11),
      title: current?.title ?? `${user.displayName} is live`,
      gameName: current?.gameName ?? 'Just Chatting',
      viewerCount: viewers,
      startedAt: current?.startedAt ?? rt.context.clock.now(),
    });
    return { live: true, viewer_count: viewers };
  });
}

/** Test-facing routes under `/_emulator/twitch`. */
export function registerTwitchControl(app: FastifyInstance, rt: TwitchRuntime): void {
  app.get('/state', async () => {
    const { state } = rt;
    const now = rt.context.clock.now();
    return {
      seed: state.seed,
      user: userView(state.user),
      users: [...state.users.values()].map((user) => ({
        ...userView(user),
        followers: followersOf(state, user, now),
        moderators: user.moderators,
        live: state.streams.has(user.id),
      })),
      apps: [...state.apps.values()].map(({ clientId, name }) => ({ client_id: clientId, name })),
      counts: {
        announcements: state.announcements.length,
        tokens: state.tokens.size,
        codes: state.codes.size,
      },
      limits: {
        points_per_minute: state.limits.pointsPerMinute,
        announcement_interval_ms: state.limits.announcementIntervalMs,
      },
    };
  });
  registerAccess(app, rt);
  registerWorld(app, rt);
}

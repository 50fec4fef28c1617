import type { FastifyInstance } from 'fastify';
import { asRecord, str } from '../../core/params.js';
import { badRequest, forbidden, TwitchError, tooManyRequests } from './errors.js';
import { broadcasterOf } from './helix.js';
import { type HelixCall, helixRoute, type TwitchRuntime } from './routing.js';
import { moderates } from './state.js';
import { ANNOUNCEMENT_COLORS, type AnnouncementColor, type TwitchAnnouncement } from './types.js';

/** The longest announcement Twitch takes, in characters. */
export const MAX_ANNOUNCEMENT_CHARS = 500;

function colorOf(body: Record<string, unknown>): AnnouncementColor {
  const given = str(body, 'color');
  if (given === undefined || given === '') return 'primary';
  const color = ANNOUNCEMENT_COLORS.find((candidate) => candidate === given.toLowerCase());
  if (!color) throw badRequest('The specified color is not valid.');
  return color;
}

function messageOf(body: Record<string, unknown>): string {
  const message = body.message;
  if (typeof message !== 'string') throw badRequest("The message field in the request's body is required.");
  if (message.trim() === '') throw badRequest('The message field may not contain an empty string.');
  if ([...message].length > MAX_ANNOUNCEMENT_CHARS)
    throw badRequest(`The message field may not exceed ${MAX_ANNOUNCEMENT_CHARS} characters.`);
  return message;
}

/**
 * `POST /chat/announcements?broadcaster_id&moderator_id` `{message, color?}`: the moderator must be
 * the token's user (401) and the broadcaster or one of its moderators (403); the message 1–500
 * characters; one announcement per channel every 2 seconds (429). Answers 204 without an id.
 */
function announce(call: HelixCall): void {
  const broadcaster = broadcasterOf(call);
  const moderatorId = str(call.query, 'moderator_id');
  if (!moderatorId) throw badRequest('Missing required parameter "moderator_id"');
  if (moderatorId !== call.user.id)
    throw new TwitchError(
      401,
      "The ID in moderator_id must match the user ID found in the request's OAuth token.",
    );
  if (!moderates(broadcaster, moderatorId))
    throw forbidden("The user in moderator_id is not one of the broadcaster's moderators.");
  const body = asRecord(call.request.body);
  const message = messageOf(body);
  const color = colorOf(body);
  const last = call.state.lastAnnouncement.get(broadcaster.id);
  if (last !== undefined && call.now - last < call.state.limits.announcementIntervalMs)
    throw tooManyRequests(
      'The sender has exceeded the number of announcements they may send to this broadcaster_id within a given period.',
    );
  const announcement: TwitchAnnouncement = {
    id: String(call.state.announcements.length + 1),
    broadcasterId: broadcaster.id,
    moderatorId,
    clientId: call.token.clientId,
    message,
    color,
    createdAt: call.now,
  };
  call.state.announcements.push(announcement);
  call.state.lastAnnouncement.set(broadcaster.id, call.now);
}

export function registerAnnouncements(app: FastifyInstance, rt: TwitchRuntime): void {
  helixRoute(app, rt, {
    method: 'POST',
    url: '/chat/announcements',
    operation: 'chat.announcements',
    aliases: ['publish'],
    status: 204,
    scope: 'moderator:manage:announcements',
    handler: announce,
  });
}

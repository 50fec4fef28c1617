import type { FastifyInstance } from 'fastify';
import { int } from '../../core/params.js';
import { channelFor, messageIn } from './access.js';
import { invalidField, unknownEmoji } from './errors.js';
import { reactionCounts } from './metrics.js';
import { PERMISSION, requirePermissions } from './permissions.js';
import { type BotCall, botRoute, type DiscordRuntime } from './routing.js';
import { userJson } from './views.js';

/** Unicode emoji only: the seeded servers have no custom emoji (`name:id` answers 10014). */
function emojiOf(call: BotCall): string {
  const emoji = call.params.emoji ?? '';
  if (emoji.includes(':') || !/\p{Extended_Pictographic}|\p{Regional_Indicator}/u.test(emoji))
    throw unknownEmoji();
  return emoji;
}

function reactionTarget(call: BotCall, bits: bigint) {
  const where = channelFor(call, call.params.channel_id ?? '');
  requirePermissions(where.permissions, PERMISSION.READ_MESSAGE_HISTORY | bits);
  return { where, message: messageIn(call, where, call.params.message_id ?? '') };
}

/** `PUT …/reactions/{emoji}/@me`: the bot reacts (Add Reactions). */
function react(call: BotCall) {
  const { message } = reactionTarget(call, PERMISSION.ADD_REACTIONS);
  message.botReactions.add(emojiOf(call));
  return undefined;
}

function unreact(call: BotCall) {
  const { message } = reactionTarget(call, 0n);
  message.botReactions.delete(emojiOf(call));
  return undefined;
}

/** Who reacted with an emoji: the bot when it did, then members of the server. */
function reactors(call: BotCall) {
  const { where, message } = reactionTarget(call, 0n);
  const emoji = emojiOf(call);
  const limit = int(call.query, 'limit') ?? 25;
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    invalidField(['limit'], 'NUMBER_TYPE_MAX', 'int value should be less than or equal to 100.');
  }
  const count = reactionCounts(call.state, message, call.now).find((r) => r.emoji === emoji);
  if (!count) return [];
  const members = where.guild.active.slice(0, count.count - (count.me ? 1 : 0));
  const ids = [...(count.me ? [call.app.clientId] : []), ...members];
  return ids
    .flatMap((id) => {
      const user = call.state.users.get(id);
      return user ? [userJson(user)] : [];
    })
    .slice(0, limit);
}

export function registerReactions(app: FastifyInstance, rt: DiscordRuntime): void {
  const url = '/channels/:channel_id/messages/:message_id/reactions/:emoji';
  botRoute(app, rt, {
    method: 'PUT',
    url: `${url}/@me`,
    operation: 'reactions.write',
    status: 204,
    handler: react,
  });
  botRoute(app, rt, {
    method: 'DELETE',
    url: `${url}/@me`,
    operation: 'reactions.write',
    status: 204,
    handler: unreact,
  });
  botRoute(app, rt, { method: 'GET', url, operation: 'reactions.read', handler: reactors });
}

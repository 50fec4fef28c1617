import { HOUR } from '../../core/clock.js';
import { grown, saturating } from '../../core/growth.js';
import { streamRng } from '../../core/prng.js';
import { isStaffMessage } from './state.js';
import type { DiscordGuild, DiscordMessage, DiscordState } from './types.js';

const EMOJI = ['👍', '🔥', '❤️', '🎉', '😂', '👀', '🙏'];
const REACTION_TAU = 6 * HOUR;
const VOTE_TAU = 3 * HOUR;

export interface ReactionCount {
  emoji: string;
  count: number;
  me: boolean;
}

function guildOf(state: DiscordState, message: DiscordMessage): DiscordGuild | undefined {
  const channel = state.channels.get(message.channelId);
  return channel ? state.guilds.get(channel.guildId) : undefined;
}

/** Where a message's reactions level off, fixed by (seed, message id): staff posts draw far more. */
function peaks(state: DiscordState, message: DiscordMessage) {
  const rng = streamRng(state.seed, 'discord', 'reactions', message.id);
  const staff = isStaffMessage(state, message);
  const members = guildOf(state, message)?.memberBase ?? 100;
  const scale = staff ? Math.max(6, members * 0.004) : 4;
  const pool = [...EMOJI];
  const out: Array<{ emoji: string; peak: number }> = [];
  for (let kinds = rng.int(staff ? 1 : 0, staff ? 4 : 2); kinds > 0; kinds--) {
    const [emoji] = pool.splice(rng.int(0, pool.length - 1), 1);
    if (emoji) out.push({ emoji, peak: Math.round((scale * rng.float(0.2, 1)) / (out.length + 1)) });
  }
  return out;
}

/** Reaction counts at `now`: members' (growing, then saturating) plus the bots' own (`me`). */
export function reactionCounts(state: DiscordState, message: DiscordMessage, now: number): ReactionCount[] {
  const age = now - message.createdAt;
  const counts = new Map(peaks(state, message).map((p) => [p.emoji, saturating(p.peak, age, REACTION_TAU)]));
  for (const emoji of message.botReactions) counts.set(emoji, (counts.get(emoji) ?? 0) + 1);
  return [...counts]
    .filter(([, count]) => count > 0)
    .map(([emoji, count]) => ({ emoji, count, me: message.botReactions.has(emoji) }));
}

/** Votes per answer at `now` (they stop when the poll expires). */
export function pollVotes(state: DiscordState, message: DiscordMessage, now: number): number[] {
  const poll = message.poll;
  if (!poll) return [];
  const rng = streamRng(state.seed, 'discord', 'poll', message.id);
  const members = guildOf(state, message)?.memberBase ?? 100;
  const age = Math.min(now, poll.expiry) - message.createdAt;
  return poll.answers.map(() => saturating(Math.round(members * 0.003 * rng.float(0.1, 1)), age, VOTE_TAU));
}

/** `approximate_member_count` grows slowly; `approximate_presence_count` follows the time of day. */
export function guildCounts(state: DiscordState, guild: DiscordGuild, now: number) {
  const members = grown(guild.memberBase, now - state.createdAt, 0.002);
  const hour = new Date(now).getUTCHours();
  const online = Math.round(members * (0.1 + 0.05 * Math.sin((2 * Math.PI * hour) / 24)));
  return { approximate_member_count: members, approximate_presence_count: online };
}

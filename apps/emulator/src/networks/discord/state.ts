import type { Rng } from '../../core/prng.js';
import type {
  Attachment,
  DiscordChannel,
  DiscordMessage,
  DiscordState,
  MessageOrigin,
  Poll,
} from './types.js';

const DISCORD_EPOCH = 1_420_070_400_000n;

/** A Snowflake for `at`: milliseconds since 2015 in the high bits, `bits` (22 bits) below. */
export function snowflake(at: number, bits: number): string {
  const ms = BigInt(Math.max(Math.floor(at), Number(DISCORD_EPOCH))) - DISCORD_EPOCH;
  return ((ms << 22n) | BigInt(bits & 0x3fffff)).toString();
}

/** The instant a Snowflake was made. */
export const snowflakeTime = (id: string): number => Number((BigInt(id) >> 22n) + DISCORD_EPOCH);

export const isSnowflake = (value: string): boolean => /^\d{1,20}$/.test(value);

/** Orders Snowflakes (they compare by time). */
export function compareIds(a: string, b: string): number {
  const diff = BigInt(a) - BigInt(b);
  return diff === 0n ? 0 : diff > 0n ? 1 : -1;
}

/** ISO 8601 with microseconds and an offset, as Discord writes `timestamp`. */
export const timestamp = (ms: number): string => new Date(ms).toISOString().replace('Z', '000+00:00');

function taken(state: DiscordState, id: string): boolean {
  return state.messages.has(id) || state.channels.has(id) || state.guilds.has(id) || state.users.has(id);
}

/** A fresh id for something made at `at`; `bits` fix it (planned arrivals), else drawn from `rng`. */
export function newId(state: DiscordState, at: number, bits?: number, rng: Rng = state.rng.ids): string {
  let low = bits ?? rng.int(0, 0x3fffff);
  let id = snowflake(at, low);
  while (taken(state, id)) id = snowflake(at, ++low);
  return id;
}

export interface NewMessage {
  channelId: string;
  authorId: string;
  content: string;
  createdAt: number;
  origin: MessageOrigin;
  referenceId?: string | null;
  attachments?: Attachment[];
  embeds?: Record<string, unknown>[];
  poll?: Poll | null;
  /** Id bits, so planned arrivals get the same id whenever they materialise. */
  bits?: number;
  /** A given id (a forum post's starter message shares its thread's id). */
  id?: string;
}

export function addMessage(state: DiscordState, input: NewMessage): DiscordMessage {
  const message: DiscordMessage = {
    id: input.id ?? newId(state, input.createdAt, input.bits),
    channelId: input.channelId,
    authorId: input.authorId,
    content: input.content,
    createdAt: input.createdAt,
    editedAt: null,
    referenceId: input.referenceId ?? null,
    attachments: input.attachments ?? [],
    embeds: input.embeds ?? [],
    poll: input.poll ?? null,
    flags: 0,
    origin: input.origin,
    botReactions: new Set(),
    deleted: false,
  };
  state.messages.set(message.id, message);
  return message;
}

/** A message that exists (not deleted) at `now`. */
export function liveMessage(state: DiscordState, id: string, now: number): DiscordMessage | undefined {
  const message = state.messages.get(id);
  return message && !message.deleted && message.createdAt <= now ? message : undefined;
}

/** A channel's live messages, newest first. */
export function channelMessages(state: DiscordState, channelId: string, now: number): DiscordMessage[] {
  return [...state.messages.values()]
    .filter((message) => message.channelId === channelId && !message.deleted && message.createdAt <= now)
    .sort((a, b) => compareIds(b.id, a.id));
}

export function parentOf(state: DiscordState, channel: DiscordChannel): DiscordChannel | undefined {
  return channel.parentId ? state.channels.get(channel.parentId) : undefined;
}

export const isThread = (channel: DiscordChannel): boolean => channel.type === 10 || channel.type === 11;

/** Live channels of a guild (threads included), by position. */
export function guildChannels(state: DiscordState, guildId: string): DiscordChannel[] {
  return [...state.channels.values()]
    .filter((channel) => channel.guildId === guildId && !channel.deleted)
    .sort((a, b) => a.position - b.position || compareIds(a.id, b.id));
}

/** A message of the server's staff (its owner or a bot), which members answer and react to. */
export function isStaffMessage(state: DiscordState, message: DiscordMessage): boolean {
  const channel = state.channels.get(message.channelId);
  const guild = channel ? state.guilds.get(channel.guildId) : undefined;
  return message.authorId === guild?.ownerId || state.users.get(message.authorId)?.bot === true;
}

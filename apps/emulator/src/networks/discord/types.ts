import type { ClientCode, ClientToken, ConfidentialApp, GrantState } from '../../core/grants.js';
import type { ListeningVolume } from '../../core/listening.js';
import type { ArrivingWorld } from '../../core/state.js';

/** A registered application: OAuth2 client credentials plus its bot user's token. */
/** The application id (`clientId`) is also its bot user's id. */
export interface DiscordApp extends ConfidentialApp {
  /** `Authorization: Bot <token>` (one token for every server the bot is in). */
  botToken: string;
}

export interface DiscordUser {
  id: string;
  username: string;
  globalName: string | null;
  avatar: string | null;
  bot: boolean;
  createdAt: number;
}

/** Channel types used here: text, category, announcement, threads, forum. */
export const CHANNEL_TYPE = {
  text: 0,
  category: 4,
  announcement: 5,
  announcementThread: 10,
  publicThread: 11,
  forum: 15,
} as const;

export interface DiscordChannel {
  id: string;
  guildId: string;
  type: number;
  name: string;
  position: number;
  parentId: string | null;
  topic: string | null;
  /** A permission overwrite denies @everyone (and so the bot) View Channel. */
  private: boolean;
  /** Threads: who started it. */
  ownerId: string | null;
  createdAt: number;
  deleted: boolean;
}

/** The bot of one application, installed in a guild with the permissions the install granted. */
export interface Installation {
  permissions: bigint;
  joinedAt: number;
}

/** The signed-in person's place in a guild: the consent page lists guilds they may manage. */
export type GuildRole = 'owner' | 'admin' | 'member';

export interface DiscordGuild {
  id: string;
  name: string;
  /** The game the server is about (its members talk about it by name). */
  game: string;
  icon: string | null;
  description: string | null;
  ownerId: string;
  role: GuildRole;
  createdAt: number;
  /** Members when the world was seeded; grows slowly with the clock. */
  memberBase: number;
  /** The members who write messages (user ids). */
  active: string[];
  systemChannelId: string | null;
  rulesChannelId: string | null;
  /** Installed bots, by application id. */
  installs: Map<string, Installation>;
}

export interface Attachment {
  id: string;
  filename: string;
  size: number;
  contentType: string;
  description: string | null;
}

export interface Poll {
  question: string;
  answers: string[];
  expiry: number;
  allowMultiselect: boolean;
}

export type MessageOrigin = 'seed' | 'api' | 'member';

export interface DiscordMessage {
  id: string;
  channelId: string;
  authorId: string;
  content: string;
  createdAt: number;
  editedAt: number | null;
  /** The message this one replies to (`message_reference`). */
  referenceId: string | null;
  attachments: Attachment[];
  embeds: Record<string, unknown>[];
  poll: Poll | null;
  /** CROSSPOSTED = 1 once published to following channels. */
  flags: number;
  origin: MessageOrigin;
  /** Emoji the bots reacted with (`me`), as `emoji` or `name:id`. */
  botReactions: Set<string>;
  deleted: boolean;
}

export type DiscordToken = ClientToken;

export interface DiscordCode extends ClientCode {
  /** The guild the bot was installed in, for `bot` authorizations. */
  guildId: string | null;
}

export interface RouteLimit {
  limit: number;
  windowMs: number;
}

export interface Window {
  start: number;
  count: number;
}

export interface DiscordState extends GrantState<DiscordApp, DiscordCode, DiscordToken>, ArrivingWorld {
  /** The person who signs in on the consent page. */
  user: DiscordUser;
  /** Community members who chat, reply and react. */
  members: DiscordUser[];
  users: Map<string, DiscordUser>;
  guilds: Map<string, DiscordGuild>;
  channels: Map<string, DiscordChannel>;
  messages: Map<string, DiscordMessage>;
  limits: Record<string, RouteLimit>;
  windows: Map<string, Window>;
  /**
   * Whether the application holds the privileged MESSAGE_CONTENT intent: without it the bot reads
   * an empty `content` (and no embeds, attachments or components) in messages that neither it wrote
   * nor mention it, as on Discord.
   */
  messageContent: boolean;
  /** How much the members chat (the emulator's listening volume, shared by every network). */
  volume: ListeningVolume;
}

import { type LookupItem, type LookupKind, networkProfiles } from '@herald/contract';
import { PlatformError } from '../errors.js';
import { PlatformHttp } from '../http.js';
import {
  type AccountReading,
  accountReading,
  type MetricReading,
  postReading,
  type ReportedPost,
} from '../report-metrics.js';
import type {
  AccountProfile,
  AccountRef,
  AuthorizeRequest,
  CodeExchange,
  CommentPage,
  Connectable,
  Credential,
  MetricPoint,
  NetworkPost,
  PlatformAdapter,
  PostPage,
  PublishRequest,
  PublishResult,
  PublishSteps,
} from '../types.js';
import { guildCounters, postableChannels, postsChannelId, readGuild } from './guild.js';
import { readListenedMessages } from './listening.js';
import { BOT_PERMISSIONS, DISCORD_SCOPES, guildLink, iconUrl, requestToken } from './oauth.js';
import { createdSchema, findMessage, publishMessage } from './publish.js';
import { messageCounters, messageSchema, postsPage, readReplies } from './reading.js';
import { discordMetrics } from './report-metrics.js';
import { DiscordRest, joinId, splitId } from './rest.js';

export interface DiscordSettings {
  clientId: string;
  clientSecret: string;
  /** The bot's token: every REST call is the bot's (the user's OAuth token only installs it). */
  botToken: string;
  /** https://discord.com or the emulator's equivalent (the install page). */
  wwwBase: string;
  /** https://discord.com/api or the emulator's equivalent. */
  apiBase: string;
  emulated: boolean;
  timeoutMs: number;
}

/** The 👍 reaction a "like" is. */
const LIKE = encodeURIComponent('👍');

/**
 * Discord servers through their installed bot. The account is a server (guild); its credential is the
 * installing user's OAuth token (seven days, refreshable), while posting, reading and reacting use the
 * configured bot token. Post ids are `<channel_id>/<message_id>` (a forum post: `<thread_id>/<thread_id>`).
 */
export class DiscordAdapter implements PlatformAdapter<'discord'> {
  readonly network = 'discord' as const;
  readonly profile = networkProfiles.discord;
  /** Message history stays readable through REST for as long as the messages exist. */
  readonly historyDays = 3650;
  readonly emulated: boolean;
  private readonly http: PlatformHttp;
  private readonly rest: DiscordRest;
  private botUserId: string | undefined;

  constructor(private readonly settings: DiscordSettings) {
    this.emulated = settings.emulated;
    this.http = new PlatformHttp('discord', settings.timeoutMs);
    this.rest = new DiscordRest(this.http, settings.apiBase, settings.botToken);
  }

  /** The bot install page: the user picks a server they manage and grants the bot's permissions. */
  authorizeUrl(request: AuthorizeRequest): string {
    const url = new URL(`${this.settings.wwwBase}/oauth2/authorize`);
    url.searchParams.set('client_id', this.settings.clientId);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('redirect_uri', request.redirectUri);
    url.searchParams.set('scope', DISCORD_SCOPES.join(' '));
    url.searchParams.set('permissions', BOT_PERMISSIONS);
    url.searchParams.set('integration_type', '0');
    url.searchParams.set('state', request.state);
    return url.toString();
  }

  /** The code exchange names the server the bot was added to: that server is the one connectable. */
  async completeAuthorization(exchange: CodeExchange): Promise<Connectable[]> {
    const { credential, guild } = await requestToken(this.http, this.settings, {
      grant_type: 'authorization_code',
      code: exchange.code,
      redirect_uri: exchange.redirectUri,
    });
    if (!guild) throw new PlatformError('discord', 'content', 'the bot was not added to a server');
    return [
      {
        socialId: guild.id,
        name: guild.name,
        link: guildLink(guild.id),
        avatarUrl: iconUrl(guild),
        credential,
      },
    ];
  }

  async refreshCredential(credential: Credential): Promise<Credential | null> {
    if (!credential.refreshToken) return null;
    const renewed = await requestToken(this.http, this.settings, {
      grant_type: 'refresh_token',
      refresh_token: credential.refreshToken,
    });
    return renewed.credential;
  }

  /** The server as the bot sees it; 10004/50001 here mean the bot was removed (reconnect). */
  async readProfile(socialId: string): Promise<AccountProfile> {
    const guild = await readGuild(this.rest, socialId);
    return { name: guild.name, link: guildLink(guild.id), avatarUrl: iconUrl(guild) };
  }

  /**
   * The server's posts are the messages (not replies) of its first announcement channel by position,
   * else of its system channel, else of its first text channel. The cursor is `<channel_id>:<before>`.
   */
  async listPosts(
    socialId: string,
    _credential: Credential,
    since: Date,
    cursor: string | null,
  ): Promise<PostPage> {
    const [channelId, before] = cursor ? cursor.split(':') : [await postsChannelId(this.rest, socialId)];
    if (!channelId) return { posts: [], next: null };
    const where = { guildId: socialId, channelId };
    const page = await postsPage(
      this.rest,
      where,
      since,
      before ?? null,
      (message) => !message.message_reference,
    );
    return { posts: page.posts, next: page.next ? `${channelId}:${page.next}` : null };
  }

  publish(
    account: AccountRef,
    request: PublishRequest<'discord'>,
    steps: PublishSteps,
  ): Promise<PublishResult> {
    return publishMessage({ rest: this.rest, http: this.http }, account, request, steps);
  }

  async findPublished(
    account: AccountRef,
    request: PublishRequest<'discord'>,
    since: Date,
  ): Promise<NetworkPost | null> {
    return findMessage({ rest: this.rest, botId: await this.botId() }, account, request, since);
  }

  async deletePost(_account: AccountRef, postId: string): Promise<void> {
    const { channelId, messageId } = splitId(postId);
    await this.rest.call('DELETE', `/channels/${channelId}/messages/${messageId}`);
  }

  /** A reply in the message's channel (`message_reference`); answers `<channel_id>/<message_id>`. */
  async comment(_account: AccountRef, targetId: string, text: string): Promise<string> {
    const { channelId, messageId } = splitId(targetId);
    const reply = { content: text, message_reference: { message_id: messageId, fail_if_not_exists: true } };
    return joinId(
      channelId,
      createdSchema.parse(await this.rest.send(`/channels/${channelId}/messages`, reply)).id,
    );
  }

  /** A like is the bot's 👍 reaction. */
  async like(_account: AccountRef, targetId: string): Promise<void> {
    const { channelId, messageId } = splitId(targetId);
    await this.rest.call('PUT', `/channels/${channelId}/messages/${messageId}/reactions/${LIKE}/@me`);
  }

  readComments(_account: AccountRef, postId: string, cursor: string | null): Promise<CommentPage> {
    const { channelId, messageId } = splitId(postId);
    return readReplies(this.rest, channelId, messageId, cursor);
  }

  /** What members wrote since `since` in the server's text and announcement channels (listening). */
  readChannelMessages(account: AccountRef, since: Date, cursor: string | null): Promise<PostPage> {
    return readListenedMessages(this.rest, account.socialId, since, cursor);
  }

  /** Today's approximate member and online counts (Discord has no analytics API). */
  accountMetrics(account: AccountRef): Promise<MetricPoint[]> {
    return guildCounters(this.rest, account.socialId);
  }

  /** Reactions (in all and per emoji) and, for a poll, its votes. */
  async postMetrics(_account: AccountRef, postId: string): Promise<Record<string, number>> {
    const { channelId, messageId } = splitId(postId);
    return messageCounters(
      messageSchema.parse(await this.rest.get(`/channels/${channelId}/messages/${messageId}`)),
    );
  }

  /** The server's channels a post can go to, for compose's channel picker. */
  async lookup(account: AccountRef, kind: LookupKind, query: string): Promise<LookupItem[]> {
    if (kind !== 'discord_channels')
      throw new PlatformError('discord', 'unsupported', `no ${kind} look-up on Discord`);
    return postableChannels(this.rest, account.socialId, query);
  }

  /** The bot's own user id (its messages are the ones Herald made). */
  private async botId(): Promise<string> {
    this.botUserId ??= createdSchema.parse(await this.rest.get('/users/@me')).id;
    return this.botUserId;
  }

  async reportPost(account: AccountRef, post: ReportedPost): Promise<MetricReading> {
    return postReading(discordMetrics, { counters: await this.postMetrics(account, post.id) });
  }

  async reportAccount(account: AccountRef, _since: Date, _until: Date): Promise<AccountReading> {
    return accountReading(discordMetrics, await this.accountMetrics(account));
  }
}

import { networkProfiles } from '@herald/contract';
import { PlatformError } from '../errors.js';
import { PlatformHttp } from '../http.js';
import { type AccountReading, accountReading } from '../report-metrics.js';
import type {
  AccountProfile,
  AccountRef,
  AuthorizeRequest,
  CodeExchange,
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
import { announce } from './announce.js';
import { channelCounters, channelProfile, readUser } from './channel.js';
import { Helix } from './helix.js';
import { ANNOUNCE_SCOPE, consentUrl, requestToken, type TwitchClient, validateToken } from './oauth.js';
import { twitchMetrics } from './report-metrics.js';

export interface TwitchSettings extends TwitchClient {
  /** https://api.twitch.tv/helix or the emulator's equivalent. */
  apiBase: string;
  emulated: boolean;
  timeoutMs: number;
}

const unsupported = (message: string) => new PlatformError('twitch', 'unsupported', message);

/**
 * Twitch, an optional channel, over Helix with a user access token (authorization code flow, ~4 h
 * tokens, refresh tokens). The account is the user's own channel (its user id); a post is a chat
 * announcement there. Twitch has no posts to read back, no comments, likes or private messages.
 */
export class TwitchAdapter implements PlatformAdapter<'twitch'> {
  readonly network = 'twitch' as const;
  readonly profile = networkProfiles.twitch;
  /** Chat is not kept: there is no history to import. */
  readonly historyDays = 0;
  readonly emulated: boolean;
  private readonly http: PlatformHttp;
  private readonly helix: Helix;

  constructor(private readonly settings: TwitchSettings) {
    this.emulated = settings.emulated;
    this.http = new PlatformHttp('twitch', settings.timeoutMs);
    this.helix = new Helix(this.http, settings.apiBase, settings.clientId);
  }

  authorizeUrl(request: AuthorizeRequest): string {
    return consentUrl(this.settings, request);
  }

  /** The code's user: their own channel is the one connectable. */
  async completeAuthorization(exchange: CodeExchange): Promise<Connectable[]> {
    const credential = await requestToken(this.http, this.settings, {
      grant_type: 'authorization_code',
      code: exchange.code,
      redirect_uri: exchange.redirectUri,
    });
    const user = await readUser(this.helix, credential.accessToken);
    if (!user)
      throw new PlatformError('twitch', 'reconnect', 'Twitch did not say whose authorization this is');
    return [{ socialId: user.id, ...channelProfile(user), credential }];
  }

  /** A refresh answers a new access token and usually a new refresh token, which replaces the old one. */
  async refreshCredential(credential: Credential): Promise<Credential | null> {
    if (!credential.refreshToken) return null;
    const form = { grant_type: 'refresh_token', refresh_token: credential.refreshToken };
    return requestToken(this.http, this.settings, form, credential.refreshToken);
  }

  /**
   * Validates the token first (`/oauth2/validate`, which Twitch requires hourly): revoked → 401 →
   * reconnect; a token of another user, or one that can no longer send announcements, needs the
   * channel connected again too. Then the channel as Helix shows it.
   */
  async readProfile(socialId: string, credential: Credential): Promise<AccountProfile> {
    const validation = await validateToken(this.http, this.settings, credential.accessToken);
    if (validation.user_id !== socialId)
      throw new PlatformError('twitch', 'reconnect', 'the authorization belongs to another Twitch account');
    if (!(validation.scopes ?? []).includes(ANNOUNCE_SCOPE))
      throw new PlatformError('twitch', 'reconnect', `the authorization lacks the ${ANNOUNCE_SCOPE} scope`);
    const user = await readUser(this.helix, credential.accessToken, socialId);
    if (!user) throw new PlatformError('twitch', 'reconnect', 'the channel is no longer reachable');
    return channelProfile(user);
  }

  /** Always an empty page: Helix cannot read chat (or announcements) back. */
  async listPosts(): Promise<PostPage> {
    return { posts: [], next: null };
  }

  publish(
    account: AccountRef,
    request: PublishRequest<'twitch'>,
    steps: PublishSteps,
  ): Promise<PublishResult> {
    return announce(this.helix, account, request, steps);
  }

  /**
   * Twitch cannot look an announcement up (no id, no chat history in Helix): an unknown outcome stays
   * unknown, for a person to check in the channel, rather than the announcement being sent twice.
   */
  async findPublished(): Promise<NetworkPost | null> {
    throw unsupported(
      'Twitch cannot look announcements up: check the channel’s chat before publishing again',
    );
  }

  async deletePost(): Promise<void> {
    throw unsupported('Twitch announcements cannot be deleted through Helix (they have no message id)');
  }

  async comment(): Promise<string> {
    throw unsupported('Twitch has no comments');
  }

  async like(): Promise<void> {
    throw unsupported('Twitch has no likes');
  }

  accountMetrics(account: AccountRef): Promise<MetricPoint[]> {
    return channelCounters(this.helix, account.credential.accessToken, account.socialId);
  }

  async reportAccount(account: AccountRef, _since: Date, _until: Date): Promise<AccountReading> {
    return accountReading(twitchMetrics, await this.accountMetrics(account));
  }
}

import { type LookupItem, type LookupKind, networkProfiles } from '@herald/contract';
import { z } from 'zod';
import { PlatformHttp } from '../http.js';
import { findByText } from '../matching.js';
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
  MessagePage,
  MetricPoint,
  NetworkPost,
  PlatformAdapter,
  PostPage,
  PublishRequest,
  PublishResult,
  PublishSteps,
} from '../types.js';
import { uploadMedia } from './media.js';
import { readDirectMessages, sendDirectMessage } from './messages.js';
import { requestToken, X_SCOPES } from './oauth.js';
import { createTweet, permalinkOf, tweetBody, type XWrite } from './posting.js';
import {
  lookupUsers,
  PRIVATE_METRICS_DAYS,
  profileCounters,
  readMentionPosts,
  readReplies,
  searchRecent,
  tweetCounters,
  type XCall,
} from './reading.js';
import { xMetrics } from './report-metrics.js';
import { xError } from './x-errors.js';

export interface XSettings {
  clientId: string;
  clientSecret: string;
  /** https://x.com or the emulator's equivalent (the consent page). */
  wwwBase: string;
  /** https://api.x.com or the emulator's equivalent. */
  apiBase: string;
  emulated: boolean;
  timeoutMs: number;
}

const userSchema = z.object({
  data: z.object({
    id: z.string(),
    name: z.string(),
    username: z.string(),
    profile_image_url: z.string().optional(),
  }),
});
const timelineSchema = z.object({
  data: z
    .array(
      z.object({
        id: z.string(),
        text: z.string(),
        created_at: z.string(),
        public_metrics: z.record(z.string(), z.number()).optional(),
      }),
    )
    .optional(),
  meta: z.object({ next_token: z.string().optional() }).optional(),
});

/** The user timeline reaches the most recent 3,200 posts, whatever their age. */
const HISTORY_DAYS = 3650;

/** X over API v2 with OAuth 2.0 (PKCE, rotating refresh tokens). */
export class XAdapter implements PlatformAdapter<'twitter'> {
  readonly network = 'twitter' as const;
  readonly profile = networkProfiles.twitter;
  readonly historyDays = HISTORY_DAYS;
  readonly emulated: boolean;
  private readonly http: PlatformHttp;

  constructor(private readonly settings: XSettings) {
    this.emulated = settings.emulated;
    this.http = new PlatformHttp('twitter', settings.timeoutMs);
  }

  authorizeUrl(request: AuthorizeRequest): string {
    const url = new URL(`${this.settings.wwwBase}/i/oauth2/authorize`);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', this.settings.clientId);
    url.searchParams.set('redirect_uri', request.redirectUri);
    url.searchParams.set('scope', X_SCOPES.join(' '));
    url.searchParams.set('state', request.state);
    url.searchParams.set('code_challenge', request.codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
    return url.toString();
  }

  async completeAuthorization(exchange: CodeExchange): Promise<Connectable[]> {
    const credential = await requestToken(this.http, this.settings, {
      grant_type: 'authorization_code',
      code: exchange.code,
      redirect_uri: exchange.redirectUri,
      code_verifier: exchange.codeVerifier,
    });
    const me = await this.me(credential);
    return [{ socialId: me.data.id, ...this.toProfile(me), credential }];
  }

  /** Refresh tokens rotate: the answer's refresh token replaces the one used (single use). */
  async refreshCredential(credential: Credential): Promise<Credential | null> {
    if (!credential.refreshToken) return null;
    return requestToken(this.http, this.settings, {
      grant_type: 'refresh_token',
      refresh_token: credential.refreshToken,
    });
  }

  async readProfile(_socialId: string, credential: Credential): Promise<AccountProfile> {
    return this.toProfile(await this.me(credential));
  }

  async listPosts(
    socialId: string,
    credential: Credential,
    since: Date,
    cursor: string | null,
  ): Promise<PostPage> {
    const answer = timelineSchema.parse(
      await this.api('GET', `/2/users/${encodeURIComponent(socialId)}/tweets`, credential, {
        max_results: 100,
        start_time: since.toISOString(),
        'tweet.fields': 'created_at,public_metrics',
        pagination_token: cursor ?? undefined,
      }),
    );
    const posts = (answer.data ?? []).map((post) => ({
      id: post.id,
      text: post.text,
      permalink: permalinkOf(post.id),
      postedAt: new Date(post.created_at),
      metrics: post.public_metrics ?? {},
    }));
    return { posts, next: answer.meta?.next_token ?? null };
  }

  async publish(
    account: AccountRef,
    request: PublishRequest<'twitter'>,
    steps: PublishSteps,
  ): Promise<PublishResult> {
    const token = account.credential.accessToken;
    const mediaIds = await uploadMedia(
      { http: this.http, apiBase: this.settings.apiBase, token },
      request.media,
      steps,
    );
    const postId = await createTweet(this.writer(account), tweetBody(request, mediaIds));
    return { postId, permalink: permalinkOf(postId) };
  }

  findPublished(
    account: AccountRef,
    request: PublishRequest<'twitter'>,
    since: Date,
  ): Promise<NetworkPost | null> {
    return findByText(request, since, (cursor) =>
      this.listPosts(account.socialId, account.credential, since, cursor),
    );
  }

  async deletePost(account: AccountRef, postId: string): Promise<void> {
    await this.api('DELETE', `/2/tweets/${encodeURIComponent(postId)}`, account.credential);
  }

  /** A comment on X is a reply post. */
  comment(account: AccountRef, targetId: string, text: string): Promise<string> {
    return createTweet(this.writer(account), { text, reply: { in_reply_to_tweet_id: targetId } });
  }

  async like(account: AccountRef, targetId: string): Promise<void> {
    await this.writer(account)(`/2/users/${encodeURIComponent(account.socialId)}/likes`, {
      tweet_id: targetId,
    });
  }

  readComments(account: AccountRef, postId: string, cursor: string | null): Promise<CommentPage> {
    return readReplies(this.reader(account), postId, cursor);
  }

  readMentions(account: AccountRef, since: Date, cursor: string | null): Promise<PostPage> {
    return readMentionPosts(this.reader(account), account.socialId, since, cursor);
  }

  readMessages(account: AccountRef, cursor: string | null): Promise<MessagePage> {
    return readDirectMessages(this.reader(account), account.socialId, cursor);
  }

  sendMessage(account: AccountRef, recipientId: string, text: string): Promise<string> {
    return sendDirectMessage(this.writer(account), recipientId, text);
  }

  accountMetrics(account: AccountRef): Promise<MetricPoint[]> {
    return profileCounters(this.reader(account));
  }

  postMetrics(account: AccountRef, postId: string): Promise<Record<string, number>> {
    return tweetCounters(this.reader(account), postId);
  }

  search(account: AccountRef, query: string, since: Date, cursor: string | null): Promise<PostPage> {
    return searchRecent(this.reader(account), query, since, cursor);
  }

  private writer(account: AccountRef): XWrite {
    return (path, body) => this.api('POST', path, account.credential, undefined, body);
  }

  private reader(account: AccountRef): XCall {
    return (path, query) => this.api('GET', path, account.credential, query);
  }

  /** X users by handle (the v2 API looks up exact usernames, up to 100 at once). */
  async lookup(account: AccountRef, kind: LookupKind, query: string): Promise<LookupItem[]> {
    return kind === 'x_users' ? lookupUsers(this.reader(account), query) : [];
  }

  private toProfile(me: z.infer<typeof userSchema>): AccountProfile {
    return {
      name: `${me.data.name} (@${me.data.username})`,
      link: `https://x.com/${me.data.username}`,
      avatarUrl: me.data.profile_image_url ?? null,
    };
  }

  private async me(credential: Credential) {
    return userSchema.parse(
      await this.api('GET', '/2/users/me', credential, { 'user.fields': 'profile_image_url,username,name' }),
    );
  }

  private async api(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    credential: Credential,
    query?: Record<string, string | number | undefined>,
    json?: unknown,
  ): Promise<unknown> {
    const response = await this.http.request({
      method,
      url: `${this.settings.apiBase}${path}`,
      query,
      json,
      headers: { authorization: `Bearer ${credential.accessToken}` },
    });
    if (response.status >= 200 && response.status < 300) return response.body;
    throw xError(response);
  }

  async reportPost(account: AccountRef, post: ReportedPost): Promise<MetricReading> {
    const recent = Date.now() - post.postedAt.getTime() < PRIVATE_METRICS_DAYS * 86_400_000;
    return postReading(xMetrics, { counters: await tweetCounters(this.reader(account), post.id, recent) });
  }

  async reportAccount(account: AccountRef, _since: Date, _until: Date): Promise<AccountReading> {
    return accountReading(xMetrics, await this.accountMetrics(account));
  }
}

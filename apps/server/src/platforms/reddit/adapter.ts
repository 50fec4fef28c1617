import { type LookupItem, type LookupKind, networkProfiles } from '@herald/contract';
import type { z } from 'zod';
import { PlatformHttp } from '../http.js';
import { findByTitle } from '../matching.js';
import { type MetricReading, postReading, type ReportedPost } from '../report-metrics.js';
import type {
  AccountProfile,
  AccountRef,
  AuthorizeRequest,
  CodeExchange,
  CommentPage,
  Connectable,
  Credential,
  MessagePage,
  NetworkPost,
  PlatformAdapter,
  PostPage,
  PublishRequest,
  PublishResult,
  PublishSteps,
} from '../types.js';
import { RedditApi, type RedditEndpoints } from './api.js';
import { mentionPage, messagePage, sendPrivateMessage } from './inbox.js';
import { redditLookup } from './lookup.js';
import { publishSubmission, submittedPages } from './publish.js';
import { commentPage, periodSince, postPage, toNetworkPost, WWW } from './reads.js';
import { redditMetrics } from './report-metrics.js';
import { listingSchema, meSchema, plainUrl, postSchema, thingsSchema } from './schemas.js';
import { titleOf } from './submission.js';

export interface RedditSettings extends RedditEndpoints {
  /** https://www.reddit.com or the emulator's equivalent, as the browser opens it (consent). */
  wwwBase: string;
  emulated: boolean;
  timeoutMs: number;
}

/** Identity, posting, comments, votes, edits, history, flair, subscriptions and messages (platforms/reddit.md §1). */
export const REDDIT_SCOPES = [
  'identity',
  'submit',
  'read',
  'edit',
  'history',
  'flair',
  'mysubreddits',
  'privatemessages',
  'vote',
];

/** Listings reach the newest ~1,000 items, whatever their age. */
const HISTORY_DAYS = 3650;

/** A post id (`abc123`) or a fullname (`t3_abc123`, `t1_def456`) as Reddit's `id`/`thing_id` takes it. */
const fullname = (id: string): string => (/^t[1-6]_/.test(id) ? id : `t3_${id}`);

/** Reddit's Data API with OAuth2 (a permanent grant, refresh tokens that do not rotate, no PKCE). */
export class RedditAdapter implements PlatformAdapter<'reddit'> {
  readonly network = 'reddit' as const;
  readonly profile = networkProfiles.reddit;
  readonly historyDays = HISTORY_DAYS;
  readonly emulated: boolean;
  private readonly api: RedditApi;

  constructor(private readonly settings: RedditSettings) {
    this.emulated = settings.emulated;
    this.api = new RedditApi(new PlatformHttp('reddit', settings.timeoutMs), settings);
  }

  authorizeUrl(request: AuthorizeRequest): string {
    const url = new URL(`${this.settings.wwwBase}/api/v1/authorize`);
    url.searchParams.set('client_id', this.settings.clientId);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('state', request.state);
    url.searchParams.set('redirect_uri', request.redirectUri);
    url.searchParams.set('duration', 'permanent');
    url.searchParams.set('scope', REDDIT_SCOPES.join(' '));
    return url.toString();
  }

  /** One connectable: the user's own profile (`u/name`); its id is the (permanent) username. */
  async completeAuthorization(exchange: CodeExchange): Promise<Connectable[]> {
    const credential = await this.api.token({
      grant_type: 'authorization_code',
      code: exchange.code,
      redirect_uri: exchange.redirectUri,
    });
    const me = await this.me(credential);
    return [{ socialId: me.name, ...this.toProfile(me), credential }];
  }

  async refreshCredential(credential: Credential): Promise<Credential | null> {
    if (!credential.refreshToken) return null;
    return this.api.token(
      { grant_type: 'refresh_token', refresh_token: credential.refreshToken },
      credential,
    );
  }

  async readProfile(_socialId: string, credential: Credential): Promise<AccountProfile> {
    return this.toProfile(await this.me(credential));
  }

  listPosts(socialId: string, credential: Credential, since: Date, cursor: string | null): Promise<PostPage> {
    return submittedPages(this.api, { socialId, credential }, since)(cursor);
  }

  publish(
    account: AccountRef,
    request: PublishRequest<'reddit'>,
    steps: PublishSteps,
  ): Promise<PublishResult> {
    return publishSubmission(this.api, account, request, steps);
  }

  findPublished(
    account: AccountRef,
    request: PublishRequest<'reddit'>,
    since: Date,
  ): Promise<NetworkPost | null> {
    return findByTitle(titleOf(request), since, submittedPages(this.api, account, since));
  }

  async deletePost(account: AccountRef, postId: string): Promise<void> {
    await this.api.post('/api/del', account.credential, { id: fullname(postId) });
  }

  /** Comments on a post (id or `t3_`) or replies to a comment (`t1_`); answers the new `t1_` fullname. */
  async comment(account: AccountRef, targetId: string, text: string): Promise<string> {
    const answer = thingsSchema.parse(
      await this.api.post('/api/comment', account.credential, { thing_id: fullname(targetId), text }),
    );
    return answer.json.data.things[0]?.data.name ?? '';
  }

  /** An upvote — an explicit user action only (Reddit forbids automated voting). */
  async like(account: AccountRef, targetId: string): Promise<void> {
    await this.api.post('/api/vote', account.credential, { id: fullname(targetId), dir: 1 });
  }

  readComments(account: AccountRef, postId: string): Promise<CommentPage> {
    return commentPage(this.api, account.credential, postId.replace(/^t3_/, ''));
  }

  /** Comments naming the account (`u/name`); ids are `t1_` fullnames the account can answer. */
  readMentions(account: AccountRef, since: Date, cursor: string | null): Promise<PostPage> {
    return mentionPage(this.api, account.credential, since, cursor);
  }

  /** Private messages received and sent; a conversation is the other person's username. */
  readMessages(account: AccountRef, cursor: string | null): Promise<MessagePage> {
    return messagePage(this.api, account, cursor);
  }

  /** A private message to a username (the conversation's id); answers its `t4_` fullname. */
  sendMessage(account: AccountRef, recipientId: string, text: string): Promise<string> {
    return sendPrivateMessage(this.api, account, recipientId, text);
  }

  async postMetrics(account: AccountRef, postId: string): Promise<Record<string, number>> {
    const answer = listingSchema(postSchema).parse(
      await this.api.get('/api/info', account.credential, { id: fullname(postId) }),
    );
    const [post] = answer.data.children;
    return post ? toNetworkPost(post.data).metrics : {};
  }

  search(account: AccountRef, query: string, since: Date, cursor: string | null): Promise<PostPage> {
    const params = { q: query, sort: 'new', t: periodSince(since), type: 'link' };
    return postPage(this.api, account.credential, '/search', params, since, cursor);
  }

  lookup(account: AccountRef, kind: LookupKind, query: string): Promise<LookupItem[]> {
    return redditLookup(this.api, account.credential, kind, query);
  }

  private toProfile(me: z.infer<typeof meSchema>): AccountProfile {
    return {
      name: `u/${me.name}`,
      link: `${WWW}/user/${me.name}/`,
      avatarUrl: plainUrl(me.icon_img),
    };
  }

  private async me(credential: Credential) {
    return meSchema.parse(await this.api.get('/api/v1/me', credential));
  }

  async reportPost(account: AccountRef, post: ReportedPost): Promise<MetricReading> {
    return postReading(redditMetrics, { counters: await this.postMetrics(account, post.id) });
  }
}

import { type LookupItem, type LookupKind, networkProfiles } from '@herald/contract';
import { z } from 'zod';
import { PlatformError } from '../errors.js';
import { FacebookGraph } from '../facebook/graph.js';
import { graphPostReading } from '../facebook/report-metrics.js';
import { findByText } from '../matching.js';
import {
  type AccountReading,
  accountReading,
  type MetricReading,
  namesOf,
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
  SearchOptions,
} from '../types.js';
import {
  DEFAULT_PROCESSING_WAIT,
  type ProcessingWait,
  publishReply,
  publishThread,
  type ThreadsPublish,
} from './publish.js';
import {
  keywordSearch,
  mentionPosts,
  postCounters,
  profileViews,
  readReplies,
  searchLocations,
} from './reading.js';
import { threadsMetrics } from './report-metrics.js';
import { type ThreadsApp, ThreadsTokens } from './tokens.js';

export interface ThreadsSettings extends ThreadsApp {
  /** Graph API version path segment, v1.0. */
  version: string;
  emulated: boolean;
  /** How long a publish waits for media to process (default: DEFAULT_PROCESSING_WAIT). */
  processing?: ProcessingWait;
}

const meSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string().optional(),
  threads_profile_picture_url: z.string().optional(),
});
const pageSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      text: z.string().optional(),
      permalink: z.string().optional(),
      timestamp: z.string(),
    }),
  ),
  paging: z
    .object({ cursors: z.object({ after: z.string() }).optional(), next: z.string().optional() })
    .optional(),
});

const ME_FIELDS = 'id,username,name,threads_profile_picture_url,threads_biography';
const POST_FIELDS = 'id,text,media_type,permalink,timestamp,username,shortcode,is_quote_post';
/** The API reads a profile's threads whatever their age (Threads launched in July 2023). */
const HISTORY_DAYS = 3650;
const DAY_MS = 86_400_000;
/** A reply is one call pair with nothing to resume: its container id is not kept. */
const SCRATCH_STEPS: PublishSteps = { done: {}, save: () => Promise.resolve() };

/** Threads over its Graph API (graph.threads.net) with the Threads authorization window. */
export class ThreadsAdapter implements PlatformAdapter<'threads'> {
  readonly network = 'threads' as const;
  readonly profile = networkProfiles.threads;
  readonly historyDays = HISTORY_DAYS;
  /** Long-lived tokens renew themselves (no refresh token): a week ahead, so idle accounts never lapse. */
  readonly renewAheadMs = 7 * 24 * 60 * 60 * 1000;
  readonly emulated: boolean;
  private readonly tokens: ThreadsTokens;
  private readonly graph: FacebookGraph;

  constructor(private readonly settings: ThreadsSettings) {
    this.emulated = settings.emulated;
    this.tokens = new ThreadsTokens(settings);
    this.graph = new FacebookGraph(settings.graphBase, settings.version, settings.timeoutMs, 'threads');
  }

  /** The authorization window; Threads takes no PKCE challenge. */
  authorizeUrl(request: AuthorizeRequest): string {
    return this.tokens.authorizeUrl(request);
  }

  /** Code → short-lived token → long-lived token (60 days) → the profile it belongs to. */
  async completeAuthorization(exchange: CodeExchange): Promise<Connectable[]> {
    const credential = await this.tokens.exchange(exchange);
    const me = await this.me(credential);
    return [{ socialId: me.id, ...this.toProfile(me), credential }];
  }

  /** No refresh token: the long-lived token itself is renewed (at least 24 h old, unexpired). */
  refreshCredential(credential: Credential): Promise<Credential | null> {
    return this.tokens.refresh(credential);
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
    const answer = pageSchema.parse(
      await this.graph.get(
        `${encodeURIComponent(socialId)}/threads`,
        {
          fields: POST_FIELDS,
          since: Math.floor(since.getTime() / 1000),
          limit: 50,
          after: cursor ?? undefined,
        },
        credential.accessToken,
      ),
    );
    const posts = answer.data
      .map((post) => ({
        id: post.id,
        text: post.text ?? null,
        permalink: post.permalink ?? null,
        postedAt: new Date(post.timestamp),
        metrics: {},
      }))
      .filter((post) => post.postedAt >= since);
    const more = posts.length === answer.data.length && answer.paging?.next !== undefined;
    return { posts, next: more ? (answer.paging?.cursors?.after ?? null) : null };
  }

  async publish(
    account: AccountRef,
    request: PublishRequest<'threads'>,
    steps: PublishSteps,
  ): Promise<PublishResult> {
    const postId = await publishThread(this.job(account, steps), request);
    if (postId) return { postId, permalink: await this.permalink(account, postId) };
    // An earlier try published the container but its answer was lost: the post is there to be found.
    const found = await this.findPublished(account, request, new Date(Date.now() - DAY_MS));
    if (!found)
      throw new PlatformError('threads', 'transient', 'the post was published but is not listed yet');
    return { postId: found.id, permalink: found.permalink };
  }

  findPublished(
    account: AccountRef,
    request: PublishRequest<'threads'>,
    since: Date,
  ): Promise<NetworkPost | null> {
    return findByText(request, since, (cursor) =>
      this.listPosts(account.socialId, account.credential, since, cursor),
    );
  }

  async deletePost(account: AccountRef, postId: string): Promise<void> {
    await this.graph.delete(encodeURIComponent(postId), account.credential.accessToken);
  }

  /** A comment on Threads is a reply: a container answering the target, then published. */
  comment(account: AccountRef, targetId: string, text: string): Promise<string> {
    return publishReply(this.job(account, SCRATCH_STEPS), targetId, text);
  }

  /** The Threads API has no like endpoint. */
  async like(): Promise<void> {
    throw new PlatformError('threads', 'unsupported', 'the Threads API cannot like posts');
  }

  readComments(account: AccountRef, postId: string, cursor: string | null): Promise<CommentPage> {
    return readReplies(this.graph, account, postId, cursor);
  }

  /** Posts of other profiles that mention the account. */
  readMentions(account: AccountRef, since: Date, cursor: string | null): Promise<PostPage> {
    return mentionPosts(this.graph, account, since, cursor);
  }

  accountMetrics(account: AccountRef, since: Date, until: Date): Promise<MetricPoint[]> {
    return profileViews(this.graph, account, since, until);
  }

  postMetrics(account: AccountRef, postId: string): Promise<Record<string, number>> {
    return postCounters(this.graph, account, postId);
  }

  reportPost(account: AccountRef, post: ReportedPost): Promise<MetricReading> {
    return graphPostReading(threadsMetrics, this.graph, account, post.id, namesOf(threadsMetrics.post));
  }

  async reportAccount(account: AccountRef, since: Date, until: Date): Promise<AccountReading> {
    return accountReading(threadsMetrics, await profileViews(this.graph, account, since, until));
  }

  search(
    account: AccountRef,
    query: string,
    since: Date,
    cursor: string | null,
    options: SearchOptions = {},
  ): Promise<PostPage> {
    return keywordSearch(this.graph, account, query, since, cursor, options.tag ? 'TAG' : 'KEYWORD');
  }

  async lookup(account: AccountRef, kind: LookupKind, query: string): Promise<LookupItem[]> {
    return kind === 'threads_locations' ? searchLocations(this.graph, account, query) : [];
  }

  private job(account: AccountRef, steps: PublishSteps): ThreadsPublish {
    const wait = this.settings.processing ?? DEFAULT_PROCESSING_WAIT;
    return { graph: this.graph, account, steps, wait };
  }

  private toProfile(me: z.infer<typeof meSchema>): AccountProfile {
    return {
      name: me.name ? `${me.name} (@${me.username})` : `@${me.username}`,
      link: `https://www.threads.net/@${me.username}`,
      avatarUrl: me.threads_profile_picture_url ?? null,
    };
  }

  private async me(credential: Credential) {
    return meSchema.parse(await this.graph.get('me', { fields: ME_FIELDS }, credential.accessToken));
  }

  private async permalink(account: AccountRef, postId: string): Promise<string | null> {
    const answer = await this.graph.get(
      encodeURIComponent(postId),
      { fields: 'permalink' },
      account.credential.accessToken,
    );
    return z.object({ permalink: z.string().optional() }).parse(answer).permalink ?? null;
  }
}

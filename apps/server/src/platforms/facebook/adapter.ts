import { type LookupItem, type LookupKind, networkProfiles } from '@herald/contract';
import { z } from 'zod';
import { findByText } from '../matching.js';
import type { AccountReading, MetricReading, ReportedPost } from '../report-metrics.js';
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
import { FacebookGraph } from './graph.js';
import { objectMetrics, PAGE_METRICS, POST_METRICS, pageMetrics, readGraphComments } from './insights.js';
import { loginDialogUrl, loginPages, type MetaApp, pageCredential, pagedSchema } from './login.js';
import { taggedPosts } from './mentions.js';
import { readInbox, sendToInbox } from './messenger.js';
import { readPublicPagePosts } from './page-posts.js';
import { searchPages } from './page-search.js';
import { publishToPage } from './publish.js';
import { facebookMetrics, facebookPostReading, graphAccountReading } from './report-metrics.js';

export interface FacebookSettings extends MetaApp {
  /** https://graph.facebook.com or the emulator's equivalent. */
  graphBase: string;
  /** https://graph-video.facebook.com (video uploads) or the emulator's equivalent. */
  graphVideoBase: string;
  emulated: boolean;
  timeoutMs: number;
}

/** What Herald asks for: list Pages, publish, engage, read insights and the Messenger inbox. */
export const FACEBOOK_SCOPES = [
  'pages_show_list',
  'pages_manage_posts',
  'pages_read_engagement',
  'pages_manage_engagement',
  'pages_read_user_content',
  'read_insights',
  'pages_messaging',
  'business_management',
];

const pictureSchema = z.object({ data: z.object({ url: z.string() }) }).optional();
const pageSchema = z.object({
  id: z.string(),
  name: z.string(),
  link: z.string().optional(),
  access_token: z.string().optional(),
  picture: pictureSchema,
});
const postSchema = z.object({
  id: z.string(),
  message: z.string().optional(),
  permalink_url: z.string().optional(),
  created_time: z.string(),
  shares: z.object({ count: z.number() }).optional(),
  comments: z.object({ summary: z.object({ total_count: z.number() }).optional() }).optional(),
  reactions: z.object({ summary: z.object({ total_count: z.number() }).optional() }).optional(),
});

const PAGE_FIELDS = 'id,name,link,picture{url}';
const POST_FIELDS =
  'id,message,permalink_url,created_time,shares,comments.summary(true).limit(0),reactions.summary(true).limit(0)';
/** Page-level insights are retained for two years. */
const HISTORY_DAYS = 730;

function toNetworkPost(post: z.infer<typeof postSchema>): NetworkPost {
  return {
    id: post.id,
    text: post.message ?? null,
    permalink: post.permalink_url ?? null,
    postedAt: new Date(post.created_time),
    metrics: {
      reactions: post.reactions?.summary?.total_count ?? 0,
      comments: post.comments?.summary?.total_count ?? 0,
      shares: post.shares?.count ?? 0,
    },
  };
}

/** Facebook Pages over the Graph API (platforms/facebook.md). */
export class FacebookAdapter implements PlatformAdapter<'facebook'> {
  readonly network = 'facebook' as const;
  readonly profile = networkProfiles.facebook;
  readonly historyDays = HISTORY_DAYS;
  readonly emulated: boolean;
  private readonly graph: FacebookGraph;
  private readonly videoGraph: FacebookGraph;

  constructor(private readonly settings: FacebookSettings) {
    this.emulated = settings.emulated;
    this.graph = new FacebookGraph(settings.graphBase, settings.version, settings.timeoutMs);
    this.videoGraph = new FacebookGraph(settings.graphVideoBase, settings.version, settings.timeoutMs);
  }

  authorizeUrl(request: AuthorizeRequest): string {
    return loginDialogUrl(this.settings, request, FACEBOOK_SCOPES);
  }

  async completeAuthorization(exchange: CodeExchange): Promise<Connectable[]> {
    const fields = `${PAGE_FIELDS},access_token`;
    const { granted, pages } = await loginPages(this.graph, this.settings, exchange, fields, pageSchema);
    return pages.flatMap((page) =>
      page.access_token
        ? [
            {
              ...this.toProfile(page),
              socialId: page.id,
              credential: pageCredential(page.access_token, granted),
            },
          ]
        : [],
    );
  }

  /** Facebook issues no refresh tokens: an expired authorization needs the user to log in again. */
  async refreshCredential(): Promise<Credential | null> {
    return null;
  }

  async readProfile(socialId: string, credential: Credential): Promise<AccountProfile> {
    const page = pageSchema.parse(
      await this.graph.get(encodeURIComponent(socialId), { fields: PAGE_FIELDS }, credential.accessToken),
    );
    return this.toProfile(page);
  }

  async listPosts(
    socialId: string,
    credential: Credential,
    since: Date,
    cursor: string | null,
  ): Promise<PostPage> {
    const answer = pagedSchema(postSchema).parse(
      await this.graph.get(
        `${encodeURIComponent(socialId)}/published_posts`,
        {
          fields: POST_FIELDS,
          since: Math.floor(since.getTime() / 1000),
          limit: 50,
          after: cursor ?? undefined,
        },
        credential.accessToken,
      ),
    );
    const posts = answer.data.map(toNetworkPost);
    const inRange = posts.filter((post) => post.postedAt >= since);
    const more = inRange.length === posts.length && answer.paging?.next !== undefined;
    return { posts: inRange, next: more ? (answer.paging?.cursors?.after ?? null) : null };
  }

  publish(
    account: AccountRef,
    request: PublishRequest<'facebook'>,
    steps: PublishSteps,
  ): Promise<PublishResult> {
    return publishToPage(this.graph, this.videoGraph, account, request, steps);
  }

  findPublished(
    account: AccountRef,
    request: PublishRequest<'facebook'>,
    since: Date,
  ): Promise<NetworkPost | null> {
    return findByText(request, since, (cursor) =>
      this.listPosts(account.socialId, account.credential, since, cursor),
    );
  }

  async deletePost(account: AccountRef, postId: string): Promise<void> {
    await this.graph.delete(encodeURIComponent(postId), account.credential.accessToken);
  }

  async comment(account: AccountRef, targetId: string, text: string): Promise<string> {
    const answer = await this.graph.post(
      `${encodeURIComponent(targetId)}/comments`,
      { message: text },
      account.credential.accessToken,
    );
    return z.object({ id: z.string() }).parse(answer).id;
  }

  async like(account: AccountRef, targetId: string): Promise<void> {
    await this.graph.post(`${encodeURIComponent(targetId)}/likes`, {}, account.credential.accessToken);
  }

  async hideComment(account: AccountRef, commentId: string, hidden: boolean): Promise<void> {
    await this.graph.post(
      encodeURIComponent(commentId),
      { is_hidden: hidden },
      account.credential.accessToken,
    );
  }

  async deleteComment(account: AccountRef, commentId: string): Promise<void> {
    await this.graph.delete(encodeURIComponent(commentId), account.credential.accessToken);
  }

  readComments(account: AccountRef, postId: string, cursor: string | null): Promise<CommentPage> {
    return readGraphComments(
      this.graph,
      account,
      postId,
      'id,message,from,created_time,like_count,parent{id}',
      cursor,
      { filter: 'stream', order: 'reverse_chronological' },
    );
  }

  /** The Page's Messenger conversations. */
  readMessages(account: AccountRef, cursor: string | null): Promise<MessagePage> {
    return readInbox(this.graph, 'messenger', account, cursor);
  }

  sendMessage(account: AccountRef, recipientId: string, text: string): Promise<string> {
    return sendToInbox(this.graph, 'messenger', account, recipientId, text);
  }

  readMentions(account: AccountRef, since: Date, cursor: string | null): Promise<PostPage> {
    return taggedPosts(this.graph, account, since, cursor);
  }

  accountMetrics(account: AccountRef, since: Date, until: Date): Promise<MetricPoint[]> {
    return pageMetrics(this.graph, account, PAGE_METRICS, since, until);
  }

  async postMetrics(account: AccountRef, postId: string): Promise<Record<string, number>> {
    const insights = await objectMetrics(this.graph, account, postId, POST_METRICS);
    const [counts] = (await this.listPostsById(account, postId)).posts;
    return { ...(counts?.metrics ?? {}), ...insights };
  }

  async reportPost(account: AccountRef, post: ReportedPost): Promise<MetricReading> {
    const [counts] = (await this.listPostsById(account, post.id)).posts;
    return facebookPostReading(this.graph, account, post.id, counts?.metrics ?? {});
  }

  reportAccount(account: AccountRef, since: Date, until: Date): Promise<AccountReading> {
    return graphAccountReading(facebookMetrics, this.graph, account, since, until);
  }

  /** Another public Page's posts (Page Public Content Access), as listening reads a topic's Page. */
  readPagePosts(account: AccountRef, pageId: string, since: Date, cursor: string | null): Promise<PostPage> {
    return readPublicPagePosts(this.graph, account, pageId, since, cursor);
  }

  async lookup(account: AccountRef, kind: LookupKind, query: string): Promise<LookupItem[]> {
    return kind === 'facebook_pages' ? searchPages(this.graph, account, query) : [];
  }

  /** The cheap public counters of one post (reactions, comments, shares). */
  private async listPostsById(account: AccountRef, postId: string): Promise<PostPage> {
    const post = postSchema.parse(
      await this.graph.get(
        encodeURIComponent(postId),
        { fields: POST_FIELDS },
        account.credential.accessToken,
      ),
    );
    return { posts: [toNetworkPost(post)], next: null };
  }

  private toProfile(page: z.infer<typeof pageSchema>): AccountProfile {
    return {
      name: page.name,
      link: page.link ?? `https://www.facebook.com/${page.id}`,
      avatarUrl: page.picture?.data.url ?? null,
    };
  }
}

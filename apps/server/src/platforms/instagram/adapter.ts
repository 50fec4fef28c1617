import { type LookupItem, type LookupKind, networkProfiles } from '@herald/contract';
import { z } from 'zod';
import { PlatformError } from '../errors.js';
import { FacebookGraph } from '../facebook/graph.js';
import { loginDialogUrl, loginPages, type MetaApp, pageCredential, pagedSchema } from '../facebook/login.js';
import { readInbox, sendToInbox } from '../facebook/messenger.js';
import { searchPages } from '../facebook/page-search.js';
import { findByText } from '../matching.js';
import {
  type AccountReading,
  accountReading,
  type MetricReading,
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
import { searchHashtagMedia } from './hashtags.js';
import { publishToInstagram } from './publish.js';
import { accountSeries, mediaMetrics, mediaReading, readMediaComments, taggedMedia } from './reading.js';
import { instagramMetrics } from './report-metrics.js';

export interface InstagramSettings extends MetaApp {
  graphBase: string;
  emulated: boolean;
  timeoutMs: number;
}

/** Instagram with Facebook Login: list the Pages and their linked professional accounts, publish, engage. */
export const INSTAGRAM_SCOPES = [
  'pages_show_list',
  'pages_read_engagement',
  'business_management',
  'instagram_basic',
  'instagram_content_publish',
  'instagram_manage_comments',
  'instagram_manage_insights',
  'instagram_manage_messages',
];

const igUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string().optional(),
  profile_picture_url: z.string().optional(),
});
const pageSchema = z.object({
  id: z.string(),
  access_token: z.string().optional(),
  instagram_business_account: igUserSchema.optional(),
});
const mediaSchema = z.object({
  id: z.string(),
  caption: z.string().optional(),
  permalink: z.string().optional(),
  timestamp: z.string(),
  like_count: z.number().optional(),
  comments_count: z.number().optional(),
});

const IG_FIELDS = 'id,username,name,profile_picture_url';
const MEDIA_FIELDS = 'id,caption,permalink,timestamp,like_count,comments_count';
/** A container lives 24 hours; anything it published is younger than that. */
const CONTAINER_LIFE_MS = 24 * 60 * 60 * 1000;
/** Media insights are kept two years. */
const HISTORY_DAYS = 730;

/** Instagram professional accounts over the Graph API with Facebook Login (platforms/instagram.md). */
export class InstagramAdapter implements PlatformAdapter<'instagram'> {
  readonly network = 'instagram' as const;
  readonly profile = networkProfiles.instagram;
  readonly historyDays = HISTORY_DAYS;
  readonly emulated: boolean;
  private readonly graph: FacebookGraph;

  constructor(private readonly settings: InstagramSettings) {
    this.emulated = settings.emulated;
    this.graph = new FacebookGraph(settings.graphBase, settings.version, settings.timeoutMs, 'instagram');
  }

  authorizeUrl(request: AuthorizeRequest): string {
    return loginDialogUrl(this.settings, request, INSTAGRAM_SCOPES);
  }

  /** Every granted Page with a linked professional account offers that account, with the Page token. */
  async completeAuthorization(exchange: CodeExchange): Promise<Connectable[]> {
    const fields = `id,access_token,instagram_business_account{${IG_FIELDS}}`;
    const { granted, pages } = await loginPages(this.graph, this.settings, exchange, fields, pageSchema);
    return pages.flatMap((page) => {
      const ig = page.instagram_business_account;
      if (!ig || !page.access_token) return [];
      return [
        { ...this.toProfile(ig), socialId: ig.id, credential: pageCredential(page.access_token, granted) },
      ];
    });
  }

  async refreshCredential(): Promise<Credential | null> {
    return null;
  }

  async readProfile(socialId: string, credential: Credential): Promise<AccountProfile> {
    const answer = await this.graph.get(
      encodeURIComponent(socialId),
      { fields: IG_FIELDS },
      credential.accessToken,
    );
    return this.toProfile(igUserSchema.parse(answer));
  }

  async listPosts(
    socialId: string,
    credential: Credential,
    since: Date,
    cursor: string | null,
  ): Promise<PostPage> {
    const answer = pagedSchema(mediaSchema).parse(
      await this.graph.get(
        `${encodeURIComponent(socialId)}/media`,
        { fields: MEDIA_FIELDS, limit: 50, after: cursor ?? undefined },
        credential.accessToken,
      ),
    );
    const posts = answer.data.map((media) => ({
      id: media.id,
      text: media.caption ?? null,
      permalink: media.permalink ?? null,
      postedAt: new Date(media.timestamp),
      metrics: { likes: media.like_count ?? 0, comments: media.comments_count ?? 0 },
    }));
    const inRange = posts.filter((post) => post.postedAt >= since);
    const more = inRange.length === posts.length && answer.paging?.next !== undefined;
    return { posts: inRange, next: more ? (answer.paging?.cursors?.after ?? null) : null };
  }

  async publish(
    account: AccountRef,
    request: PublishRequest<'instagram'>,
    steps: PublishSteps,
  ): Promise<PublishResult> {
    const outcome = await publishToInstagram(this.graph, account, request, steps);
    if (outcome === 'published') return this.alreadyPublished(account, request);
    const postId = outcome;
    const media = z
      .object({ permalink: z.string().optional() })
      .parse(
        await this.graph.get(
          encodeURIComponent(postId),
          { fields: 'permalink' },
          account.credential.accessToken,
        ),
      );
    return { postId, permalink: media.permalink ?? null };
  }

  /** A container an earlier try published: its media is the recent one with this caption. */
  private async alreadyPublished(
    account: AccountRef,
    request: PublishRequest<'instagram'>,
  ): Promise<PublishResult> {
    const found = await this.findPublished(account, request, new Date(Date.now() - CONTAINER_LIFE_MS));
    if (!found)
      throw new PlatformError('instagram', 'transient', 'published, but the post is not listed yet');
    return { postId: found.id, permalink: found.permalink };
  }

  findPublished(
    account: AccountRef,
    request: PublishRequest<'instagram'>,
    since: Date,
  ): Promise<NetworkPost | null> {
    return findByText(request, since, (cursor) =>
      this.listPosts(account.socialId, account.credential, since, cursor),
    );
  }

  async deletePost(): Promise<void> {
    throw new PlatformError(
      'instagram',
      'unsupported',
      'Instagram does not allow deleting posts through its API',
    );
  }

  /** A comment on a post (e.g. the first comment), or a reply when the target is a comment. */
  async comment(account: AccountRef, targetId: string, text: string): Promise<string> {
    const answer = await this.graph.post(
      `${encodeURIComponent(targetId)}/comments`,
      { message: text },
      account.credential.accessToken,
    );
    return z.object({ id: z.string() }).parse(answer).id;
  }

  async like(): Promise<void> {
    throw new PlatformError('instagram', 'unsupported', 'Instagram has no like endpoint');
  }

  async hideComment(account: AccountRef, commentId: string, hidden: boolean): Promise<void> {
    await this.graph.post(encodeURIComponent(commentId), { hide: hidden }, account.credential.accessToken);
  }

  async deleteComment(account: AccountRef, commentId: string): Promise<void> {
    await this.graph.delete(encodeURIComponent(commentId), account.credential.accessToken);
  }

  readComments(account: AccountRef, postId: string, cursor: string | null): Promise<CommentPage> {
    return readMediaComments(this.graph, account, postId, cursor);
  }

  /** Instagram Direct conversations, read and answered through the linked Page (`facebook/messenger.ts`). */
  readMessages(account: AccountRef, cursor: string | null): Promise<MessagePage> {
    return readInbox(this.graph, 'instagram', account, cursor);
  }

  sendMessage(account: AccountRef, recipientId: string, text: string): Promise<string> {
    return sendToInbox(this.graph, 'instagram', account, recipientId, text);
  }

  readMentions(account: AccountRef, since: Date, cursor: string | null): Promise<PostPage> {
    return taggedMedia(this.graph, account, since, cursor);
  }

  accountMetrics(account: AccountRef, since: Date, until: Date): Promise<MetricPoint[]> {
    return accountSeries(this.graph, account, since, until);
  }

  postMetrics(account: AccountRef, postId: string): Promise<Record<string, number>> {
    return mediaMetrics(this.graph, account, postId);
  }

  reportPost(account: AccountRef, post: ReportedPost): Promise<MetricReading> {
    return mediaReading(this.graph, account, post.id);
  }

  async reportAccount(account: AccountRef, since: Date, until: Date): Promise<AccountReading> {
    return accountReading(instagramMetrics, await accountSeries(this.graph, account, since, until));
  }

  /** Hashtag Search: the tag's id (one of the account's 30 a week), then its last 24 hours of media. */
  searchHashtag(account: AccountRef, hashtag: string, since: Date, cursor: string | null): Promise<PostPage> {
    return searchHashtagMedia(this.graph, account, hashtag, since, cursor);
  }

  async lookup(account: AccountRef, kind: LookupKind, query: string): Promise<LookupItem[]> {
    return kind === 'instagram_locations' ? searchPages(this.graph, account, query) : [];
  }

  private toProfile(ig: z.infer<typeof igUserSchema>): AccountProfile {
    return {
      name: ig.name ? `${ig.name} (@${ig.username})` : `@${ig.username}`,
      link: `https://www.instagram.com/${ig.username}`,
      avatarUrl: ig.profile_picture_url ?? null,
    };
  }
}

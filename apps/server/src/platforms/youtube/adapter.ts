import { type LookupItem, type LookupKind, networkProfiles } from '@herald/contract';
import { PlatformError } from '../errors.js';
import { PlatformHttp } from '../http.js';
import { findByTitle } from '../matching.js';
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
import { YoutubeDataApi } from './data-api.js';
import { consentUrl, type GoogleClient, requestToken } from './google-oauth.js';
import { channelCounters, readVideoComments, searchVideos, videoCounters } from './reading.js';
import { youtubeMetrics } from './report-metrics.js';
import {
  type ChannelItem,
  categoriesSchema,
  channelListSchema,
  commentSchema,
  playlistItemsSchema,
  statisticsSchema,
  threadSchema,
} from './schemas.js';
import { uploadVideo } from './upload.js';
import { UploadsPlaylists } from './uploads.js';
import { videoRequest, videoTitle } from './video-request.js';

export interface YoutubeSettings extends GoogleClient {
  /** https://www.googleapis.com (Data API and uploads) or the emulator's equivalent. */
  apiBase: string;
  emulated: boolean;
  timeoutMs: number;
}

/** The uploads playlist reaches every video of the channel, whatever its age. */
const HISTORY_DAYS = 3650;
/** Video ids are 11 characters; comment ids are longer (replies carry their parent's id and a dot). */
const isVideoId = (id: string): boolean => /^[\w-]{11}$/.test(id);
const watchUrl = (id: string): string => `https://www.youtube.com/watch?v=${id}`;

/** YouTube over the Data API v3 with Google OAuth 2.0 (PKCE, long-lived refresh tokens). */
export class YoutubeAdapter implements PlatformAdapter<'youtube'> {
  readonly network = 'youtube' as const;
  readonly profile = networkProfiles.youtube;
  readonly historyDays = HISTORY_DAYS;
  readonly emulated: boolean;
  private readonly http: PlatformHttp;
  private readonly api: YoutubeDataApi;
  private readonly uploads: UploadsPlaylists;

  constructor(private readonly settings: YoutubeSettings) {
    this.emulated = settings.emulated;
    this.http = new PlatformHttp('youtube', settings.timeoutMs);
    this.api = new YoutubeDataApi(this.http, settings.apiBase);
    this.uploads = new UploadsPlaylists(this.api);
  }

  authorizeUrl(request: AuthorizeRequest): string {
    return consentUrl(this.settings, request);
  }

  /** One connectable per channel the grant reaches (Google binds a grant to the channel picked at consent). */
  async completeAuthorization(exchange: CodeExchange): Promise<Connectable[]> {
    const credential = await requestToken(this.http, this.settings, {
      grant_type: 'authorization_code',
      code: exchange.code,
      redirect_uri: exchange.redirectUri,
      code_verifier: exchange.codeVerifier,
    });
    const channels = await this.channels(credential, { mine: true });
    if (channels.length === 0) {
      throw new PlatformError('youtube', 'reconnect', 'this Google account has no YouTube channel', {
        networkCode: 'youtubeSignupRequired',
      });
    }
    return channels.map((channel) => ({ socialId: channel.id, ...this.toProfile(channel), credential }));
  }

  /** Refresh tokens do not rotate: Google answers a new access token and the refresh token is kept. */
  async refreshCredential(credential: Credential): Promise<Credential | null> {
    if (!credential.refreshToken) return null;
    const form = { grant_type: 'refresh_token', refresh_token: credential.refreshToken };
    return requestToken(this.http, this.settings, form, credential.refreshToken);
  }

  async readProfile(socialId: string, credential: Credential): Promise<AccountProfile> {
    const [channel] = await this.channels(credential, { id: socialId });
    if (!channel) throw new PlatformError('youtube', 'reconnect', 'the channel is no longer reachable');
    return this.toProfile(channel);
  }

  /** The channel's uploads playlist (as channels.list names it), newest first, with each page's counts. */
  async listPosts(
    socialId: string,
    credential: Credential,
    since: Date,
    cursor: string | null,
  ): Promise<PostPage> {
    const token = credential.accessToken;
    const page = playlistItemsSchema.parse(
      await this.api.get('/playlistItems', token, {
        part: 'snippet,contentDetails',
        playlistId: await this.uploads.of(socialId, token),
        maxResults: 50,
        pageToken: cursor ?? undefined,
      }),
    );
    const ids = page.items.map((item) => item.snippet.resourceId.videoId);
    const stats = ids.length
      ? statisticsSchema.parse(
          await this.api.get('/videos', token, { part: 'statistics', id: ids.join(',') }),
        )
      : { items: [] };
    const counts = new Map(stats.items.map((item) => [item.id, item.statistics ?? {}]));
    const posts: NetworkPost[] = page.items.map(({ snippet, contentDetails }) => {
      const id = snippet.resourceId.videoId;
      const found = counts.get(id);
      return {
        id,
        text: snippet.description ? `${snippet.title}\n${snippet.description}` : snippet.title,
        permalink: watchUrl(id),
        postedAt: new Date(contentDetails?.videoPublishedAt ?? snippet.publishedAt),
        metrics: {
          views: found?.viewCount ?? 0,
          likes: found?.likeCount ?? 0,
          comments: found?.commentCount ?? 0,
        },
      };
    });
    const recent = posts.filter((post) => post.postedAt >= since);
    const more = recent.length === posts.length && page.nextPageToken;
    return { posts: recent, next: more ? (page.nextPageToken ?? null) : null };
  }

  async publish(
    account: AccountRef,
    request: PublishRequest<'youtube'>,
    steps: PublishSteps,
  ): Promise<PublishResult> {
    const upload = videoRequest(request);
    const id = await uploadVideo(this.api, account.credential.accessToken, upload, steps);
    return { postId: id, permalink: watchUrl(id) };
  }

  /** Videos keep the title they were given: the upload this request made has its title. */
  findPublished(
    account: AccountRef,
    request: PublishRequest<'youtube'>,
    since: Date,
  ): Promise<NetworkPost | null> {
    return findByTitle(videoTitle(request.text), since, (cursor) =>
      this.listPosts(account.socialId, account.credential, since, cursor),
    );
  }

  async deletePost(account: AccountRef, postId: string): Promise<void> {
    await this.api.delete('/videos', account.credential.accessToken, { id: postId });
  }

  /** A top-level comment on a video (commentThreads.insert), or a reply to a comment (comments.insert). */
  async comment(account: AccountRef, targetId: string, text: string): Promise<string> {
    const token = account.credential.accessToken;
    if (isVideoId(targetId)) {
      const body = { snippet: { videoId: targetId, topLevelComment: { snippet: { textOriginal: text } } } };
      const thread = await this.api.post('/commentThreads', token, { part: 'snippet' }, body);
      return threadSchema.parse(thread).snippet.topLevelComment.id;
    }
    const body = { snippet: { parentId: targetId, textOriginal: text } };
    return commentSchema.parse(await this.api.post('/comments', token, { part: 'snippet' }, body)).id;
  }

  /** Likes a video (videos.rate); the API cannot like comments. */
  async like(account: AccountRef, targetId: string): Promise<void> {
    if (!isVideoId(targetId))
      throw new PlatformError('youtube', 'unsupported', 'YouTube’s API cannot like comments');
    await this.api.post('/videos/rate', account.credential.accessToken, { id: targetId, rating: 'like' });
  }

  /** The categories an upload may use (videoCategories.list, US), filtered by the query. */
  readComments(account: AccountRef, postId: string, cursor: string | null): Promise<CommentPage> {
    return readVideoComments(this.api, account, postId, cursor);
  }

  accountMetrics(account: AccountRef): Promise<MetricPoint[]> {
    return channelCounters(this.api, account);
  }

  postMetrics(account: AccountRef, postId: string): Promise<Record<string, number>> {
    return videoCounters(this.api, account, postId);
  }

  search(account: AccountRef, query: string, since: Date, cursor: string | null): Promise<PostPage> {
    return searchVideos(this.api, account, query, since, cursor);
  }

  async lookup(account: AccountRef, kind: LookupKind, query: string): Promise<LookupItem[]> {
    if (kind !== 'youtube_categories') return [];
    const answer = categoriesSchema.parse(
      await this.api.get('/videoCategories', account.credential.accessToken, {
        part: 'snippet',
        regionCode: 'US',
      }),
    );
    const wanted = query.trim().toLowerCase();
    return answer.items
      .filter((item) => item.snippet.assignable && item.snippet.title.toLowerCase().includes(wanted))
      .map((item) => ({ id: item.id, name: item.snippet.title, detail: null, image_url: null, extra: {} }));
  }

  private async channels(
    credential: Credential,
    filter: { mine: true } | { id: string },
  ): Promise<ChannelItem[]> {
    const answer = await this.api.get('/channels', credential.accessToken, { part: 'snippet', ...filter });
    return channelListSchema.parse(answer).items ?? [];
  }

  private toProfile(channel: ChannelItem): AccountProfile {
    const { customUrl, title, thumbnails } = channel.snippet;
    return {
      name: customUrl ? `${title} (${customUrl})` : title,
      link: customUrl
        ? `https://www.youtube.com/${customUrl}`
        : `https://www.youtube.com/channel/${channel.id}`,
      avatarUrl: thumbnails?.default?.url ?? null,
    };
  }

  async reportPost(account: AccountRef, post: ReportedPost): Promise<MetricReading> {
    return postReading(youtubeMetrics, { counters: await this.postMetrics(account, post.id) });
  }

  async reportAccount(account: AccountRef, _since: Date, _until: Date): Promise<AccountReading> {
    return accountReading(youtubeMetrics, await this.accountMetrics(account));
  }
}

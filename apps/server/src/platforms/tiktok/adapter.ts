import { type LookupItem, type LookupKind, networkProfiles } from '@herald/contract';
import { PlatformError } from '../errors.js';
import { findByTitle } from '../matching.js';
import { type MetricReading, postReading, type ReportedPost } from '../report-metrics.js';
import type {
  AccountProfile,
  AccountRef,
  AuthorizeRequest,
  CodeExchange,
  Connectable,
  Credential,
  NetworkPost,
  PlatformAdapter,
  PostPage,
  PublishRequest,
  PublishResult,
  PublishSteps,
} from '../types.js';
import { TiktokApi, type TiktokSettings } from './api.js';
import { creatorLookupItem, readCreatorInfo } from './creator.js';
import { listVideos, readUser, shareUrl, videoCounters } from './display.js';
import { listedTitle, publishToTiktok } from './publish.js';
import { tiktokMetrics } from './report-metrics.js';
import { regionRefusal } from './tiktok-errors.js';

/** Profile, stats and videos to read; Direct Post to publish (platforms/tiktok.md §1). */
export const TIKTOK_SCOPES = [
  'user.info.basic',
  'user.info.profile',
  'user.info.stats',
  'video.list',
  'video.publish',
  'video.upload',
];

/** The Display API lists every public video, whatever its age. */
const HISTORY_DAYS = 3650;

const unsupported = (what: string) =>
  new PlatformError('tiktok', 'unsupported', `TikTok's API does not allow ${what} for other apps`);

/** TikTok over Login Kit (OAuth v2 with PKCE), the Content Posting API and the Display API. */
export class TiktokAdapter implements PlatformAdapter<'tiktok'> {
  readonly network = 'tiktok' as const;
  readonly profile = networkProfiles.tiktok;
  readonly historyDays = HISTORY_DAYS;
  readonly emulated: boolean;
  private readonly api: TiktokApi;

  constructor(private readonly settings: TiktokSettings) {
    this.emulated = settings.emulated;
    this.api = new TiktokApi(settings);
  }

  authorizeUrl(request: AuthorizeRequest): string {
    const url = new URL(`${this.settings.wwwBase}/v2/auth/authorize/`);
    url.searchParams.set('client_key', this.settings.clientKey);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', TIKTOK_SCOPES.join(','));
    url.searchParams.set('redirect_uri', request.redirectUri);
    url.searchParams.set('state', request.state);
    url.searchParams.set('code_challenge', request.codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
    return url.toString();
  }

  /** TikTok refusing the user's region comes back as the callback's error (SPEC §8: tiktok_mainland). */
  callbackError(error: string, description: string | undefined): PlatformError | undefined {
    return regionRefusal(error, description);
  }

  async completeAuthorization(exchange: CodeExchange): Promise<Connectable[]> {
    const { credential } = await this.api.token({
      grant_type: 'authorization_code',
      code: exchange.code,
      redirect_uri: exchange.redirectUri,
      code_verifier: exchange.codeVerifier,
    });
    const { openId, profile } = await readUser(this.api, credential.accessToken);
    return [{ socialId: openId, ...profile, credential }];
  }

  /** A refresh may answer a new refresh token; without one, the current one (and its term) stays. */
  async refreshCredential(credential: Credential): Promise<Credential | null> {
    if (!credential.refreshToken) return null;
    const renewed = await this.api.token({
      grant_type: 'refresh_token',
      refresh_token: credential.refreshToken,
    });
    if (renewed.credential.refreshToken) return renewed.credential;
    const { refreshToken, refreshExpiresAt } = credential;
    return { ...renewed.credential, refreshToken, refreshExpiresAt };
  }

  async readProfile(_socialId: string, credential: Credential): Promise<AccountProfile> {
    return (await readUser(this.api, credential.accessToken)).profile;
  }

  listPosts(
    _socialId: string,
    credential: Credential,
    since: Date,
    cursor: string | null,
  ): Promise<PostPage> {
    return listVideos(this.api, credential.accessToken, since, cursor);
  }

  /**
   * One video, or 1–35 photos, with the options `options.ts` documents. Answers the public post id —
   * or, for a post nobody else may see (SELF_ONLY), the publish_id, without a link.
   */
  async publish(
    account: AccountRef,
    request: PublishRequest<'tiktok'>,
    steps: PublishSteps,
  ): Promise<PublishResult> {
    const { publishId, status } = await publishToTiktok(this.api, account, request, steps);
    const postId = status.publicaly_available_post_id?.[0];
    if (!postId) return { postId: publishId, permalink: null };
    return { postId, permalink: await shareUrl(this.api, account.credential.accessToken, postId) };
  }

  postMetrics(account: AccountRef, postId: string): Promise<Record<string, number>> {
    return videoCounters(this.api, account.credential.accessToken, postId);
  }

  findPublished(
    account: AccountRef,
    request: PublishRequest<'tiktok'>,
    since: Date,
  ): Promise<NetworkPost | null> {
    return findByTitle(listedTitle(request), since, (cursor) =>
      this.listPosts(account.socialId, account.credential, since, cursor),
    );
  }

  async deletePost(): Promise<void> {
    throw unsupported('deleting posts');
  }

  async comment(): Promise<string> {
    throw unsupported('commenting');
  }

  async like(): Promise<void> {
    throw unsupported('liking');
  }

  /** The creator info compose needs before a post (privacy levels, switches, longest video). */
  async lookup(account: AccountRef, kind: LookupKind): Promise<LookupItem[]> {
    if (kind !== 'tiktok_creator_info') return [];
    const info = await readCreatorInfo(this.api, account.credential.accessToken);
    return [creatorLookupItem(account.socialId, info)];
  }

  async reportPost(account: AccountRef, post: ReportedPost): Promise<MetricReading> {
    return postReading(tiktokMetrics, { counters: await this.postMetrics(account, post.id) });
  }
}

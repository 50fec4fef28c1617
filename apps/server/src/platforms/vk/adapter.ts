import { networkProfiles } from '@herald/contract';
import { z } from 'zod';
import { PlatformError } from '../errors.js';
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
  NextConsent,
  PlatformAdapter,
  PostPage,
  PublishRequest,
  PublishResult,
  PublishSteps,
} from '../types.js';
import { VkApi } from './api.js';
import { readComments } from './comments.js';
import { commentRef, parseRef, postRef, wallOf } from './ids.js';
import { authorizeUrl, COMMUNITY_RIGHTS, exchangeCode, USER_RIGHTS, type VkApp } from './login.js';
import { readCommunityMessages, sendCommunityMessage } from './messages.js';
import { publishToWall } from './publish.js';
import { dailyStats, postCounters, searchPosts, type VkCall, wallPage } from './reading.js';
import { vkMetrics } from './report-metrics.js';
import { carriedUser, pairCredential, tokensOf, userCarry, type VkToken, type VkTokens } from './tokens.js';

export interface VkSettings extends VkApp {
  /** https://api.vk.com or the emulator's equivalent. */
  apiBase: string;
  emulated: boolean;
  timeoutMs: number;
}

const groupSchema = z.object({
  id: z.number(),
  name: z.string(),
  screen_name: z.string().optional(),
  photo_200: z.string().optional(),
});
type VkGroup = z.infer<typeof groupSchema>;

/** Community walls keep their whole history; statistics reach about two years back. */
const HISTORY_DAYS = 730;

/**
 * VK communities over the VK API (platforms/vk.md), each connected in two consents (the administrator's
 * sign-in, then the communities') with its own community token and its administrator's user token
 * (tokens.ts): the community token for community messages and the profile, the user token, acting as
 * the community (owner_id = -group_id, from_group), for everything else.
 */
export class VkAdapter implements PlatformAdapter<'vk'> {
  readonly network = 'vk' as const;
  readonly profile = networkProfiles.vk;
  readonly historyDays = HISTORY_DAYS;
  readonly emulated: boolean;
  private readonly api: VkApi;

  constructor(private readonly settings: VkSettings) {
    this.emulated = settings.emulated;
    this.api = new VkApi({
      apiBase: settings.apiBase,
      version: settings.version,
      timeoutMs: settings.timeoutMs,
    });
  }

  /** The first consent: the administrator signs in as a user (the communities come next). */
  authorizeUrl(request: AuthorizeRequest): string {
    return authorizeUrl(this.settings, request, 'user');
  }

  /** The sign-in's code → its user token, carried to the community consent that follows. */
  async completeFirstConsent(exchange: CodeExchange, request: AuthorizeRequest): Promise<NextConsent> {
    const { user } = await exchangeCode(this.api.http, this.settings, exchange);
    if (!user) {
      const why =
        "VK sent no user token: the first consent is the administrator's sign-in (without group_ids), whose token the community's wall, media, polls and statistics need";
      throw new PlatformError('vk', 'reconnect', why);
    }
    return { authorizeUrl: authorizeUrl(this.settings, request, 'community'), carry: userCarry(user) };
  }

  /**
   * The community consent: one connectable per community asked (`access_token_<group_id>`), each keeping
   * its own community token and the user token the sign-in before it carried.
   */
  async completeAuthorization(exchange: CodeExchange): Promise<Connectable[]> {
    const user = carriedUser(exchange.carried, Object.keys(USER_RIGHTS));
    const grant = await exchangeCode(this.api.http, this.settings, exchange);
    if (grant.communities.size === 0)
      throw new PlatformError('vk', 'reconnect', 'VK granted no community token');
    const groups = await this.groups([...grant.communities.keys()], {
      kind: 'user',
      value: user.accessToken,
    });
    const scopes = Object.keys(COMMUNITY_RIGHTS);
    return groups.flatMap((group) => {
      const token = grant.communities.get(String(group.id));
      return token
        ? [
            {
              ...this.toProfile(group),
              socialId: String(group.id),
              credential: pairCredential(token, user, scopes),
            },
          ]
        : [];
    });
  }

  /** VK issues no refresh tokens; community tokens do not expire (a revoked one needs a reconnect). */
  async refreshCredential(): Promise<Credential | null> {
    return null;
  }

  async readProfile(socialId: string, credential: Credential): Promise<AccountProfile> {
    const [group] = await this.groups([socialId], tokensOf(credential).community);
    if (!group) throw new PlatformError('vk', 'reconnect', 'the community is no longer reachable');
    return this.toProfile(group);
  }

  listPosts(socialId: string, credential: Credential, since: Date, cursor: string | null): Promise<PostPage> {
    return wallPage(this.caller(credential, 'user'), wallOf(socialId), since, cursor);
  }

  async publish(
    account: AccountRef,
    request: PublishRequest<'vk'>,
    steps: PublishSteps,
  ): Promise<PublishResult> {
    const wall = { api: this.api, groupId: account.socialId, token: tokensOf(account.credential).user };
    return publishToWall(wall, request, steps);
  }

  /** A scheduled post waits among the postponed ones until its time, then joins the wall. */
  async findPublished(
    account: AccountRef,
    request: PublishRequest<'vk'>,
    since: Date,
  ): Promise<NetworkPost | null> {
    const call = this.caller(account.credential, 'user');
    const owner = wallOf(account.socialId);
    const read = (postponed: boolean) => (cursor: string | null) =>
      wallPage(call, owner, since, cursor, postponed);
    const waiting = request.scheduledAt ? await findByText(request, since, read(true)) : null;
    return waiting ?? findByText(request, since, read(false));
  }

  async deletePost(account: AccountRef, postId: string): Promise<void> {
    const post = parseRef(postId);
    await this.caller(account.credential, 'user')(
      'wall.delete',
      { owner_id: post.ownerId, post_id: post.postId },
      z.number(),
    );
  }

  /** Comments on a post (`<owner>_<post>`) or answers a comment (`<owner>_<post>:<comment>`), as the community. */
  async comment(account: AccountRef, targetId: string, text: string): Promise<string> {
    const target = parseRef(targetId);
    const answer = await this.caller(account.credential, 'user')(
      'wall.createComment',
      {
        owner_id: target.ownerId,
        post_id: target.postId,
        message: text,
        reply_to_comment: target.commentId,
        from_group: Math.abs(Number(account.socialId)),
      },
      z.object({ comment_id: z.number() }),
    );
    return commentRef(target.ownerId, target.postId, answer.comment_id);
  }

  /** Likes a post or a comment (likes.add): VK takes a user token only, so the like is the administrator's. */
  async like(account: AccountRef, targetId: string): Promise<void> {
    const target = parseRef(targetId);
    const item =
      target.commentId === undefined
        ? { type: 'post', item_id: target.postId }
        : { type: 'comment', item_id: target.commentId };
    await this.caller(account.credential, 'user')(
      'likes.add',
      { owner_id: target.ownerId, ...item },
      z.object({ likes: z.number() }),
    );
  }

  readComments(account: AccountRef, postId: string, cursor: string | null): Promise<CommentPage> {
    return readComments(this.caller(account.credential, 'user'), parseRef(postId), cursor);
  }

  /** The community's private conversations (community messages), newest first. */
  readMessages(account: AccountRef, cursor: string | null): Promise<MessagePage> {
    return readCommunityMessages(this.caller(account.credential, 'community'), cursor);
  }

  /** A private message as the community to a person (their VK id); answers its message id. */
  sendMessage(account: AccountRef, recipientId: string, text: string, key?: string): Promise<string> {
    const call = this.caller(account.credential, 'community');
    return sendCommunityMessage(call, account.socialId, recipientId, text, key);
  }

  accountMetrics(account: AccountRef, since: Date, until: Date): Promise<MetricPoint[]> {
    return dailyStats(this.caller(account.credential, 'user'), account.socialId, since, until);
  }

  postMetrics(account: AccountRef, postId: string): Promise<Record<string, number>> {
    const post = parseRef(postId);
    return postCounters(this.caller(account.credential, 'user'), postRef(post.ownerId, post.postId));
  }

  search(account: AccountRef, query: string, since: Date, cursor: string | null): Promise<PostPage> {
    return searchPosts(this.caller(account.credential, 'user'), query, since, cursor);
  }

  /** Calls with one of the account's tokens (read when called: a credential without both fails then). */
  private caller(credential: Credential, kind: keyof VkTokens): VkCall {
    return (method, params, schema) => this.api.call(method, params, tokensOf(credential)[kind], schema);
  }

  private groups(ids: readonly string[], token: VkToken): Promise<VkGroup[]> {
    return this.api.call(
      'groups.getById',
      { group_ids: ids.join(','), fields: 'members_count' },
      token,
      z.array(groupSchema),
    );
  }

  private toProfile(group: VkGroup): AccountProfile {
    return {
      name: group.name,
      link: `https://vk.com/${group.screen_name ?? `club${group.id}`}`,
      avatarUrl: group.photo_200 ?? null,
    };
  }

  async reportPost(account: AccountRef, post: ReportedPost): Promise<MetricReading> {
    return postReading(vkMetrics, { counters: await this.postMetrics(account, post.id) });
  }

  async reportAccount(account: AccountRef, since: Date, until: Date): Promise<AccountReading> {
    return accountReading(vkMetrics, await this.accountMetrics(account, since, until));
  }
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import { isCount } from '../../../core/control.js';
import { asRecord as bodyOf, str } from '../../../core/params.js';
import { pictureUrl } from '../../../core/pictures.js';
import type { FbRuntime } from '../routing.js';
import { fbTime } from '../state.js';
import type { FbState } from '../types.js';
import { hashtagsInWindow } from './hashtag-quota.js';
import { CONTAINER_TTL_MS, statusCode, statusText } from './lifecycle.js';
import { igFollowersAt, mediaMetricsAt } from './metrics.js';
import { addIgComment, addMedia, cdnUrl, isFeed, mediaComments, ownMedia, permalink } from './state.js';
import type { IgAccount, IgComment, IgContainer, IgMedia } from './types.js';

const time = (ms: number | undefined) => (ms === undefined ? null : fbTime(ms));

function accountJson(state: FbState, account: IgAccount, now: number) {
  return {
    id: account.id,
    page_id: account.pageId,
    username: account.username,
    name: account.name,
    biography: account.biography,
    website: account.website,
    profile_picture_url: pictureUrl('instagram', account.id),
    followers_count: igFollowersAt(state, account, now),
    follows_count: account.follows,
    media_count: ownMedia(state.ig, account.id, isFeed).length,
  };
}

function mediaJson(state: FbState, media: IgMedia, now: number): Record<string, unknown> {
  const counted = media.parentId === undefined;
  return {
    id: media.id,
    container_id: media.containerId ?? null,
    media_type: media.mediaType,
    media_product_type: media.productType,
    caption: media.caption ?? null,
    media_url: media.mediaUrl,
    permalink: permalink(media),
    timestamp: fbTime(media.createdAt),
    user_tags: media.userTags,
    comments_enabled: media.commentsEnabled,
    comment_count: counted ? mediaComments(state.ig, media.id).length : 0,
    like_count: counted ? mediaMetricsAt(state, media, now).likes : 0,
    origin: media.origin,
    children: media.children.flatMap((id) => {
      const child = state.ig.media.get(id);
      return child ? [mediaJson(state, child, now)] : [];
    }),
  };
}

function containerJson(container: IgContainer, now: number) {
  const code = statusCode(container, now);
  return {
    id: container.id,
    ig_user_id: container.igUserId,
    media_type: container.type,
    is_carousel_item: container.isCarouselItem,
    status_code: code,
    status: statusText(code),
    image_url: container.imageUrl ?? null,
    video_url: container.videoUrl ?? null,
    caption: container.caption ?? null,
    children: container.children,
    created_time: fbTime(container.createdAt),
    ready_time: fbTime(container.readyAt),
    expires_time: fbTime(container.createdAt + CONTAINER_TTL_MS),
    media_id: container.mediaId ?? null,
    published_time: time(container.publishedAt),
  };
}

export function commentJson(comment: IgComment) {
  return {
    id: comment.id,
    media_id: comment.mediaId,
    parent_id: comment.parentId ?? null,
    from: comment.from,
    text: comment.text,
    timestamp: fbTime(comment.createdAt),
    by_owner: comment.byOwner,
    hidden: comment.hidden,
    like_count: comment.organicLikes,
  };
}

const notFound = (reply: FastifyReply, what: string) => reply.code(404).send({ error: `no such ${what}` });

/** Test-facing Instagram routes under `/_emulator/facebook/instagram`. */
export function registerInstagramControl(app: FastifyInstance, rt: FbRuntime): void {
  const now = () => rt.context.clock.now();
  app.get('/instagram/accounts', async () => ({
    data: [...rt.state.ig.accounts.values()].map((account) => accountJson(rt.state, account, now())),
  }));
  app.get<{ Params: { igUserId: string } }>('/instagram/:igUserId/media', async (request, reply) => {
    const { state } = rt;
    if (!state.ig.accounts.has(request.params.igUserId)) return notFound(reply, 'instagram account');
    const media = ownMedia(state.ig, request.params.igUserId, () => true);
    return { data: media.map((item) => mediaJson(state, item, now())) };
  });
  app.get<{ Params: { id: string } }>('/instagram/containers/:id', async (request, reply) => {
    const container = rt.state.ig.containers.get(request.params.id);
    return container ? containerJson(container, now()) : notFound(reply, 'container');
  });
  app.post<{ Params: { id: string } }>('/instagram/media/:id/visitor-comments', async (request, reply) => {
    const { ig } = rt.state;
    const media = ig.media.get(request.params.id);
    if (!media) return notFound(reply, 'media');
    const body = bodyOf(request.body);
    const text = str(body, 'message') ?? str(body, 'text');
    if (!text) return reply.code(400).send({ error: 'message is required' });
    const visitor = ig.visitors[ig.comments.size % Math.max(1, ig.visitors.length)];
    const username = str(body, 'username') ?? visitor?.username ?? 'visitor';
    const parent = ig.comments.get(str(body, 'parent_id') ?? '');
    const comment = addIgComment(ig, {
      mediaId: media.id,
      parentId: parent ? (parent.parentId ?? parent.id) : undefined,
      from: { id: visitor?.id ?? '17841400000000001', username },
      text,
      createdAt: now(),
      organicLikes: 0,
      byOwner: false,
    });
    return reply.code(201).send(commentJson(comment));
  });
  // A person posts in the Instagram app (mobile publishing): the media appears on the account as if
  // it had not come through the API.
  app.post<{ Params: { igUserId: string } }>('/instagram/:igUserId/app-media', async (request, reply) => {
    const { state } = rt;
    const account = state.ig.accounts.get(request.params.igUserId);
    if (!account) return notFound(reply, 'instagram account');
    const body = bodyOf(request.body);
    const video = str(body, 'media_type') === 'VIDEO';
    const media = addMedia(state.ig, {
      ownerId: account.id,
      ownerUsername: account.username,
      mediaType: video ? 'VIDEO' : 'IMAGE',
      productType: video ? 'REELS' : 'FEED',
      caption: str(body, 'caption'),
      mediaUrl: cdnUrl(`app_${state.ig.media.size}`, video ? 'mp4' : 'jpg'),
      createdAt: now(),
      origin: 'app',
    });
    return reply.code(201).send(mediaJson(state, media, now()));
  });
  const limits = () => ({
    publish_per_day: rt.state.ig.publishLimit,
    hashtags_per_week: rt.state.ig.hashtagLimit,
  });
  /** `publish_per_day`, `hashtags_per_week` (unique hashtags per account per rolling 7 days). */
  app.post('/instagram/limits', async (request) => {
    const { publish_per_day: perDay, hashtags_per_week: perWeek } = bodyOf(request.body);
    if (isCount(perDay)) rt.state.ig.publishLimit = perDay;
    if (isCount(perWeek)) rt.state.ig.hashtagLimit = perWeek;
    return limits();
  });
  /** The hashtags each account queried in the last 7 days, with when (they free their slot 7 days on). */
  app.get('/instagram/hashtags', async () => {
    const { ig } = rt.state;
    return {
      limits: limits(),
      accounts: [...ig.accounts.keys()].map((accountId) => ({
        id: accountId,
        hashtags: [...hashtagsInWindow(ig, accountId, now())].map(([id, at]) => ({
          id,
          name: ig.hashtags.get(id) ?? null,
          first_queried: fbTime(at),
        })),
      })),
    };
  });
}

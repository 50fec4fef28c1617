import type { FastifyInstance } from 'fastify';
import { DAY } from '../../core/clock.js';
import { str } from '../../core/params.js';
import { pictureUrl } from '../../core/pictures.js';
import { forbidden, invalidParams } from './errors.js';
import { statusView } from './lifecycle.js';
import { parsePhotoSource, parsePostInfo, parseVideoSource, type VideoSource } from './post-input.js';
import { type AuthedCall, openRoute, type TiktokRuntime } from './routing.js';
import { requireScope } from './tokens.js';
import type { PostInfo, TiktokPublish } from './types.js';

/** Where the upload host is mounted (`upload_url` answers point there). */
export const UPLOAD_BASE = '/tiktok/upload';

function creatorInfo({ creator }: AuthedCall) {
  const { settings } = creator;
  return {
    creator_avatar_url: pictureUrl('tiktok', creator.id),
    creator_username: creator.username,
    creator_nickname: creator.displayName,
    privacy_level_options: [...settings.privacyLevels],
    comment_disabled: settings.commentDisabled,
    duet_disabled: settings.duetDisabled,
    stitch_disabled: settings.stitchDisabled,
    max_video_post_duration_sec: settings.maxVideoSeconds,
  };
}

/** What TikTok checks before it accepts a Direct Post: the account, the app's audit, the daily cap. */
function admit(call: AuthedCall, info: PostInfo): void {
  const { state, creator, now } = call;
  if (creator.settings.bannedFromPosting)
    throw forbidden('spam_risk_user_banned_from_posting', 'The user is banned from making new posts.');
  if (state.unaudited && info.privacyLevel !== 'SELF_ONLY') {
    throw forbidden(
      'unaudited_client_can_only_post_to_private_accounts',
      'Unaudited clients can only post to private accounts (privacy level SELF_ONLY).',
    );
  }
  const recent = [...state.publishes.values()].filter(
    (publish) =>
      publish.creatorId === creator.id && publish.mode === 'DIRECT_POST' && publish.createdAt > now - DAY,
  );
  if (recent.length >= state.limits.postsPerDay)
    throw forbidden('spam_risk_too_many_posts', 'The user has made too many posts in the last 24 hours.');
}

type NewPublish = Pick<TiktokPublish, 'kind' | 'mode' | 'info'> & VideoSource;

function createPublish(call: AuthedCall, input: NewPublish): TiktokPublish {
  const { state, now } = call;
  const rng = state.rng.ids;
  const pull = input.source === 'PULL_FROM_URL';
  const publish: TiktokPublish = {
    id: `${input.kind === 'photo' ? 'p' : 'v'}_pub_${pull ? 'url' : 'file'}~v2-1.${rng.digits(19)}`,
    creatorId: call.creator.id,
    clientKey: call.token.clientKey,
    kind: input.kind,
    source: input.source,
    mode: input.mode,
    info: input.info,
    createdAt: now,
    videoSize: pull ? rng.int(2, 40) * 1024 * 1024 : input.videoSize,
    chunkSize: input.chunkSize,
    totalChunks: input.totalChunks,
    receivedBytes: 0,
    uploadToken: rng.chars(32),
    validFormat: pull,
    ...(pull ? { transferredAt: now } : {}),
    downloadMs: pull ? rng.int(1_000, 3_000) : 0,
    processingMs: rng.int(1_500, 4_000),
    mediaUrls: input.urls,
    status: pull ? 'PROCESSING_DOWNLOAD' : 'PROCESSING_UPLOAD',
  };
  state.publishes.set(publish.id, publish);
  return publish;
}

function videoInit(call: AuthedCall) {
  const info = parsePostInfo(call.state, call.body, 'video');
  const source = parseVideoSource(call.state, call.body);
  admit(call, info);
  const publish = createPublish(call, { ...source, kind: 'video', mode: 'DIRECT_POST', info });
  if (publish.source === 'PULL_FROM_URL') return { publish_id: publish.id };
  const upload = new URL(`${call.request.protocol}://${call.request.host}${UPLOAD_BASE}/upload/`);
  upload.searchParams.set('upload_id', publish.id);
  upload.searchParams.set('upload_token', publish.uploadToken);
  return { publish_id: publish.id, upload_url: upload.toString() };
}

/** Photo posts (`media_type: PHOTO`): a Direct Post, or media sent to the creator's inbox. */
function contentInit(call: AuthedCall) {
  if (str(call.body, 'media_type') !== 'PHOTO') throw invalidParams('media_type must be PHOTO.');
  const mode = str(call.body, 'post_mode');
  if (mode !== 'DIRECT_POST' && mode !== 'MEDIA_UPLOAD')
    throw invalidParams('post_mode must be DIRECT_POST or MEDIA_UPLOAD.');
  requireScope(call.token, mode === 'DIRECT_POST' ? 'video.publish' : 'video.upload');
  const info = parsePostInfo(call.state, call.body, 'photo');
  const urls = parsePhotoSource(call.state, call.body);
  if (mode === 'DIRECT_POST') admit(call, info);
  const source: VideoSource = { source: 'PULL_FROM_URL', videoSize: 0, chunkSize: 0, totalChunks: 0, urls };
  return { publish_id: createPublish(call, { ...source, kind: 'photo', mode, info }).id };
}

function statusFetch(call: AuthedCall) {
  if (!call.token.scopes.includes('video.upload')) requireScope(call.token, 'video.publish');
  const publish = call.state.publishes.get(str(call.body, 'publish_id') ?? '');
  if (!publish || publish.creatorId !== call.creator.id || publish.clientKey !== call.token.clientKey)
    throw invalidParams('The publish_id is invalid.');
  return statusView(publish);
}

/** The Content Posting API: creator info, video and photo Direct Posts, and their status. */
export function registerPublishing(app: FastifyInstance, rt: TiktokRuntime): void {
  openRoute(app, rt, {
    method: 'POST',
    url: '/v2/post/publish/creator_info/query/',
    operation: 'creator_info.query',
    scope: 'video.publish',
    handler: creatorInfo,
  });
  openRoute(app, rt, {
    method: 'POST',
    url: '/v2/post/publish/video/init/',
    operation: 'video.init',
    aliases: ['publish'],
    scope: 'video.publish',
    handler: videoInit,
  });
  openRoute(app, rt, {
    method: 'POST',
    url: '/v2/post/publish/content/init/',
    operation: 'content.init',
    aliases: ['publish'],
    handler: contentInit,
  });
  openRoute(app, rt, {
    method: 'POST',
    url: '/v2/post/publish/status/fetch/',
    operation: 'status.fetch',
    handler: statusFetch,
  });
}

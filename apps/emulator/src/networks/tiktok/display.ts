import type { FastifyInstance } from 'fastify';
import { asRecord, int, list } from '../../core/params.js';
import { pictureUrl } from '../../core/pictures.js';
import { invalidParams, scopePermissionMissed } from './errors.js';
import { followersAt } from './metrics.js';
import { type AuthedCall, openRoute, type TiktokRuntime } from './routing.js';
import { openIdOf, publicPosts } from './state.js';
import { fieldsOf, pick, VIDEO_FIELDS, videoJson } from './views.js';

/** user/info fields by the scope they need. */
const USER_FIELDS: Readonly<Record<string, string>> = {
  open_id: 'user.info.basic',
  union_id: 'user.info.basic',
  avatar_url: 'user.info.basic',
  avatar_url_100: 'user.info.basic',
  avatar_large_url: 'user.info.basic',
  display_name: 'user.info.basic',
  bio_description: 'user.info.profile',
  profile_deep_link: 'user.info.profile',
  profile_web_link: 'user.info.profile',
  is_verified: 'user.info.profile',
  username: 'user.info.profile',
  follower_count: 'user.info.stats',
  following_count: 'user.info.stats',
  likes_count: 'user.info.stats',
  video_count: 'user.info.stats',
};

function userInfo(call: AuthedCall) {
  const fields = fieldsOf(call.query, Object.keys(USER_FIELDS));
  for (const field of fields) {
    const scope = USER_FIELDS[field] ?? 'user.info.basic';
    if (!call.token.scopes.includes(scope)) throw scopePermissionMissed(field, scope);
  }
  const { creator, state, now } = call;
  const avatar = pictureUrl('tiktok', creator.id);
  const all = {
    open_id: openIdOf(call.token.clientKey, creator.id),
    union_id: creator.unionId,
    avatar_url: avatar,
    avatar_url_100: avatar,
    avatar_large_url: avatar,
    display_name: creator.displayName,
    bio_description: creator.bio,
    profile_deep_link: `https://vm.tiktok.com/${creator.username}/`,
    profile_web_link: `https://www.tiktok.com/@${creator.username}`,
    is_verified: creator.verified,
    username: creator.username,
    follower_count: followersAt(state, now),
    following_count: creator.following,
    likes_count: creator.likes,
    video_count: publicPosts(state, now).length,
  };
  return { user: pick(all, fields) };
}

/** The creator's public posts, newest first; `cursor` is a create time in ms (older ones follow). */
function videoList(call: AuthedCall) {
  const fields = fieldsOf(call.query, VIDEO_FIELDS);
  const maxCount = int(call.body, 'max_count') ?? 10;
  if (Number.isNaN(maxCount) || maxCount < 1 || maxCount > 20)
    throw invalidParams('max_count must be between 1 and 20.');
  const cursor = int(call.body, 'cursor');
  if (cursor !== undefined && (Number.isNaN(cursor) || cursor < 0)) throw invalidParams('Invalid cursor.');
  const older = publicPosts(call.state, call.now).filter(
    (post) => cursor === undefined || cursor === 0 || post.createdAt < cursor,
  );
  const page = older.slice(0, maxCount);
  const last = page[page.length - 1];
  return {
    videos: page.map((post) => pick(videoJson(call.state, post, call.now), ['id', ...fields])),
    cursor: last ? last.createdAt : (cursor ?? 0),
    has_more: older.length > page.length,
  };
}

function videoQuery(call: AuthedCall) {
  const fields = fieldsOf(call.query, VIDEO_FIELDS);
  const ids = list(asRecord(call.body.filters), 'video_ids') ?? [];
  if (ids.length < 1 || ids.length > 20) throw invalidParams('filters.video_ids must hold 1 to 20 ids.');
  const own = publicPosts(call.state, call.now).filter((post) => ids.includes(post.id));
  return { videos: own.map((post) => pick(videoJson(call.state, post, call.now), ['id', ...fields])) };
}

/** The Display API: the user's profile and public videos with their counts. */
export function registerDisplay(app: FastifyInstance, rt: TiktokRuntime): void {
  openRoute(app, rt, {
    method: 'GET',
    url: '/v2/user/info/',
    operation: 'user.info',
    scope: 'user.info.basic',
    handler: userInfo,
  });
  openRoute(app, rt, {
    method: 'POST',
    url: '/v2/video/list/',
    operation: 'video.list',
    scope: 'video.list',
    handler: videoList,
  });
  openRoute(app, rt, {
    method: 'POST',
    url: '/v2/video/query/',
    operation: 'video.query',
    scope: 'video.list',
    handler: videoQuery,
  });
}

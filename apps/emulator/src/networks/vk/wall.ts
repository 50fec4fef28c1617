import { bool, int, list, type Params, str } from '../../core/params.js';
import { actorId, mayManage, requireManage, viewerId, WALL, wallOwner } from './access.js';
import { accessDenied, adRecentlyAdded, invalidParam, linksForbidden, postDenied } from './errors.js';
import { checkFlood } from './limits.js';
import type { MethodDef, VkCall } from './routing.js';
import { addPost, wallPosts } from './state.js';
import { key, type VkGroup, type VkPost, type VkState } from './types.js';
import { groupJson, postJson } from './views.js';

const MAX_ATTACHMENTS = 10;
const HOUR = 3_600_000;
const YEAR = 365 * 24 * HOUR;
const URL_PATTERN = /https?:\/\/\S+/;

/** `photo<owner>_<id>`, `video…`, `poll…` of this community (videos uploaded), plus at most one URL. */
function checkAttachments(state: VkState, group: VkGroup, attachments: readonly string[]): void {
  if (attachments.length > MAX_ATTACHMENTS) throw invalidParam('too many attachments (at most 10)');
  const links = attachments.filter((item) => URL_PATTERN.test(item));
  if (links.length > 1) throw invalidParam('attachments may hold one link');
  for (const item of attachments) {
    if (links.includes(item)) continue;
    const [, type, ownerId, id] = /^(photo|video|poll)(-?\d+)_(\d+)$/.exec(item) ?? [];
    if (!type || Number(ownerId) !== -group.id) throw invalidParam(`attachments: ${item} is invalid`);
    const name = key(Number(ownerId), Number(id));
    const found =
      type === 'photo'
        ? state.photos.has(name)
        : type === 'poll'
          ? state.polls.has(name)
          : state.videos.get(name)?.uploadedBytes !== undefined;
    if (!found) throw invalidParam(`attachments: ${item} not found`);
  }
}

/** `publish_date` in unix seconds: a postponed post, between now and a year ahead. */
function publishDate(params: Params, now: number): number | undefined {
  const seconds = int(params, 'publish_date');
  if (seconds === undefined) return undefined;
  const at = seconds * 1000;
  if (Number.isNaN(seconds) || at <= now || at > now + YEAR)
    throw invalidParam('publish_date must be in the future (within a year)');
  return at;
}

function post(call: VkCall) {
  const { state, params, caller, now } = call;
  const group = wallOwner(state, params);
  requireManage(caller, group, WALL, () => postDenied('not allowed to post on this wall'));
  const text = str(params, 'message') ?? '';
  const attachments = list(params, 'attachments') ?? [];
  if (!text.trim() && attachments.length === 0) throw invalidParam('message is empty or invalid');
  checkAttachments(state, group, attachments);
  if (group.linksForbidden && [text, ...attachments].some((part) => URL_PATTERN.test(part)))
    throw linksForbidden();
  const ads = bool(params, 'mark_as_ads') === true;
  const recentAd = wallPosts(state, -group.id).some((other) => other.markedAsAds && now - other.date < HOUR);
  if (ads && recentAd) throw adRecentlyAdded();
  const scheduled = publishDate(params, now);
  checkFlood(state, -group.id, text, now);
  const created = addPost(state, {
    ownerId: -group.id,
    fromId: actorId(caller, bool(params, 'from_group') === true, group),
    createdBy: caller.token.kind === 'group' ? -group.id : caller.user.id,
    date: scheduled ?? now,
    createdAt: now,
    text,
    attachments,
    postponed: scheduled !== undefined,
    signed: bool(params, 'signed') === true,
    closeComments: bool(params, 'close_comments') === true,
    markedAsAds: ads,
    origin: 'api',
  });
  return { post_id: created.id };
}

/** A post of the community's wall (postponed ones included), for its managers. */
export function ownPost(call: VkCall, name = 'post_id'): VkPost {
  const group = wallOwner(call.state, call.params);
  requireManage(call.caller, group, WALL, () => accessDenied());
  const found = call.state.posts.get(key(-group.id, int(call.params, name) ?? 0));
  if (!found || found.deleted) throw invalidParam(`${name} is invalid`);
  return found;
}

function remove(call: VkCall) {
  ownPost(call).deleted = true;
  return 1;
}

function get(call: VkCall) {
  const { state, params, now, caller } = call;
  const group = wallOwner(state, params);
  const count = int(params, 'count') ?? 20;
  const offset = int(params, 'offset') ?? 0;
  if (Number.isNaN(count) || count < 0 || count > 100) throw invalidParam('count should be at most 100');
  if (Number.isNaN(offset) || offset < 0) throw invalidParam('offset is invalid');
  const postponed = str(params, 'filter') === 'postponed';
  if (postponed) requireManage(caller, group, WALL, () => accessDenied());
  const posts = wallPosts(state, -group.id, postponed);
  const items = posts
    .slice(offset, offset + count)
    .map((item) => postJson(state, item, now, viewerId(caller)));
  return { count: posts.length, items };
}

function getById(call: VkCall) {
  const { state, params, now, caller } = call;
  const names = list(params, 'posts') ?? [];
  if (names.length === 0 || names.length > 100) throw invalidParam('posts is undefined or invalid');
  const found = names.flatMap((name) => {
    const item = state.posts.get(name);
    const group = item ? state.groups.get(-item.ownerId) : undefined;
    const visible = item && !item.deleted && (!item.postponed || (group && mayManage(caller, group)));
    return visible ? [postJson(state, item, now, viewerId(caller))] : [];
  });
  if (bool(params, 'extended') !== true) return found;
  const groups = [...new Set(found.map((item) => -item.owner_id))].flatMap((id) => {
    const group = state.groups.get(id);
    return group ? [groupJson(state, group, caller.user.id, now, [])] : [];
  });
  return { items: found, profiles: [], groups };
}

export const WALL_METHODS: readonly MethodDef[] = [
  // VK lets a community token post text only; attachments (photos, videos, polls) need a user token.
  {
    name: 'wall.post',
    aliases: ['publish'],
    write: true,
    userAuth: (params) => (list(params, 'attachments') ?? []).length > 0,
    handler: post,
  },
  { name: 'wall.delete', userAuth: true, handler: remove },
  { name: 'wall.get', userAuth: true, handler: get },
  { name: 'wall.getById', userAuth: true, handler: getById },
];

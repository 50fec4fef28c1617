import type { FastifyInstance } from 'fastify';
import { int, str } from '../../../core/params.js';
import { invalidParam, unsupportedRequest } from '../errors.js';
import { project } from '../fields.js';
import { paginate } from '../paging.js';
import { type AuthedCall, dispatchTo, type FbRuntime, graphRoute, type RouteDef } from '../routing.js';
import { igUserFor, requireIg } from './access.js';
import {
  hashtagId,
  likesAt,
  RECENT_WINDOW,
  type TaggedMedia,
  TOP_WINDOW,
  taggedMedia,
  taggedMediaSpec,
} from './hashtag-media.js';
import { countHashtagQuery, hashtagsInWindow } from './hashtag-quota.js';
import { findIgNode } from './state.js';
import type { IgAccount } from './types.js';

/** Hashtag media pages hold at most 50 items; recently searched hashtags at most 30. */
const MEDIA_PAGE_MAX = 50;
const SEARCHED_PAGE_MAX = 30;

/** A hashtag name as queried: without `#`, lower case; letters (any script), digits and `_` only. */
function hashtagName(raw: string | undefined): string {
  const name = raw?.trim().replace(/^#/, '').toLowerCase();
  if (!name) throw invalidParam('The parameter q is required');
  if (!/^[\p{L}\p{N}_]+$/u.test(name)) throw invalidParam(`Invalid hashtag: ${raw}`);
  return name;
}

/** The Instagram account the request acts for (`user_id`), which the token must reach. */
function searcher(call: AuthedCall): IgAccount {
  const userId = str(call.params, 'user_id');
  if (!userId) throw invalidParam('The parameter user_id is required');
  const node = findIgNode(call.state, userId);
  if (node?.kind !== 'ig_user') throw invalidParam(`Invalid user id: ${userId}`);
  requireIg(call, node.account, 'instagram_basic');
  return node.account;
}

/** `GET /ig_hashtag_search?user_id&q`: the hashtag's id, counted against the account's 30 a week. */
function search(call: AuthedCall) {
  const name = hashtagName(str(call.params, 'q'));
  const account = searcher(call);
  const id = hashtagId(name);
  countHashtagQuery(call.state.ig, account.id, id, call.now);
  call.state.ig.hashtags.set(id, name);
  return { data: [{ id }] };
}

function hashtagNamed(call: AuthedCall): { id: string; name: string } {
  const name = call.state.ig.hashtags.get(call.id);
  if (name === undefined) throw unsupportedRequest('GET', call.id);
  return { id: call.id, name };
}

/** A page of media (`limit` up to 50, `after`), rendered with the call's `fields`. */
function mediaPage(call: AuthedCall, items: TaggedMedia[]) {
  const limit = Math.min(int(call.params, 'limit') ?? 25, MEDIA_PAGE_MAX);
  const params = { ...call.params, limit: String(Number.isNaN(limit) ? -1 : limit) };
  const { data, paging } = paginate(items, (media) => media.id, params, call.request);
  return { data: data.map((media) => project(taggedMediaSpec(media, call.now), call.fields)), paging };
}

/** `GET /{hashtag-id}/recent_media?user_id`: media tagged in the last 24 hours, newest first. */
function recent(call: AuthedCall) {
  const { name } = hashtagNamed(call);
  searcher(call);
  const window = { from: call.now - RECENT_WINDOW, now: call.now };
  return mediaPage(call, taggedMedia(call.state, name, window, call.context.listening));
}

/** `GET /{hashtag-id}/top_media?user_id`: the week's most liked media with the tag. */
function top(call: AuthedCall) {
  const { name } = hashtagNamed(call);
  searcher(call);
  const window = { from: call.now - TOP_WINDOW, now: call.now };
  const found = taggedMedia(call.state, name, window, call.context.listening);
  return mediaPage(
    call,
    found.sort((a, b) => likesAt(b, call.now) - likesAt(a, call.now)),
  );
}

/** `GET /{ig-user-id}/recently_searched_hashtags`: the hashtags holding a slot of the 7-day window. */
function recentlySearched(call: AuthedCall) {
  const account = igUserFor(call, 'instagram_basic');
  const ids = [...hashtagsInWindow(call.state.ig, account.id, call.now).keys()];
  const limit = Math.min(int(call.params, 'limit') ?? 25, SEARCHED_PAGE_MAX);
  const params = { ...call.params, limit: String(Number.isNaN(limit) ? -1 : limit) };
  const { data, paging } = paginate(ids, (id) => id, params, call.request);
  return { data: data.map((id) => ({ id })), paging };
}

/** `GET /{hashtag-id}?fields=id,name` on the shared node route. */
export function withHashtagNode(def: RouteDef<AuthedCall>): RouteDef<AuthedCall> {
  return dispatchTo(
    def,
    (state, id) => state.ig.hashtags.get(id),
    'ig.hashtag.read',
    (call, name) =>
      project(
        { type: 'ShadowIGHashtag', defaults: ['id'], resolvers: { id: () => call.id, name: () => name } },
        call.fields,
      ),
  );
}

/** The Hashtag Search API (Instagram Public Content Access): search, recent and top media. */
export function registerHashtags(app: FastifyInstance, rt: FbRuntime): void {
  const get = (url: string, operation: string, handler: (call: AuthedCall) => unknown) =>
    graphRoute(app, rt, { method: 'GET', url, operation, handler });
  get('/ig_hashtag_search', 'ig.hashtag_search', search);
  get('/:id/recent_media', 'ig.hashtag.recent_media', recent);
  get('/:id/top_media', 'ig.hashtag.top_media', top);
  get('/:id/recently_searched_hashtags', 'ig.recently_searched_hashtags', recentlySearched);
}

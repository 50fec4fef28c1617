import type { FastifyInstance } from 'fastify';
import { timeParam } from '../../core/params.js';
import { commentSpec } from './comment-views.js';
import { registerEngagement } from './engagement.js';
import { invalidParam, unsupportedRequest } from './errors.js';
import { project } from './fields.js';
import { registerGraphFallbacks } from './graph-call.js';
import { pageInsights, postInsights } from './insights.js';
import { withHashtagNode } from './instagram/hashtags.js';
import { igInsights } from './instagram/insights.js';
import { readIgNode, withInstagram } from './instagram/nodes.js';
import { registerInstagram } from './instagram/routes.js';
import { MESSENGER_SEND, namesPage, registerMessenger, withMessenger } from './messenger/routes.js';
import { registerNodeWrites } from './node-writes.js';
import { registerPageSearch } from './page-search.js';
import { paginate } from './paging.js';
import { photoSpec } from './photo-views.js';
import { registerPublishing } from './publish.js';
import { type AuthedCall, type FbRuntime, graphRoute, resolveId, shareRoute } from './routing.js';
import { findNode, isLive, pagePosts } from './state.js';
import { registerTagged } from './tagged.js';
import { registerTokenEndpoints } from './token-endpoints.js';
import { type AuthContext, canAccessPage, requireRead } from './tokens.js';
import type { FbPost } from './types.js';
import { registerVideoPublishing } from './video-publish.js';
import { appSpec, pageSpec, postSpec, userSpec } from './views.js';
import { registerWhatsApp, WA_SEND, withWhatsApp } from './whatsapp/routes.js';

function readNode(call: AuthedCall) {
  const { state, auth, now, fields } = call;
  const id = resolveId(call);
  const node = findNode(state, id);
  if (!node) throw unsupportedRequest('GET', id);
  switch (node.kind) {
    case 'page':
      return project(pageSpec(state, node.page, auth, now), fields);
    case 'post':
      if (!isLive(node.post) && !canAccessPage(state, auth, node.post.pageId))
        throw unsupportedRequest('GET', id);
      return project(postSpec(state, node.post, auth, now), fields);
    case 'photo':
      if (!node.photo.published && !canAccessPage(state, auth, node.photo.pageId))
        throw unsupportedRequest('GET', id);
      return project(photoSpec(state, node.photo), fields);
    case 'comment': {
      const pageId = state.posts.get(node.comment.postId)?.pageId ?? '';
      if (!canAccessPage(state, auth, pageId)) throw unsupportedRequest('GET', id);
      return project(commentSpec(state, node.comment, auth), fields);
    }
    case 'user':
      return project(userSpec(node.user), fields);
    case 'app':
      return project(appSpec(node.app), fields);
  }
}

function pageFor(call: AuthedCall, scope: string) {
  const id = resolveId(call);
  const node = findNode(call.state, id);
  if (node?.kind !== 'page') throw unsupportedRequest('GET', id);
  requireRead(call.state, call.auth, node.page.id, scope);
  return node.page;
}

/** `since` / `until` (unix seconds or dates) bound a listing by publication (or creation) time. */
function timeWindow(call: AuthedCall): (post: FbPost) => boolean {
  const since = timeParam(call.params, 'since');
  const until = timeParam(call.params, 'until');
  if (Number.isNaN(since) || Number.isNaN(until))
    throw invalidParam('since and until must be unix timestamps or dates');
  return (post) => {
    const at = post.publishedAt ?? post.createdAt;
    return (since === undefined || at >= since) && (until === undefined || at <= until);
  };
}

function listPosts(call: AuthedCall, filter: (post: FbPost) => boolean) {
  const page = pageFor(call, 'pages_read_engagement');
  const inWindow = timeWindow(call);
  const posts = pagePosts(call.state, page.id, (post) => filter(post) && inWindow(post));
  const { data, paging } = paginate(posts, (post) => post.id, call.params, call.request);
  return {
    data: data.map((post) => project(postSpec(call.state, post, call.auth, call.now), call.fields)),
    paging,
  };
}

function accounts(call: AuthedCall) {
  const { state, auth } = call;
  const id = resolveId(call);
  if (auth.kind !== 'user' || id !== auth.token?.userId) {
    throw invalidParam(
      `Tried accessing nonexisting field (accounts) on node type (${auth.kind === 'page' ? 'Page' : 'User'})`,
    );
  }
  const pages = auth.scopes.has('pages_show_list')
    ? (auth.token?.pageIds ?? []).flatMap((pageId) => state.pages.get(pageId) ?? [])
    : [];
  const { data, paging } = paginate(pages, (page) => page.id, call.params, call.request);
  const fields =
    call.fields ??
    ['access_token', 'category', 'category_list', 'name', 'id', 'tasks'].map((name) => ({ name, mods: {} }));
  return { data: data.map((page) => project(pageSpec(state, page, auth, call.now), fields)), paging };
}

function permissions(auth: AuthContext) {
  if (auth.kind === 'app' || !auth.token)
    throw invalidParam('An active access token must be used to query information about the current user.');
  const granted = auth.token.scopes.includes('public_profile')
    ? auth.token.scopes
    : [...auth.token.scopes, 'public_profile'];
  return {
    data: [
      ...granted.map((permission) => ({ permission, status: 'granted' })),
      ...auth.token.declined.map((permission) => ({ permission, status: 'declined' })),
    ],
  };
}

function insights(call: AuthedCall) {
  const { state, auth, now, params } = call;
  const id = resolveId(call);
  const metric = (call.request.params as Record<string, string | undefined>).metric;
  const node = findNode(state, id);
  if (node?.kind === 'page') {
    requireRead(state, auth, node.page.id, 'read_insights');
    return pageInsights(state, node.page, params, now, call.request, metric);
  }
  if (node?.kind === 'post' && isLive(node.post)) {
    requireRead(state, auth, node.post.pageId, 'read_insights');
    return postInsights(state, node.post, params, now, metric);
  }
  throw unsupportedRequest('GET', id);
}

/** The Graph API surface under `/facebook/graph` (the version segment is stripped before routing). */
export function registerGraph(app: FastifyInstance, rt: FbRuntime): void {
  registerGraphFallbacks(app, rt, '/facebook/graph');
  registerTokenEndpoints(app, rt);
  registerPageSearch(app, rt);
  registerTagged(app, rt);
  const node = { method: 'GET', url: '/:id', operation: 'node.read', handler: readNode } as const;
  graphRoute(
    app,
    rt,
    withMessenger(
      withWhatsApp(withInstagram(withHashtagNode(node), 'ig.node.read', readIgNode), 'wa.node.read'),
    ),
  );
  graphRoute(app, rt, { method: 'GET', url: '/:id/accounts', operation: 'me.accounts', handler: accounts });
  graphRoute(app, rt, {
    method: 'GET',
    url: '/:id/permissions',
    operation: 'me.permissions',
    handler: (call) => permissions(call.auth),
  });
  graphRoute(app, rt, {
    method: 'GET',
    url: '/:id/feed',
    operation: 'feed.read',
    handler: (call) => listPosts(call, isLive),
  });
  // The Page's own posts; for another public Page, what Page Public Content Access reads.
  graphRoute(app, rt, {
    method: 'GET',
    url: '/:id/posts',
    operation: 'posts.read',
    handler: (call) => listPosts(call, isLive),
  });
  graphRoute(app, rt, {
    method: 'GET',
    url: '/:id/published_posts',
    operation: 'published_posts.read',
    handler: (call) => listPosts(call, isLive),
  });
  graphRoute(app, rt, {
    method: 'GET',
    url: '/:id/scheduled_posts',
    operation: 'scheduled_posts.read',
    handler: (call) =>
      listPosts(
        call,
        (post) => !post.deleted && post.publishedAt === undefined && post.scheduledAt !== undefined,
      ),
  });
  for (const url of ['/:id/insights', '/:id/insights/:metric']) {
    const def = { method: 'GET', url, operation: 'insights.read', handler: insights } as const;
    graphRoute(app, rt, withInstagram(def, 'ig.insights.read', igInsights));
  }
  registerNodeWrites(app, rt);
  registerPublishing(app, rt);
  registerVideoPublishing(app, rt);
  registerEngagement(app, rt);
  registerInstagram(app, rt);
  registerWhatsApp(app, rt);
  registerMessenger(app, rt);
  graphRoute(app, rt, shareRoute(WA_SEND, MESSENGER_SEND, namesPage));
}

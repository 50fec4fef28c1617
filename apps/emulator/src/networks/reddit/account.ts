import type { FastifyInstance } from 'fastify';
import { str } from '../../core/params.js';
import { notFound } from './errors.js';
import { postMetrics } from './metrics.js';
import { pageOf, periodStart, viewOf } from './paging.js';
import { renderPost } from './post-views.js';
import { type AuthedCall, oauthRoute, type RedditRuntime } from './routing.js';
import { postsWhere, userNamed } from './state.js';
import type { RedditPost } from './types.js';
import { listing, renderUser, thing } from './views.js';

/** Link karma by community, from the account's posts. */
function karma(call: AuthedCall) {
  const bySub = new Map<string, number>();
  for (const post of postsWhere(call.state, call.now, (post) => post.authorId === call.user.id)) {
    const score = postMetrics(call.state, post, call.now).score;
    bySub.set(post.subreddit, (bySub.get(post.subreddit) ?? 0) + score);
  }
  return {
    kind: 'KarmaList',
    data: [...bySub].map(([sr, linkKarma]) => ({ sr, comment_karma: 0, link_karma: linkKarma })),
  };
}

function about(call: AuthedCall) {
  const user = userNamed(call.state, call.path.name ?? '');
  if (!user) throw notFound();
  return thing('t2', renderUser(viewOf(call), user));
}

/** Sorted as asked: `new` (default), `top` or `hot` (score weighted by age). */
export function sortPosts(call: AuthedCall, posts: RedditPost[], fallback = 'new'): RedditPost[] {
  const sort = str(call.params, 'sort') ?? fallback;
  if (sort === 'new') return posts;
  const score = (post: RedditPost) => postMetrics(call.state, post, call.now).score;
  const hot = (post: RedditPost) => score(post) / (1 + (call.now - post.createdAt) / 3_600_000) ** 1.5;
  const key =
    sort === 'top' || sort === 'relevance'
      ? score
      : sort === 'comments'
        ? (post: RedditPost) => postMetrics(call.state, post, call.now).numComments
        : hot;
  return [...posts].sort((a, b) => key(b) - key(a));
}

/** A user's posts, newest first (deleted ones disappear). */
function submitted(call: AuthedCall) {
  const user = userNamed(call.state, call.path.name ?? '');
  if (!user) throw notFound();
  const from = periodStart(call.params, call.now);
  const posts = postsWhere(
    call.state,
    call.now,
    (post) => post.authorId === user.id && post.createdAt >= from,
  );
  const { page, after, before } = pageOf(sortPosts(call, posts), call.params, (post) => `t3_${post.id}`);
  const view = viewOf(call);
  return listing(
    page.map((post) => thing('t3', renderPost(view, post))),
    after,
    before,
  );
}

export function registerAccount(app: FastifyInstance, rt: RedditRuntime): void {
  oauthRoute(app, rt, {
    method: 'GET',
    url: '/api/v1/me',
    operation: 'me',
    scope: 'identity',
    handler: (call) => renderUser(viewOf(call), call.user),
  });
  oauthRoute(app, rt, {
    method: 'GET',
    url: '/api/v1/me/karma',
    operation: 'me.karma',
    scope: 'mysubreddits',
    handler: karma,
  });
  oauthRoute(app, rt, {
    method: 'GET',
    url: '/user/:name/about',
    operation: 'user.about',
    scope: 'read',
    handler: about,
  });
  oauthRoute(app, rt, {
    method: 'GET',
    url: '/user/:name/submitted',
    operation: 'user.submitted',
    scope: 'history',
    handler: submitted,
  });
}

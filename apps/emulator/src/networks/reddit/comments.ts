import type { FastifyInstance } from 'fastify';
import { int, str } from '../../core/params.js';
import { notFound, thingError } from './errors.js';
import { commentScore } from './metrics.js';
import { viewOf } from './paging.js';
import { renderComment, renderPost } from './post-views.js';
import { type AuthedCall, oauthRoute, type RedditRuntime } from './routing.js';
import type { RedditComment, RedditPost, RedditState } from './types.js';
import { type Json, listing, thing, type View } from './views.js';
import { addComment } from './world.js';

export type Target = { kind: 't3'; post: RedditPost } | { kind: 't1'; comment: RedditComment };

/** The post or comment a fullname (`t3_…`, `t1_…`) names, if it exists. */
export function targetOf(state: RedditState, fullname: string): Target | undefined {
  const [prefix, id = ''] = fullname.split('_', 2);
  if (prefix === 't3') {
    const post = state.posts.get(id);
    return post ? { kind: 't3', post } : undefined;
  }
  const comment = prefix === 't1' ? state.comments.get(id) : undefined;
  return comment ? { kind: 't1', comment } : undefined;
}

function ordered(view: View, comments: RedditComment[], sort: string): RedditComment[] {
  const score = (comment: RedditComment) => commentScore(view.state, comment, view.now);
  if (sort === 'new') return comments.sort((a, b) => b.createdAt - a.createdAt);
  if (sort === 'old') return comments.sort((a, b) => a.createdAt - b.createdAt);
  return comments.sort((a, b) => score(b) - score(a) || b.createdAt - a.createdAt);
}

/** The comment tree under `parent`, `depth` levels deep, each level sorted as asked. */
function tree(view: View, all: RedditComment[], parent: string, depth: number, sort: string): Json[] {
  const children = ordered(
    view,
    all.filter((comment) => comment.parentId === parent),
    sort,
  );
  return children.map((comment) => {
    const below = depth > 1 ? tree(view, all, `t1_${comment.id}`, depth - 1, sort) : [];
    return thing('t1', renderComment(view, comment, below.length > 0 ? listing(below) : ''));
  });
}

/** `GET /comments/{id}`: the post's listing, then its comments (deleted ones show as `[deleted]`). */
function readComments(call: AuthedCall) {
  const post = call.state.posts.get(call.path.id ?? '');
  if (
    !post ||
    post.createdAt > call.now ||
    (call.path.sr && call.path.sr.toLowerCase() !== post.subreddit.toLowerCase())
  )
    throw notFound();
  const view = viewOf(call);
  const all = [...call.state.comments.values()].filter(
    (comment) => comment.postId === post.id && comment.createdAt <= call.now,
  );
  const depth = Math.min(10, Math.max(1, int(call.params, 'depth') || 10));
  const limit = Math.min(500, Math.max(1, int(call.params, 'limit') || 200));
  const comments = tree(view, all, `t3_${post.id}`, depth, str(call.params, 'sort') ?? 'confidence');
  return [listing([thing('t3', renderPost(view, post))]), listing(comments.slice(0, limit))];
}

/** `POST /api/comment`: a comment on a post (`t3_`) or a reply to a comment (`t1_`). */
function createComment(call: AuthedCall) {
  const parent = str(call.params, 'thing_id') ?? str(call.params, 'parent') ?? '';
  const text = str(call.params, 'text') ?? '';
  if (!text.trim()) throw thingError('NO_TEXT', 'we need something here', 'text');
  if (text.length > 10_000) throw thingError('TOO_LONG', 'this is too long (max: 10000)', 'text');
  const target = targetOf(call.state, parent);
  if (!target) throw thingError('INVALID_PARENT', "that thing doesn't exist", 'parent');
  const deleted = target.kind === 't3' ? target.post.deleted : target.comment.deleted;
  if (deleted) throw thingError('DELETED_LINK', 'the link you are commenting on has been deleted', 'parent');
  const comment = addComment(call.state, {
    postId: target.kind === 't3' ? target.post.id : target.comment.postId,
    parentId: parent,
    authorId: call.user.id,
    body: text,
    createdAt: call.now,
    origin: 'api',
  });
  return { json: { errors: [], data: { things: [thing('t1', renderComment(viewOf(call), comment))] } } };
}

export function registerComments(app: FastifyInstance, rt: RedditRuntime): void {
  oauthRoute(app, rt, {
    method: 'GET',
    url: ['/comments/:id', '/r/:sr/comments/:id', '/r/:sr/comments/:id/:slug'],
    operation: 'comments.read',
    scope: 'read',
    handler: readComments,
  });
  oauthRoute(app, rt, {
    method: 'POST',
    url: '/api/comment',
    operation: 'comment',
    scope: 'submit',
    handler: createComment,
  });
}

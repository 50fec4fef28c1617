import type { FastifyInstance } from 'fastify';
import { list, str } from '../../core/params.js';
import { targetOf } from './comments.js';
import { badRequest, thingError } from './errors.js';
import { viewOf } from './paging.js';
import { renderComment, renderPost } from './post-views.js';
import { type AuthedCall, oauthRoute, type RedditRuntime } from './routing.js';
import type { Vote } from './types.js';
import { listing, thing } from './views.js';

/** `POST /api/vote`: dir 1 (upvote), 0 (withdraw) or -1 (downvote) on a post or comment. */
function vote(call: AuthedCall) {
  const dir = Number(str(call.params, 'dir'));
  if (![1, 0, -1].includes(dir)) throw badRequest('INVALID_OPTION', 'that option is not valid', ['dir']);
  const id = str(call.params, 'id') ?? '';
  const target = targetOf(call.state, id);
  if (!target) throw badRequest('INVALID_ID', `${id} is not a valid thing id`, ['id']);
  const votes = target.kind === 't3' ? target.post.votes : target.comment.votes;
  votes.set(call.user.id, dir as Vote);
  return {};
}

/** `POST /api/del`: deletes one of the user's own posts or comments; anything else is ignored. */
function remove(call: AuthedCall) {
  const target = targetOf(call.state, str(call.params, 'id') ?? '');
  if (target?.kind === 't3' && target.post.authorId === call.user.id) target.post.deleted = true;
  if (target?.kind === 't1' && target.comment.authorId === call.user.id) target.comment.deleted = true;
  return {};
}

/** `POST /api/editusertext`: the text of one of the user's self posts or comments. */
function edit(call: AuthedCall) {
  const target = targetOf(call.state, str(call.params, 'thing_id') ?? '');
  const text = str(call.params, 'text') ?? '';
  const own = target?.kind === 't3' ? target.post.authorId : target?.comment.authorId;
  if (!target || own !== call.user.id) throw thingError('NOT_AUTHOR', "you can't do that", 'thing_id');
  if (target.kind === 't3' && target.post.kind !== 'self')
    throw thingError('NOT_AUTHOR', 'only text posts can be edited', 'thing_id');
  const view = viewOf(call);
  if (target.kind === 't3') {
    target.post.selftext = text;
    target.post.editedAt = call.now;
    return { json: { errors: [], data: { things: [thing('t3', renderPost(view, target.post))] } } };
  }
  target.comment.body = text;
  target.comment.editedAt = call.now;
  return { json: { errors: [], data: { things: [thing('t1', renderComment(view, target.comment))] } } };
}

/** `GET /api/info?id=t3_a,t1_b`: up to 100 things by fullname. */
function info(call: AuthedCall) {
  const view = viewOf(call);
  const children = (list(call.params, 'id') ?? []).slice(0, 100).flatMap((id) => {
    const target = targetOf(call.state, id);
    if (!target) return [];
    return target.kind === 't3'
      ? [thing('t3', renderPost(view, target.post))]
      : [thing('t1', renderComment(view, target.comment))];
  });
  return listing(children);
}

export function registerEngagement(app: FastifyInstance, rt: RedditRuntime): void {
  oauthRoute(app, rt, { method: 'POST', url: '/api/vote', operation: 'vote', scope: 'vote', handler: vote });
  oauthRoute(app, rt, { method: 'POST', url: '/api/del', operation: 'del', scope: 'edit', handler: remove });
  oauthRoute(app, rt, {
    method: 'POST',
    url: '/api/editusertext',
    operation: 'edit',
    scope: 'edit',
    handler: edit,
  });
  oauthRoute(app, rt, { method: 'GET', url: '/api/info', operation: 'info', scope: 'read', handler: info });
}

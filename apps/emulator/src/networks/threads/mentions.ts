import type { FastifyInstance } from 'fastify';
import { namesHandle } from '../../core/handles.js';
import { timeParam } from '../../core/params.js';
import { invalidParam, unsupportedRequest } from './errors.js';
import { listOf } from './media.js';
import { resolveId, type ThAuthedCall, type ThRuntime, threadsRoute } from './routing.js';
import { postsWhere } from './state.js';
import type { ThPost } from './types.js';

/** The mentions edge reads nothing before 5 July 2023 (unix 1688540400), when Threads launched. */
const EARLIEST_SINCE = 1_688_540_400_000;

/**
 * `GET /{user-id}/mentions`: public posts of other people that name the user, newest first, with
 * Graph paging; `since` must not precede the launch and must come before `until`, which must not be
 * in the future.
 */
function mentions(call: ThAuthedCall) {
  const { user, now, params } = call;
  if (resolveId(call) !== user.id) throw unsupportedRequest('GET', resolveId(call));
  const since = timeParam(params, 'since');
  const until = timeParam(params, 'until');
  if (since !== undefined && since < EARLIEST_SINCE)
    throw invalidParam('Param since must be greater than or equal to 1688540400');
  if (until !== undefined && until > now + 1000)
    throw invalidParam('Param until must be less than or equal to the current time');
  if (since !== undefined && until !== undefined && since >= until)
    throw invalidParam('Param since must be less than until');
  const named = (post: ThPost) => post.ownerId !== user.id && namesHandle(post.text, ['@'], user.username);
  return listOf(call, postsWhere(call.state, now, named));
}

export function registerMentions(app: FastifyInstance, rt: ThRuntime): void {
  threadsRoute(app, rt, {
    method: 'GET',
    url: '/:id/mentions',
    operation: 'mentions.read',
    scopes: ['threads_manage_mentions'],
    handler: mentions,
  });
}

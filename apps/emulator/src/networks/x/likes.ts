import type { FastifyInstance } from 'fastify';
import { str } from '../../core/params.js';
import { streamRng } from '../../core/prng.js';
import { forbidden, invalidRequest, notFoundEntry } from './errors.js';
import { USER_EXPANSIONS, USER_SELECTION_PARAMS } from './fields.js';
import { metricsAt } from './metrics.js';
import { pageOf } from './paging.js';
import { type XAuthedCall, type XRuntime, xRoute } from './routing.js';
import { compareIds, isNumericId, liveTweet } from './state.js';
import { viewContext } from './tweets.js';
import type { XTweet, XUser } from './types.js';
import { envelope, Includes, renderUser } from './views.js';

const WRITE = ['tweet.read', 'users.read', 'like.write'];
const READ = ['tweet.read', 'users.read', 'like.read'];

/** Likes are made on the token user's own behalf only. */
function checkSelf(call: XAuthedCall): void {
  if (call.params.id !== call.user.id) {
    throw forbidden('You are not permitted to perform this action on behalf of another user.');
  }
}

function target(call: XAuthedCall, id: string | undefined, parameter: string): XTweet {
  if (!id || !isNumericId(id))
    throw invalidRequest(`The \`${parameter}\` value [${id ?? ''}] is not valid`, parameter, [id ?? '']);
  const tweet = liveTweet(call.state, id, call.now);
  if (!tweet) throw invalidRequest(`Could not find tweet with ${parameter}: [${id}].`, parameter, [id]);
  return tweet;
}

function like(call: XAuthedCall) {
  checkSelf(call);
  target(call, str(call.body, 'tweet_id'), 'tweet_id').likes.add(call.user.id);
  return { data: { liked: true } };
}

function unlike(call: XAuthedCall) {
  checkSelf(call);
  target(call, call.params.tweet_id, 'tweet_id').likes.delete(call.user.id);
  return { data: { liked: false } };
}

/** API likers plus a stable sample of visitors standing for the organic likes. */
function likers(call: XAuthedCall, tweet: XTweet): XUser[] {
  const { state } = call;
  const organic = metricsAt(state, tweet, call.now).likes - tweet.likes.size;
  const rng = streamRng(state.seed, 'x', 'likers', tweet.id);
  const pool = state.visitors.filter(
    (visitor) => visitor.id !== tweet.authorId && !tweet.likes.has(visitor.id),
  );
  const shift = rng.int(0, Math.max(0, pool.length - 1));
  const sample = [...pool.slice(shift), ...pool.slice(0, shift)].slice(0, Math.max(0, organic));
  const api = [...tweet.likes].flatMap((id) => state.users.get(id) ?? []);
  return [...api, ...sample].sort((a, b) => compareIds(b.id, a.id));
}

function likingUsers(call: XAuthedCall) {
  const id = call.params.id ?? '';
  if (!isNumericId(id))
    throw invalidRequest(`The \`id\` query parameter value [${id}] is not valid`, 'id', [id]);
  const includes = new Includes();
  const tweet = liveTweet(call.state, id, call.now);
  if (!tweet) return envelope(undefined, includes, [notFoundEntry('tweet', 'id', id)]);
  const { page, meta } = pageOf(likers(call, tweet), call.query, { min: 1, max: 100, fallback: 100 });
  const ctx = viewContext(call, USER_EXPANSIONS);
  return envelope(
    page.map((user) => renderUser(ctx, user)),
    includes,
    [],
    meta,
  );
}

export function registerLikes(app: FastifyInstance, rt: XRuntime): void {
  xRoute(app, rt, {
    method: 'POST',
    url: '/2/users/:id/likes',
    operation: 'likes.create',
    scopes: WRITE,
    handler: like,
  });
  xRoute(app, rt, {
    method: 'DELETE',
    url: '/2/users/:id/likes/:tweet_id',
    operation: 'likes.delete',
    scopes: WRITE,
    handler: unlike,
  });
  xRoute(app, rt, {
    method: 'GET',
    url: '/2/tweets/:id/liking_users',
    operation: 'tweets.liking_users',
    scopes: READ,
    query: [...USER_SELECTION_PARAMS, 'max_results', 'pagination_token'],
    handler: likingUsers,
  });
}

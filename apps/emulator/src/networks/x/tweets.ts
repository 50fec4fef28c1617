import type { FastifyInstance } from 'fastify';
import { list } from '../../core/params.js';
import { applyUsage } from '../../core/route-kit.js';
import { forbidden, invalidRequest, notFoundEntry, tooManyRequests, XProblem } from './errors.js';
import { POST_SELECTION_PARAMS, selections } from './fields.js';
import { consumePostCap } from './limits.js';
import { type XAuthedCall, type XRuntime, xRoute } from './routing.js';
import { addTweet, isNumericId, liveTweet, newId } from './state.js';
import { parseTweetInput } from './tweet-input.js';
import { renderTweet } from './tweet-view.js';
import { envelope, Includes, type ViewContext } from './views.js';

export const READ_SCOPES = ['tweet.read', 'users.read'];
const WRITE_SCOPES = ['tweet.read', 'tweet.write', 'users.read'];

export function viewContext(call: XAuthedCall, expansions?: readonly string[]): ViewContext {
  return { state: call.state, now: call.now, viewer: call.user, select: selections(call.query, expansions) };
}

function createTweet(call: XAuthedCall) {
  const { state, user, now } = call;
  const input = parseTweetInput(state, user, call.body, now);
  applyUsage(call.reply, consumePostCap(state, user.id, now), tooManyRequests);
  const tweet = addTweet(state, {
    authorId: user.id,
    text: input.text,
    createdAt: now,
    origin: 'api',
    replyTo: input.replyTo,
    quoteTweetId: input.quote?.id,
    mediaKeys: input.media.map((media) => media.key),
  });
  for (const media of input.media) media.tweetId ??= tweet.id;
  if (input.poll) {
    const poll = { id: newId(state, now), tweetId: tweet.id, createdAt: now, ...input.poll };
    state.polls.set(poll.id, poll);
    tweet.pollId = poll.id;
  }
  return { data: { id: tweet.id, text: tweet.text, edit_history_tweet_ids: [tweet.id] } };
}

function deleteTweet(call: XAuthedCall) {
  const id = call.params.id ?? '';
  const tweet = liveTweet(call.state, id, call.now);
  if (!tweet) {
    const { type, title, detail } = notFoundEntry('tweet', 'id', id);
    throw new XProblem(404, { title, detail, type, status: 404 });
  }
  if (tweet.authorId !== call.user.id)
    throw forbidden('You are not allowed to delete a Tweet you did not author.');
  tweet.deleted = true;
  return { data: { deleted: true } };
}

function checkId(id: string, parameter: string): void {
  if (!isNumericId(id)) {
    throw invalidRequest(`The \`${parameter}\` query parameter value [${id}] is not valid`, parameter, [id]);
  }
}

function readTweet(call: XAuthedCall) {
  const id = call.params.id ?? '';
  checkId(id, 'id');
  const ctx = viewContext(call);
  const includes = new Includes();
  const errors: Record<string, unknown>[] = [];
  const tweet = liveTweet(call.state, id, call.now);
  if (!tweet) return envelope(undefined, includes, [notFoundEntry('tweet', 'id', id)]);
  return envelope(renderTweet(ctx, tweet, includes, errors), includes, errors);
}

function readTweets(call: XAuthedCall) {
  const ids = list(call.query, 'ids') ?? [];
  if (ids.length < 1 || ids.length > 100) {
    throw invalidRequest('The `ids` query parameter must name between 1 and 100 Tweet ids', 'ids', ids);
  }
  for (const id of ids) checkId(id, 'ids');
  const ctx = viewContext(call);
  const includes = new Includes();
  const errors: Record<string, unknown>[] = [];
  const data = ids.flatMap((id) => {
    const tweet = liveTweet(call.state, id, call.now);
    if (!tweet) {
      errors.push(notFoundEntry('tweet', 'ids', id));
      return [];
    }
    return renderTweet(ctx, tweet, includes, errors) ?? [];
  });
  return envelope(data, includes, errors);
}

export function registerTweets(app: FastifyInstance, rt: XRuntime): void {
  xRoute(app, rt, {
    method: 'POST',
    url: '/2/tweets',
    operation: 'tweets.create',
    aliases: ['publish'],
    scopes: WRITE_SCOPES,
    status: 201,
    handler: createTweet,
  });
  xRoute(app, rt, {
    method: 'DELETE',
    url: '/2/tweets/:id',
    operation: 'tweets.delete',
    scopes: WRITE_SCOPES,
    handler: deleteTweet,
  });
  xRoute(app, rt, {
    method: 'GET',
    url: '/2/tweets/:id',
    operation: 'tweets.read',
    scopes: READ_SCOPES,
    query: POST_SELECTION_PARAMS,
    handler: readTweet,
  });
  xRoute(app, rt, {
    method: 'GET',
    url: '/2/tweets',
    operation: 'tweets.lookup',
    scopes: READ_SCOPES,
    query: [...POST_SELECTION_PARAMS, 'ids'],
    handler: readTweets,
  });
}

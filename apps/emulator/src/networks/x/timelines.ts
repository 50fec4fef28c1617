import type { FastifyInstance } from 'fastify';
import { list } from '../../core/params.js';
import { invalidRequest, notFoundEntry } from './errors.js';
import { TIMELINE_PARAMS } from './fields.js';
import { pageOf } from './paging.js';
import { type XAuthedCall, type XRuntime, xRoute } from './routing.js';
import { timeFilter } from './search.js';
import { isNumericId, tweetsWhere } from './state.js';
import { tokensOf } from './text.js';
import { renderTweet } from './tweet-view.js';
import { READ_SCOPES, viewContext } from './tweets.js';
import type { XTweet, XUser } from './types.js';
import { checkUsageCap, countPostReads } from './usage-cap.js';
import { envelope, Includes } from './views.js';

const RULE = { min: 5, max: 100, fallback: 10, idRange: true };

function timeline(call: XAuthedCall, select: (user: XUser) => (tweet: XTweet) => boolean) {
  const id = call.params.id ?? '';
  if (!isNumericId(id))
    throw invalidRequest(`The \`id\` query parameter value [${id}] is not valid`, 'id', [id]);
  const includes = new Includes();
  const user = call.state.users.get(id);
  if (!user) return envelope(undefined, includes, [notFoundEntry('user', 'id', id)]);
  checkUsageCap(call.state, call.token.clientId, call.now);
  const inWindow = timeFilter(call.query, call.now);
  const filter = select(user);
  const found = tweetsWhere(call.state, call.now, (tweet) => inWindow(tweet) && filter(tweet));
  const { page, meta } = pageOf(found, call.query, RULE);
  const ctx = viewContext(call);
  const errors: Record<string, unknown>[] = [];
  const data = page.flatMap((tweet) => renderTweet(ctx, tweet, includes, errors) ?? []);
  countPostReads(call.state, call.token.clientId, call.now, data.length);
  return envelope(data, includes, errors, meta);
}

function userTweets(call: XAuthedCall) {
  const exclude = list(call.query, 'exclude') ?? [];
  const bad = exclude.find((value) => value !== 'replies' && value !== 'retweets');
  if (bad)
    throw invalidRequest(
      `The \`exclude\` query parameter value [${bad}] is not one of [replies,retweets]`,
      'exclude',
      [bad],
    );
  return timeline(
    call,
    (user) => (tweet) =>
      tweet.authorId === user.id && !(exclude.includes('replies') && tweet.inReplyToTweetId !== undefined),
  );
}

function mentions(call: XAuthedCall) {
  return timeline(call, (user) => {
    const handle = `@${user.username.toLowerCase()}`;
    return (tweet) => tweet.authorId !== user.id && tokensOf(tweet.text).has(handle);
  });
}

export function registerTimelines(app: FastifyInstance, rt: XRuntime): void {
  xRoute(app, rt, {
    method: 'GET',
    url: '/2/users/:id/tweets',
    operation: 'users.tweets',
    scopes: READ_SCOPES,
    query: [...TIMELINE_PARAMS, 'exclude'],
    handler: userTweets,
  });
  xRoute(app, rt, {
    method: 'GET',
    url: '/2/users/:id/mentions',
    operation: 'users.mentions',
    scopes: READ_SCOPES,
    query: TIMELINE_PARAMS,
    handler: mentions,
  });
}

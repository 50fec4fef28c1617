import type { FastifyInstance } from 'fastify';
import { registerAuthorizeControl } from '../../core/authorize-control.js';
import { fail, registerCountLimits, registerGrantControl } from '../../core/control.js';
import { clientTokenView, revokeToken } from '../../core/grants.js';
import { asRecord, list, str } from '../../core/params.js';
import { VISITOR_COMMENTS } from '../../core/seed-text.js';
import { DEFAULT_LIMITS } from './limits.js';
import { metricsAt } from './metrics.js';
import { authorizeDialog } from './oauth.js';
import type { XRuntime } from './routing.js';
import { addTweet, compareIds, iso } from './state.js';
import type { XState, XTweet } from './types.js';
import { registerUsageControl } from './usage-cap.js';
import { addDm } from './world.js';

function tweetJson(state: XState, tweet: XTweet, now: number) {
  return {
    id: tweet.id,
    author_id: tweet.authorId,
    text: tweet.text,
    created_at: iso(tweet.createdAt),
    deleted: tweet.deleted,
    origin: tweet.origin,
    conversation_id: tweet.conversationId,
    in_reply_to_tweet_id: tweet.inReplyToTweetId ?? null,
    quote_tweet_id: tweet.quoteTweetId ?? null,
    media_keys: tweet.mediaKeys,
    poll_id: tweet.pollId ?? null,
    liked_by: [...tweet.likes],
    metrics: metricsAt(state, tweet, now),
  };
}

function registerContent(app: FastifyInstance, rt: XRuntime): void {
  const now = () => rt.context.clock.now();
  app.get<{ Params: { id: string } }>('/users/:id/tweets', async (request, reply) => {
    const { state } = rt;
    if (!state.users.has(request.params.id)) return fail(reply, 'no such user', 404);
    const tweets = [...state.tweets.values()].filter((tweet) => tweet.authorId === request.params.id);
    return {
      data: tweets.sort((a, b) => compareIds(b.id, a.id)).map((tweet) => tweetJson(state, tweet, now())),
    };
  });
  app.get<{ Params: { id: string } }>('/tweets/:id', async (request, reply) => {
    const { state } = rt;
    const tweet = state.tweets.get(request.params.id);
    if (!tweet) return fail(reply, 'no such tweet', 404);
    const replies = [...state.tweets.values()].filter((other) => other.inReplyToTweetId === tweet.id);
    return {
      ...tweetJson(state, tweet, now()),
      replies: replies.map((other) => tweetJson(state, other, now())),
    };
  });
  app.post<{ Params: { id: string } }>('/tweets/:id/replies', async (request, reply) => {
    const { state } = rt;
    const tweet = state.tweets.get(request.params.id);
    if (!tweet || tweet.deleted) return fail(reply, 'no such tweet', 404);
    const body = asRecord(request.body);
    const visitor =
      state.users.get(str(body, 'author_id') ?? '') ??
      state.visitors[state.tweets.size % state.visitors.length];
    if (!visitor) return fail(reply, 'no visitor to reply');
    const author = state.users.get(tweet.authorId);
    const text =
      str(body, 'text') ??
      `@${author?.username ?? ''} ${VISITOR_COMMENTS[state.tweets.size % VISITOR_COMMENTS.length]}`;
    const created = addTweet(state, {
      authorId: visitor.id,
      text,
      createdAt: now(),
      origin: 'visitor',
      replyTo: tweet,
    });
    return reply.code(201).send(tweetJson(state, created, now()));
  });
  app.post('/dms', async (request, reply) => {
    const { state } = rt;
    const body = asRecord(request.body);
    const sender =
      state.users.get(str(body, 'sender_id') ?? '') ?? state.visitors.find((visitor) => visitor.acceptsDms);
    if (!sender || sender.id === state.user.id) return fail(reply, 'sender_id must be a visitor');
    const text = str(body, 'text') ?? 'Hello from the emulator!';
    const event = addDm(state, {
      sender,
      recipient: state.user,
      text,
      at: now(),
      bits: state.rng.ids.int(0, 0x3fffff),
    });
    return reply
      .code(201)
      .send({ id: event.id, dm_conversation_id: event.conversationId, sender_id: sender.id, text });
  });
}

function registerAccess(app: FastifyInstance, rt: XRuntime): void {
  registerGrantControl(app, {
    tokens: () => rt.state.tokens.values(),
    view: (token) => clientTokenView(token, rt.context.clock.now()),
    revoke: (token) => revokeToken(token, 'invalidated'),
    matches: (token, body) => {
      const userId = str(body, 'user_id');
      return !userId || token.userId === userId;
    },
  });
  registerAuthorizeControl(app, authorizeDialog(rt), {
    apps: () => rt.state.apps,
    defaults: { response_type: 'code' },
  });
  app.post('/apps', async (request, reply) => {
    const body = asRecord(request.body);
    const clientId = str(body, 'client_id');
    if (!clientId) return fail(reply, 'client_id is required');
    const redirectUris = list(body, 'redirect_uris');
    const secret = str(body, 'client_secret');
    const registered = {
      clientId,
      name: str(body, 'name') ?? 'App',
      ...(secret ? { clientSecret: secret } : {}),
      ...(redirectUris ? { redirectUris } : {}),
    };
    rt.state.apps.set(clientId, registered);
    return reply.code(201).send(registered);
  });
}

/** Test-facing routes under `/_emulator/x`. */
export function registerXControl(app: FastifyInstance, rt: XRuntime): void {
  app.get('/state', async () => {
    const { state } = rt;
    const tweets = [...state.tweets.values()];
    return {
      seed: state.seed,
      user: state.user,
      visitors: state.visitors.map(({ id, name, username, acceptsDms }) => ({
        id,
        name,
        username,
        accepts_dms: acceptsDms,
      })),
      apps: [...state.apps.values()].map((app) => ({
        client_id: app.clientId,
        name: app.name,
        confidential: Boolean(app.clientSecret),
      })),
      counts: {
        tweets: tweets.length,
        account_tweets: tweets.filter((tweet) => tweet.authorId === state.user.id).length,
        replies: tweets.filter((tweet) => tweet.inReplyToUserId === state.user.id).length,
        likes: tweets.reduce((sum, tweet) => sum + tweet.likes.size, 0),
        media: state.media.size,
        polls: state.polls.size,
        dm_events: state.dms.size,
        tokens: state.tokens.size,
        codes: state.codes.size,
      },
      limits: state.limits,
    };
  });
  registerCountLimits(app, {
    limits: () => rt.state.limits,
    defaults: DEFAULT_LIMITS,
    noun: 'operation',
    wrapped: true,
    resetWindows: () => rt.state.windows.clear(),
  });
  registerUsageControl(app, rt);
  registerContent(app, rt);
  registerAccess(app, rt);
}

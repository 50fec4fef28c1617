import type { FastifyInstance } from 'fastify';
import { registerAuthorizeControl } from '../../core/authorize-control.js';
import { fail } from '../../core/control.js';
import { asRecord, str } from '../../core/params.js';
import { VISITOR_COMMENTS } from '../../core/seed-text.js';
import { fbTime } from '../facebook/state.js';
import type { TokenInvalidation } from '../facebook/types.js';
import { keywordSearchesMade } from './keyword-quota.js';
import { postMetricsAt } from './metrics.js';
import { authorizeDialog } from './oauth.js';
import type { ThRuntime } from './routing.js';
import { containerError, containerStatus, DEFAULT_LIMITS, livePost, permalinkOf } from './state.js';
import type { ThContainer, ThLimits, ThPost, ThState } from './types.js';
import { addMention, addVisitorReply } from './world.js';

const INVALIDATIONS: Record<string, TokenInvalidation> = {
  app_removed: { subcode: 458, message: 'The user has not authorized application.' },
  password_changed: {
    subcode: 460,
    message: 'The session has been invalidated because the user changed their password.',
  },
};

const LIMIT_KEYS: Record<string, keyof ThLimits> = {
  posts_per_day: 'postsPerDay',
  replies_per_day: 'repliesPerDay',
  deletes_per_day: 'deletesPerDay',
  calls_per_day: 'callsPerDay',
  keyword_searches_per_day: 'keywordSearchesPerDay',
};

/** The visitor named by `username`, or the next one in turn. */
function visitorOf(state: ThState, username: string | undefined) {
  if (username) return state.visitors.find((visitor) => visitor.username === username);
  return state.visitors[state.posts.size % state.visitors.length];
}

function postJson(state: ThState, post: ThPost, now: number) {
  return {
    id: post.id,
    owner_id: post.ownerId,
    username: state.users.get(post.ownerId)?.username ?? null,
    media_type: post.type,
    text: post.text ?? null,
    media_url: post.mediaUrl ?? null,
    permalink: permalinkOf(state, post),
    timestamp: fbTime(post.createdAt),
    container_id: post.containerId ?? null,
    children: post.childIds,
    link_attachment: post.linkAttachment ?? null,
    poll: post.poll ? { options: post.poll.options, expires_at: fbTime(post.poll.expiresAt) } : null,
    reply_to_id: post.replyToId ?? null,
    root_id: post.rootId,
    reply_control: post.replyControl,
    hidden: post.hidden,
    deleted: post.deleted,
    origin: post.origin,
    metrics: postMetricsAt(state, post, now),
  };
}

function containerJson(state: ThState, container: ThContainer, now: number) {
  return {
    id: container.id,
    media_type: container.type,
    status: containerStatus(state, container, now),
    error_message: containerError(state, container) ?? null,
    is_carousel_item: container.isCarouselItem,
    children: container.children,
    carousel_id: container.carouselId ?? null,
    published_id: container.publishedId ?? null,
    created_time: fbTime(container.createdAt),
  };
}

function registerContent(app: FastifyInstance, rt: ThRuntime): void {
  const now = () => rt.context.clock.now();
  app.get('/posts', async () => {
    const { state } = rt;
    const own = [...state.posts.values()]
      .reverse()
      .filter((post) => post.ownerId === state.user.id && !post.isCarouselItem);
    return {
      data: own.sort((a, b) => b.createdAt - a.createdAt).map((post) => postJson(state, post, now())),
    };
  });
  app.get<{ Params: { id: string } }>('/posts/:id', async (request, reply) => {
    const { state } = rt;
    const post = state.posts.get(request.params.id);
    if (!post) return fail(reply, 'no such post', 404);
    const replies = [...state.posts.values()].filter((other) => other.replyToId === post.id);
    return {
      ...postJson(state, post, now()),
      replies: replies.map((other) => postJson(state, other, now())),
    };
  });
  app.post<{ Params: { id: string } }>('/posts/:id/replies', async (request, reply) => {
    const { state } = rt;
    const post = livePost(state, request.params.id, now());
    if (!post) return fail(reply, 'no such post', 404);
    const body = asRecord(request.body);
    const author = visitorOf(state, str(body, 'username'));
    if (!author) return fail(reply, 'username must be a visitor');
    const text = str(body, 'text') ?? VISITOR_COMMENTS[state.posts.size % VISITOR_COMMENTS.length] ?? 'Nice!';
    const created = addVisitorReply(state, { post, author, text, at: now() });
    return reply.code(201).send(postJson(state, created, now()));
  });
  app.post('/mentions', async (request, reply) => {
    const { state } = rt;
    const body = asRecord(request.body);
    const author = visitorOf(state, str(body, 'username'));
    if (!author) return fail(reply, 'username must be a visitor');
    const words = str(body, 'text') ?? VISITOR_COMMENTS[state.posts.size % VISITOR_COMMENTS.length];
    const text = `@${state.user.username} ${words ?? 'Hi!'}`;
    const created = addMention(state, { author, text, at: now() });
    return reply.code(201).send(postJson(state, created, now()));
  });
  app.get<{ Params: { id: string } }>('/containers/:id', async (request, reply) => {
    const container = rt.state.containers.get(request.params.id);
    return container ? containerJson(rt.state, container, now()) : fail(reply, 'no such container', 404);
  });
}

function registerAccess(app: FastifyInstance, rt: ThRuntime): void {
  const _now = () => rt.context.clock.now();
  app.get('/tokens', async () => ({
    data: [...rt.state.tokens.values()].map((token) => ({
      access_token: token.value,
      user_id: token.userId,
      scopes: token.scopes,
      long_lived: token.longLived,
      issued_at: fbTime(token.issuedAt),
      expires_at: fbTime(token.expiresAt),
      invalidated: token.invalidated ?? null,
    })),
  }));
  app.post('/tokens/invalidate', async (request, reply) => {
    const body = asRecord(request.body);
    const reason = INVALIDATIONS[str(body, 'reason') ?? 'app_removed'];
    if (!reason) return fail(reply, `reason must be one of: ${Object.keys(INVALIDATIONS).join(', ')}`);
    const only = str(body, 'token');
    let count = 0;
    for (const token of rt.state.tokens.values()) {
      if (only && token.value !== only) continue;
      token.invalidated = reason;
      count += 1;
    }
    return { invalidated: count };
  });
  registerAuthorizeControl(app, authorizeDialog(rt), {
    apps: () => rt.state.apps,
    defaults: { response_type: 'code' },
    message: (error) => `${error.title}: ${error.message}`,
  });
}

/** Test-facing routes under `/_emulator/threads`. */
export function registerThreadsControl(app: FastifyInstance, rt: ThRuntime): void {
  app.get('/state', async () => {
    const { state } = rt;
    const posts = [...state.posts.values()];
    const own = posts.filter((post) => post.ownerId === state.user.id && !post.isCarouselItem);
    return {
      seed: state.seed,
      user: state.user,
      visitors: state.visitors.map(({ id, username, name }) => ({ id, username, name })),
      apps: [...state.apps.values()].map(({ id, name }) => ({ id, name })),
      counts: {
        posts: posts.length,
        account_threads: own.filter((post) => !post.replyToId).length,
        account_replies: own.filter((post) => post.replyToId).length,
        visitor_replies: posts.filter((post) => post.origin === 'visitor').length,
        mentions: posts.filter((post) => post.origin === 'mention').length,
        containers: state.containers.size,
        tokens: state.tokens.size,
        codes: state.codes.size,
        keyword_searches_24h: keywordSearchesMade(state, state.user.id, rt.context.clock.now()),
      },
      limits: state.limits,
    };
  });
  app.post('/limits', async (request, reply) => {
    const body = asRecord(request.body);
    for (const [key, value] of Object.entries(body)) {
      const field = LIMIT_KEYS[key];
      const nullable = field === 'callsPerDay' && value === null;
      if (!field) return fail(reply, `unknown limit ${key}; one of: ${Object.keys(LIMIT_KEYS).join(', ')}`);
      if (!nullable && (typeof value !== 'number' || !Number.isInteger(value) || value < 0))
        return fail(reply, `${key} must be an integer ≥ 0`);
    }
    for (const [key, value] of Object.entries(body))
      Object.assign(rt.state.limits, { [LIMIT_KEYS[key] ?? key]: value });
    return { limits: rt.state.limits, defaults: DEFAULT_LIMITS };
  });
  registerContent(app, rt);
  registerAccess(app, rt);
}

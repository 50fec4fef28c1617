import type { FastifyInstance, FastifyReply } from 'fastify';
import { asRecord as bodyOf, list, type Params, str } from '../../core/params.js';
import { registerInstagramControl } from './instagram/control.js';
import { registerMessengerControl } from './messenger/control.js';
import { DialogError, decide, parseDialog } from './oauth.js';
import { registerPublicPagesControl } from './public-control.js';
import type { FbRuntime } from './routing.js';
import { commentsOf, fbTime, localPart } from './state.js';
import type { FbComment, FbPost, FbState, TokenInvalidation } from './types.js';
import { registerWhatsAppControl } from './whatsapp/control.js';
import { addComment } from './world.js';

const INVALIDATIONS: Record<string, TokenInvalidation> = {
  password_changed: {
    subcode: 460,
    message:
      'The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.',
  },
  app_removed: { subcode: 458, message: 'The user has not authorized application.' },
  checkpoint: {
    subcode: 459,
    message:
      'You cannot access the app till you log in to www.facebook.com and follow the instructions given.',
  },
  role_removed: {
    subcode: 492,
    message: 'The session is invalid because the user is no longer an admin of the Page.',
  },
  invalid: { subcode: 467, message: 'The access token is invalid.' },
};

const iso = (ms: number | undefined | null) => (ms === undefined || ms === null ? null : fbTime(ms));

function commentJson(comment: FbComment) {
  return {
    id: comment.id,
    parent_id: comment.parentId ?? null,
    from: comment.from,
    message: comment.message,
    created_time: fbTime(comment.createdAt),
    by_visitor: comment.byVisitor,
    hidden: comment.hidden,
    like_count: comment.likes.size + comment.organicLikes,
    liked_by_page: comment.likes.size > 0,
  };
}

function postJson(state: FbState, post: FbPost) {
  return {
    id: post.id,
    page_id: post.pageId,
    type: post.type,
    message: post.message ?? null,
    link: post.link ?? null,
    photo_ids: post.photoIds,
    created_time: fbTime(post.createdAt),
    published_time: iso(post.publishedAt),
    scheduled_publish_time: iso(post.scheduledAt),
    is_published: post.publishedAt !== undefined,
    deleted: post.deleted,
    liked_by_page: post.likes.size > 0,
    comment_count: commentsOf(state, post.id).length,
    permalink_url: `https://www.facebook.com/${post.pageId}/posts/${localPart(post.id)}`,
    origin: post.origin,
  };
}

const notFound = (reply: FastifyReply, what: string) => reply.code(404).send({ error: `no such ${what}` });

/** Test-facing routes under `/_emulator/facebook`. */
export function registerFacebookControl(app: FastifyInstance, rt: FbRuntime): void {
  app.get('/state', async () => {
    const { state } = rt;
    return {
      seed: state.seed,
      user: state.user,
      apps: [...state.apps.values()],
      pages: [...state.pages.values()],
      counts: {
        posts: state.posts.size,
        photos: state.photos.size,
        comments: state.comments.size,
        tokens: state.tokens.size,
      },
      limits: state.limits,
    };
  });
  app.get('/pages', async () => ({ data: [...rt.state.pages.values()] }));
  app.get<{ Params: { pageId: string } }>('/pages/:pageId/posts', async (request, reply) => {
    const { state } = rt;
    if (!state.pages.has(request.params.pageId)) return notFound(reply, 'page');
    const posts = [...state.posts.values()].filter((post) => post.pageId === request.params.pageId);
    return { data: posts.sort((a, b) => b.createdAt - a.createdAt).map((post) => postJson(state, post)) };
  });
  app.get<{ Params: { postId: string } }>('/posts/:postId', async (request, reply) => {
    const post = rt.state.posts.get(request.params.postId);
    if (!post) return notFound(reply, 'post');
    return { ...postJson(rt.state, post), comments: commentsOf(rt.state, post.id).map(commentJson) };
  });
  app.post<{ Params: { postId: string } }>('/posts/:postId/visitor-comments', async (request, reply) => {
    const { state } = rt;
    const post = state.posts.get(request.params.postId);
    if (!post || post.deleted) return notFound(reply, 'post');
    const body = bodyOf(request.body);
    const message = str(body, 'message');
    if (!message) return reply.code(400).send({ error: 'message is required' });
    const visitor = state.visitors[state.comments.size % state.visitors.length] ?? state.user;
    const name = str(body, 'from_name');
    const comment = addComment(state, {
      postId: post.id,
      parentId: str(body, 'parent_id'),
      from: name ? { id: visitor.id, name } : visitor,
      message,
      createdAt: rt.context.clock.now(),
      organicLikes: 0,
      byVisitor: true,
    });
    return reply.code(201).send(commentJson(comment));
  });
  app.get('/tokens', async () => ({
    data: [...rt.state.tokens.values()].map((token) => ({
      access_token: token.value,
      kind: token.kind,
      page_id: token.pageId ?? null,
      scopes: token.scopes,
      page_ids: token.pageIds,
      long_lived: token.longLived,
      expires_at: iso(token.expiresAt),
      invalidated: token.invalidated ?? null,
    })),
  }));
  app.post('/tokens/invalidate', async (request, reply) => {
    const body = bodyOf(request.body);
    const reason = INVALIDATIONS[str(body, 'reason') ?? 'password_changed'];
    if (!reason)
      return reply
        .code(400)
        .send({ error: `reason must be one of: ${Object.keys(INVALIDATIONS).join(', ')}` });
    const only = str(body, 'token');
    const pageId = str(body, 'page_id');
    let count = 0;
    for (const token of rt.state.tokens.values()) {
      if ((only && token.value !== only) || (pageId && token.pageId !== pageId)) continue;
      token.invalidated = reason;
      count += 1;
    }
    return { invalidated: count };
  });
  app.post('/authorize', async (request, reply) => {
    const body = bodyOf(request.body);
    const params: Params = { ...body, client_id: str(body, 'client_id') ?? [...rt.state.apps.keys()][0] };
    try {
      const dialog = parseDialog(rt.state, params);
      const allow = body.deny !== true;
      return decide(
        rt.state,
        dialog,
        { allow, pageIds: list(body, 'pages'), declined: list(body, 'declined') },
        rt.context.clock.now(),
      );
    } catch (error) {
      if (error instanceof DialogError)
        return reply.code(400).send({ error: `${error.title}: ${error.message}` });
      throw error;
    }
  });
  app.post('/insights/retire', async (request) => {
    const metrics = list(bodyOf(request.body), 'metrics') ?? [];
    for (const metric of metrics) rt.state.retiredMetrics.add(metric);
    return { retired: [...rt.state.retiredMetrics] };
  });
  app.post('/limits', async (request) => {
    const body = bodyOf(request.body);
    const { app_calls_per_hour: perHour, page_calls_per_day: perDay } = body;
    if (typeof perHour === 'number') rt.state.limits.appCallsPerHour = perHour;
    if (typeof perDay === 'number') rt.state.limits.pageCallsPerDay = perDay;
    return rt.state.limits;
  });
  app.post('/apps', async (request, reply) => {
    const body = bodyOf(request.body);
    const id = str(body, 'id');
    const secret = str(body, 'secret');
    if (!id || !secret) return reply.code(400).send({ error: 'id and secret are required' });
    const redirectUris = list(body, 'redirect_uris');
    const registered = {
      id,
      secret,
      name: str(body, 'name') ?? 'App',
      ...(redirectUris ? { redirectUris } : {}),
    };
    rt.state.apps.set(id, registered);
    return reply.code(201).send(registered);
  });
  registerInstagramControl(app, rt);
  registerPublicPagesControl(app, rt);
  registerWhatsAppControl(app, rt);
  registerMessengerControl(app, rt);
}

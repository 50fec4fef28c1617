import type { FastifyInstance } from 'fastify';
import { registerAuthorizeControl } from '../../core/authorize-control.js';
import { fail, registerCountLimits, registerGrantControl } from '../../core/control.js';
import { clientTokenView } from '../../core/grants.js';
import { asRecord, str } from '../../core/params.js';
import { VISITOR_COMMENTS } from '../../core/seed-text.js';
import { commentJson, messageJson, postJson, stateJson } from './control-views.js';
import { authorizeDialog } from './oauth.js';
import type { RedditRuntime } from './routing.js';
import { DEFAULT_LIMITS, userNamed } from './state.js';
import { revokeToken } from './tokens.js';
import { addComment, addMessage } from './world.js';

function registerContent(app: FastifyInstance, rt: RedditRuntime): void {
  const now = () => rt.context.clock.now();
  app.get<{ Params: { name: string } }>('/users/:name/posts', async (request, reply) => {
    const { state } = rt;
    const user = userNamed(state, request.params.name);
    if (!user) return fail(reply, 'no such user', 404);
    const posts = [...state.posts.values()].filter((post) => post.authorId === user.id);
    posts.sort((a, b) => b.createdAt - a.createdAt);
    return { data: posts.map((post) => postJson(state, post, now())) };
  });
  app.get<{ Params: { id: string } }>('/posts/:id', async (request, reply) => {
    const { state } = rt;
    const post = state.posts.get(request.params.id.replace(/^t3_/, ''));
    if (!post) return fail(reply, 'no such post', 404);
    const comments = [...state.comments.values()].filter((comment) => comment.postId === post.id);
    comments.sort((a, b) => a.createdAt - b.createdAt);
    return {
      ...postJson(state, post, now()),
      comments: comments.map((comment) => commentJson(state, comment, now())),
    };
  });
  app.post<{ Params: { id: string } }>('/posts/:id/comments', async (request, reply) => {
    const { state } = rt;
    const post = state.posts.get(request.params.id.replace(/^t3_/, ''));
    if (!post || post.deleted) return fail(reply, 'no such post', 404);
    const body = asRecord(request.body);
    const author =
      userNamed(state, str(body, 'author') ?? '') ??
      state.visitors[state.comments.size % state.visitors.length];
    if (!author || author.id === state.user.id) return fail(reply, 'author must be a visitor');
    const comment = addComment(state, {
      postId: post.id,
      parentId: str(body, 'parent_id') ?? `t3_${post.id}`,
      authorId: author.id,
      body: str(body, 'text') ?? VISITOR_COMMENTS[state.comments.size % VISITOR_COMMENTS.length] ?? 'Nice!',
      createdAt: now(),
      origin: 'visitor',
    });
    return reply.code(201).send(commentJson(state, comment, now()));
  });
  app.get('/messages', async () => {
    const { state } = rt;
    const all = [...state.messages.values()].sort((a, b) => b.createdAt - a.createdAt);
    return { data: all.map((message) => messageJson(state, message)) };
  });
  app.post('/messages', async (request, reply) => {
    const { state } = rt;
    const body = asRecord(request.body);
    const author = userNamed(state, str(body, 'author') ?? '') ?? state.visitors[0];
    if (!author || author.id === state.user.id) return fail(reply, 'author must be a visitor');
    const message = addMessage(state, {
      authorId: author.id,
      destId: state.user.id,
      subject: str(body, 'subject') ?? 'Hello',
      body: str(body, 'text') ?? 'Hello from the emulator!',
      createdAt: now(),
      unread: true,
    });
    return reply.code(201).send({ id: message.id, name: `t4_${message.id}`, author: author.name });
  });
  app.get('/assets', async () => ({
    data: [...rt.state.assets.values()].map((asset) => ({
      asset_id: asset.id,
      key: asset.key,
      mimetype: asset.mimetype,
      uploaded_bytes: asset.uploadedBytes,
      location: asset.location,
    })),
  }));
}

function registerAccess(app: FastifyInstance, rt: RedditRuntime): void {
  registerGrantControl(app, {
    tokens: () => rt.state.tokens.values(),
    view: (token) => clientTokenView(token, rt.context.clock.now()),
    revoke: (token) => revokeToken(rt.state, token, 'invalidated'),
  });
  registerAuthorizeControl(app, authorizeDialog(rt), {
    apps: () => rt.state.apps,
    defaults: { response_type: 'code', duration: 'permanent' },
  });
}

/** Counts: qpm, window_seconds, submit_burst, submit_window_seconds; `reset_windows`. */
function registerLimits(app: FastifyInstance, rt: RedditRuntime): void {
  registerCountLimits(app, {
    limits: () => rt.state.limits,
    defaults: DEFAULT_LIMITS,
    noun: 'limit',
    resetWindows: () => {
      rt.state.windows.clear();
      rt.state.submissions = [];
    },
  });
}

/** Test-facing routes under `/_emulator/reddit`. */
export function registerRedditControl(app: FastifyInstance, rt: RedditRuntime): void {
  app.get('/state', async () => stateJson(rt.state, rt.context.clock.now()));
  registerLimits(app, rt);
  registerContent(app, rt);
  registerAccess(app, rt);
}

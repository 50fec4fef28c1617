import type { FastifyInstance } from 'fastify';
import { registerAuthorizeControl } from '../../core/authorize-control.js';
import { fail, registerCountLimits, registerGrantControl } from '../../core/control.js';
import { revokeToken } from '../../core/grants.js';
import { asRecord, bool, int, str } from '../../core/params.js';
import { VISITOR_COMMENTS } from '../../core/seed-text.js';
import { registerMessageControl } from './control-messages.js';
import { controlGroup, controlPost, controlPostWithComments, controlToken } from './control-views.js';
import { authorizeDialog } from './oauth.js';
import type { VkRuntime } from './routing.js';
import { DEFAULT_LIMITS, livePost, wallPosts } from './state.js';
import { visitorComment } from './world.js';

/** `-<group>_<post>` as the control API names posts. */
const postRef = (ref: string) => /^(-\d+)_(\d+)$/.exec(ref);

function registerContent(app: FastifyInstance, rt: VkRuntime): void {
  const now = () => rt.context.clock.now();
  app.get<{ Params: { id: string } }>('/groups/:id/wall', async (request, reply) => {
    const { state } = rt;
    const group = state.groups.get(Number(request.params.id));
    if (!group) return fail(reply, 'no such community', 404);
    const filter = str(asRecord(request.query), 'filter') ?? 'all';
    const published = wallPosts(state, -group.id);
    const postponed = wallPosts(state, -group.id, true);
    const posts =
      filter === 'postponed' ? postponed : filter === 'published' ? published : [...postponed, ...published];
    return {
      group: controlGroup(state, group, now()),
      posts: posts.map((post) => controlPost(state, post, now())),
    };
  });
  app.post<{ Params: { id: string } }>('/groups/:id/settings', async (request, reply) => {
    const group = rt.state.groups.get(Number(request.params.id));
    if (!group) return fail(reply, 'no such community', 404);
    const links = bool(asRecord(request.body), 'links_forbidden');
    if (links !== undefined) group.linksForbidden = links;
    return controlGroup(rt.state, group, now());
  });
  app.get<{ Params: { id: string } }>('/posts/:id', async (request, reply) => {
    const [, owner, id] = postRef(request.params.id) ?? [];
    const post = rt.state.posts.get(`${owner}_${id}`);
    return post ? controlPostWithComments(rt.state, post, now()) : fail(reply, 'no such post', 404);
  });
  app.post<{ Params: { id: string } }>('/posts/:id/comments', async (request, reply) => {
    const { state } = rt;
    const [, owner, id] = postRef(request.params.id) ?? [];
    const post = livePost(state, Number(owner), Number(id));
    if (!post) return fail(reply, 'no such published post', 404);
    const body = asRecord(request.body);
    const fromId = int(body, 'from_id');
    const author =
      fromId === undefined
        ? state.visitors[state.comments.size % state.visitors.length]
        : state.users.get(fromId);
    if (!author) return fail(reply, 'from_id must be a person of the emulator');
    const replyId = int(body, 'reply_to_comment');
    const replyTo = replyId === undefined ? undefined : state.comments.get(`${post.ownerId}_${replyId}`);
    if (replyId !== undefined && replyTo?.postId !== post.id)
      return fail(reply, 'no such comment on the post');
    const text =
      str(body, 'text') ?? VISITOR_COMMENTS[state.comments.size % VISITOR_COMMENTS.length] ?? 'Hi!';
    const comment = visitorComment(state, post, { fromId: author.id, text, at: now(), replyTo });
    return reply
      .code(201)
      .send({ id: comment.id, post_id: post.id, owner_id: post.ownerId, from_id: author.id, text });
  });
}

function registerAccess(app: FastifyInstance, rt: VkRuntime): void {
  registerGrantControl(app, {
    tokens: () => rt.state.tokens.values(),
    view: (token) => controlToken(token, rt.context.clock.now()),
    revoke: (token, body) => revokeToken(token, str(body, 'reason') ?? 'invalidated'),
    matches: (token, body) => {
      const [userId, groupId] = [int(body, 'user_id'), int(body, 'group_id')];
      return (
        (userId === undefined || token.userId === userId) &&
        (groupId === undefined || token.groupId === groupId)
      );
    },
  });
  registerAuthorizeControl(app, authorizeDialog(rt), { apps: () => rt.state.apps });
}

function registerLimits(app: FastifyInstance, rt: VkRuntime): void {
  registerCountLimits(app, {
    limits: () => rt.state.limits,
    defaults: DEFAULT_LIMITS,
    noun: 'limit',
    resetWindows: () => {
      rt.state.requests.clear();
      rt.state.writes.clear();
    },
  });
}

/** Test-facing routes under `/_emulator/vk`. */
export function registerVkControl(app: FastifyInstance, rt: VkRuntime): void {
  app.get('/state', async () => {
    const { state } = rt;
    const posts = [...state.posts.values()];
    return {
      seed: state.seed,
      user: { id: state.user.id, first_name: state.user.firstName, last_name: state.user.lastName },
      groups: [...state.groups.values()].map((group) => controlGroup(state, group, rt.context.clock.now())),
      visitors: state.visitors.map((visitor) => ({
        id: visitor.id,
        name: `${visitor.firstName} ${visitor.lastName}`,
      })),
      apps: [...state.apps.values()].map((vkApp) => ({ id: vkApp.id, name: vkApp.name })),
      counts: {
        posts: posts.length,
        api_posts: posts.filter((post) => post.origin === 'api').length,
        postponed: posts.filter((post) => post.postponed && !post.deleted).length,
        comments: state.comments.size,
        messages: state.messages.size,
        photos: state.photos.size,
        videos: state.videos.size,
        polls: state.polls.size,
        tokens: state.tokens.size,
        codes: state.codes.size,
      },
      limits: state.limits,
    };
  });
  registerContent(app, rt);
  registerMessageControl(app, rt);
  registerAccess(app, rt);
  registerLimits(app, rt);
}

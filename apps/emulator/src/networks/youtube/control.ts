import type { FastifyInstance } from 'fastify';
import { registerAuthorizeControl } from '../../core/authorize-control.js';
import { fail, registerGrantControl } from '../../core/control.js';
import { clientTokenView } from '../../core/grants.js';
import { asRecord, str } from '../../core/params.js';
import { VISITOR_COMMENTS } from '../../core/seed-text.js';
import { commentControlJson, sessionControlJson, videoControlJson, videoThreads } from './control-views.js';
import { authorizeDialog } from './oauth.js';
import { DEFAULT_QUOTA_LIMITS, freshQuota, quotaJson, quotaToday } from './quota.js';
import type { YtRuntime } from './routing.js';
import { channelVideos, ownChannels } from './state.js';
import { revokeGrant } from './tokens.js';
import { addComment, commentable } from './world.js';

function registerContent(app: FastifyInstance, rt: YtRuntime): void {
  const now = () => rt.context.clock.now();
  app.get<{ Params: { id: string } }>('/channels/:id/videos', async (request, reply) => {
    if (!rt.state.channels.has(request.params.id)) return fail(reply, 'no such channel', 404);
    return {
      data: channelVideos(rt.state, request.params.id, now()).map((video) =>
        videoControlJson(rt.state, video, now()),
      ),
    };
  });
  app.get<{ Params: { id: string } }>('/videos/:id', async (request, reply) => {
    const video = rt.state.videos.get(request.params.id);
    if (!video) return fail(reply, 'no such video', 404);
    return { ...videoControlJson(rt.state, video, now()), comments: videoThreads(rt.state, video, now()) };
  });
  /** A visitor comments now (or replies, with `parent_id`). */
  app.post<{ Params: { id: string } }>('/videos/:id/comments', async (request, reply) => {
    const { state } = rt;
    const video = state.videos.get(request.params.id);
    if (!video || !commentable(video)) return fail(reply, 'no such public video open to comments', 404);
    const body = asRecord(request.body);
    const author =
      state.channels.get(str(body, 'author_channel_id') ?? '') ??
      state.visitors[state.comments.size % state.visitors.length];
    const parent = state.comments.get(str(body, 'parent_id') ?? '');
    if (!author) return fail(reply, 'no visitor to comment');
    const text =
      str(body, 'text') ?? VISITOR_COMMENTS[state.comments.size % VISITOR_COMMENTS.length] ?? 'Nice!';
    const comment = addComment(state, {
      video,
      author,
      text,
      at: now(),
      origin: 'visitor',
      ...(parent ? { parent } : {}),
    });
    return reply.code(201).send(commentControlJson(comment));
  });
  app.get('/uploads', async () => ({ data: [...rt.state.sessions.values()].map(sessionControlJson) }));
}

function registerAccess(app: FastifyInstance, rt: YtRuntime): void {
  // Invalidating any token of a grant ends the whole grant.
  registerGrantControl(app, {
    tokens: () => rt.state.tokens.values(),
    view: (token) => ({ ...clientTokenView(token, rt.context.clock.now()), channel_id: token.channelId }),
    revoke: (token) => revokeGrant(rt.state, token, 'invalidated'),
  });
  registerAuthorizeControl(app, authorizeDialog(rt), {
    apps: () => rt.state.apps,
    defaults: { response_type: 'code' },
  });
}

const QUOTA_FIELDS = {
  units_used: ['units', false],
  inserts_used: ['inserts', false],
  searches_used: ['searches', false],
  units_limit: ['units', true],
  inserts_limit: ['inserts', true],
  searches_limit: ['searches', true],
} as const;

function registerQuota(app: FastifyInstance, rt: YtRuntime): void {
  const now = () => rt.context.clock.now();
  app.get('/quota', async () => quotaJson(rt.state, now()));
  /** Sets counters or limits (`units_used`, `units_limit`…); `reset: true` starts the day over. */
  app.post('/quota', async (request, reply) => {
    const body = asRecord(request.body);
    if (body.reset === true) rt.state.quota = freshQuota(now(), { ...DEFAULT_QUOTA_LIMITS });
    const quota = quotaToday(rt.state, now());
    for (const [key, value] of Object.entries(body)) {
      if (key === 'reset') continue;
      const field = QUOTA_FIELDS[key as keyof typeof QUOTA_FIELDS];
      if (!field)
        return fail(reply, `unknown field ${key}; one of: reset, ${Object.keys(QUOTA_FIELDS).join(', ')}`);
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
        return fail(reply, `${key} must be an integer ≥ 0`);
    }
    for (const [key, value] of Object.entries(body)) {
      const field = QUOTA_FIELDS[key as keyof typeof QUOTA_FIELDS];
      if (!field || typeof value !== 'number') continue;
      const [bucket, isLimit] = field;
      if (isLimit) quota.limits[bucket] = value;
      else quota[bucket] = value;
    }
    return quotaJson(rt.state, now());
  });
}

/** Test-facing routes under `/_emulator/youtube`. */
export function registerYoutubeControl(app: FastifyInstance, rt: YtRuntime): void {
  app.get('/state', async () => {
    const { state } = rt;
    const videos = [...state.videos.values()];
    return {
      seed: state.seed,
      user: state.user,
      channels: ownChannels(state).map(({ id, title, customUrl, uploadsPlaylistId }) => ({
        id,
        title,
        custom_url: customUrl,
        uploads_playlist_id: uploadsPlaylistId,
      })),
      apps: [...state.apps.values()].map((app) => ({ client_id: app.clientId, name: app.name })),
      counts: {
        videos: videos.filter((video) => !video.deleted).length,
        api_videos: videos.filter((video) => video.origin === 'api').length,
        comments: state.comments.size,
        tokens: state.tokens.size,
        codes: state.codes.size,
        upload_sessions: state.sessions.size,
      },
      quota: quotaJson(state, rt.context.clock.now()),
    };
  });
  registerContent(app, rt);
  registerAccess(app, rt);
  registerQuota(app, rt);
}

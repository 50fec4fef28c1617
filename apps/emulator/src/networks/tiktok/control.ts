import type { FastifyInstance } from 'fastify';
import { registerAuthorizeControl } from '../../core/authorize-control.js';
import { fail, registerGrantControl } from '../../core/control.js';
import { grantView, revokeToken } from '../../core/grants.js';
import { registerSettingsControl } from './control-settings.js';
import { statusView } from './lifecycle.js';
import { metricsAt } from './metrics.js';
import { authorizeDialog } from './oauth.js';
import type { TiktokRuntime } from './routing.js';
import { openIdOf } from './state.js';
import type { TiktokPost, TiktokPublish, TiktokState } from './types.js';

const iso = (ms: number) => new Date(ms).toISOString();

function postJson(state: TiktokState, post: TiktokPost, now: number) {
  return {
    id: post.id,
    kind: post.kind,
    title: post.info.title,
    description: post.info.description,
    privacy_level: post.info.privacyLevel,
    created_at: iso(post.createdAt),
    origin: post.origin,
    publish_id: post.publishId ?? null,
    duration: post.durationSec,
    image_count: post.imageCount,
    settings: post.info,
    metrics: metricsAt(state, post, now),
  };
}

function publishJson(publish: TiktokPublish) {
  return {
    publish_id: publish.id,
    kind: publish.kind,
    source: publish.source,
    post_mode: publish.mode,
    client_key: publish.clientKey,
    created_at: iso(publish.createdAt),
    post_info: publish.info,
    video_size: publish.videoSize,
    chunk_size: publish.chunkSize,
    total_chunk_count: publish.totalChunks,
    media_urls: publish.mediaUrls,
    post_id: publish.postId ?? null,
    ...statusView(publish),
  };
}

function registerContent(app: FastifyInstance, rt: TiktokRuntime): void {
  const now = () => rt.context.clock.now();
  app.get('/posts', async () => {
    const posts = [...rt.state.posts.values()].sort((a, b) => b.createdAt - a.createdAt);
    return { data: posts.map((post) => postJson(rt.state, post, now())) };
  });
  app.get('/publishes', async () => ({ data: [...rt.state.publishes.values()].map(publishJson) }));
  app.get<{ Params: { id: string } }>('/publishes/:id', async (request, reply) => {
    const publish = rt.state.publishes.get(request.params.id);
    return publish ? publishJson(publish) : fail(reply, 'no such publish', 404);
  });
}

function registerAccess(app: FastifyInstance, rt: TiktokRuntime): void {
  registerGrantControl(app, {
    tokens: () => rt.state.tokens.values(),
    view: (token) => ({
      ...grantView(token, rt.context.clock.now()),
      client_key: token.clientKey,
      open_id: openIdOf(token.clientKey, token.creatorId),
      scopes: token.scopes,
    }),
    revoke: (token) => revokeToken(token, 'invalidated'),
  });
  registerAuthorizeControl(app, authorizeDialog(rt), {
    apps: () => rt.state.apps,
    clientParam: 'client_key',
    defaults: { response_type: 'code' },
  });
}

/** Test-facing routes under `/_emulator/tiktok`. */
export function registerTiktokControl(app: FastifyInstance, rt: TiktokRuntime): void {
  app.get('/state', async () => {
    const { state } = rt;
    return {
      seed: state.seed,
      creator: state.creator,
      apps: [...state.apps.values()].map(({ clientKey, name }) => ({ client_key: clientKey, name })),
      counts: {
        posts: state.posts.size,
        publishes: state.publishes.size,
        tokens: state.tokens.size,
        codes: state.codes.size,
      },
      mainland_china: state.mainlandChina,
      unaudited: state.unaudited,
      verified_domains: state.verifiedDomains,
      limits: { per_minute: state.limits.perMinute, posts_per_day: state.limits.postsPerDay },
    };
  });
  registerContent(app, rt);
  registerAccess(app, rt);
  registerSettingsControl(app, rt);
}

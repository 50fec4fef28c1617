import { listenQuotaEndpoints as quota, listenTopicEndpoints as topic } from '@herald/contract';
import { type Binding, bind } from '../../http/bind.js';
import type { ListeningDeps } from './deps.js';
import { insightRoutes } from './insight/routes.js';
import { sweepSpec } from './jobs/specs.js';
import { previewTopic } from './preview.js';
import { hashtagRemainOf, quotaOf } from './quota.js';
import { listTopics, refreshTopic, topicConfig, topicLast } from './topics/read.js';
import { activateTopic, archiveTopic, createTopic, deleteTopic, updateTopic } from './topics/service.js';

/** Listening's endpoints (SPEC §2 /listen/*, §7 Listen calls). */
export function listeningRoutes(deps: ListeningDeps): Binding[] {
  const { db } = deps;
  const sweepNow = async () => {
    await deps.queue.send(sweepSpec, {});
  };
  return [
    bind(topic.list, (input, ctx) => listTopics(db, ctx.tenant.gameId, input)),
    bind(topic.config, (input, ctx) => topicConfig(db, ctx.tenant.gameId, input.id)),
    bind(topic.create, (input, ctx) => createTopic(deps, ctx, input)),
    bind(topic.update, (input, ctx) => updateTopic(deps, ctx, input)),
    bind(topic.activate, (input, ctx) => activateTopic(deps, ctx, input.id)),
    bind(topic.archive, (input, ctx) => archiveTopic(deps, ctx, input.id)),
    bind(topic.delete, (input, ctx) => deleteTopic(deps, ctx, input.id)),
    bind(topic.preview, (input, ctx) => previewTopic(deps, ctx.tenant.gameId, input)),
    bind(topic.refresh, (input, ctx) => refreshTopic(db, ctx.tenant.gameId, input.id, sweepNow)),
    bind(topic.last, (input, ctx) => topicLast(db, ctx.tenant.gameId, input.id)),
    bind(quota.hashtagRemain, (_input, ctx) => hashtagRemainOf(db, ctx.tenant.gameId)),
    bind(quota.quota, (_input, ctx) => quotaOf(db, ctx.tenant.gameId)),
    ...insightRoutes(deps),
  ];
}

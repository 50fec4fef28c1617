import { reviewConfigEndpoints as endpoints } from '@herald/contract';
import { type Binding, bind } from '../../http/bind.js';
import { postToChat } from './chat.js';
import { chatTestAnswer, chatTestMessage } from './chat-messages.js';
import { getReviewConfig, saveReviewConfig } from './config.js';
import type { ReviewConfigDeps } from './deps.js';
import { exportFlows } from './flow-export.js';
import { importFlows } from './flow-import.js';
import { deleteFlow, listFlows, saveFlow } from './flows.js';
import { accountReviews, reviewLookup } from './lookup.js';

export function reviewConfigRoutes(deps: ReviewConfigDeps): Binding[] {
  const { db } = deps;
  return [
    bind(endpoints.configGet, (_input, ctx) => getReviewConfig(deps, ctx)),
    bind(endpoints.configSave, (input, ctx) => saveReviewConfig(deps, ctx, input)),
    bind(endpoints.chatTest, async (input, ctx) =>
      chatTestAnswer(ctx.locale, await postToChat(deps.outbound, input.chat, chatTestMessage(ctx.locale))),
    ),
    bind(endpoints.flowList, (input, ctx) => listFlows(db, ctx.tenant.gameId, input.keyword)),
    bind(endpoints.flowCreate, (input, ctx) => saveFlow(db, ctx.tenant.gameId, input)),
    bind(endpoints.flowUpdate, (input, ctx) => saveFlow(db, ctx.tenant.gameId, input, input.id)),
    bind(endpoints.flowDelete, (input, ctx) => deleteFlow(db, ctx.tenant.gameId, input.id)),
    bind(endpoints.flowImport, (input, ctx) => importFlows(db, ctx, input.content)),
    bind(endpoints.flowExport, (_input, ctx) => exportFlows(db, ctx)),
    bind(endpoints.lookup, (_input, ctx) => reviewLookup(db, ctx)),
    bind(endpoints.accountFlows, (_input, ctx) => accountReviews(db, ctx)),
  ];
}

import { smartRuleEndpoints as endpoints } from '@herald/contract';
import { type Binding, bind } from '../../../http/bind.js';
import { dryRun } from './dry-run.js';
import { sendApplyStep } from './jobs.js';
import type { SmartRuleDeps } from './ports.js';
import { rerunOfGame, startApply } from './rerun.js';
import { createRule, deleteRule, moveRule, ruleLists, updateRule } from './store.js';

export function smartRuleRoutes(deps: SmartRuleDeps): Binding[] {
  const { db } = deps;
  return [
    bind(endpoints.list, async (_input, ctx) => ({
      ...(await ruleLists(db, ctx.tenant.gameId)),
      rerun: await rerunOfGame(db, ctx.tenant.gameId),
    })),
    bind(endpoints.create, (input, ctx) => createRule(db, ctx.tenant.gameId, input)),
    bind(endpoints.update, (input, ctx) => updateRule(db, ctx.tenant.gameId, input.id, input)),
    bind(endpoints.move, (input, ctx) =>
      moveRule(db, ctx.tenant.gameId, input.id, input.order, input.position),
    ),
    bind(endpoints.delete, (input, ctx) => deleteRule(db, ctx.tenant.gameId, input.id)),
    bind(endpoints.dryRun, (input, ctx) => dryRun(db, ctx, input.criteria, input.days)),
    bind(endpoints.apply, (input, ctx) =>
      startApply(deps, ctx.tenant.gameId, input, sendApplyStep(deps.queue)),
    ),
  ];
}

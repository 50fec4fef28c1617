import { sentimentRuleEndpoints as endpoints } from '@herald/contract';
import type { Db } from '../../db/client.js';
import { type Binding, bind } from '../../http/bind.js';
import type { CachedSentimentJudge } from './judge.js';
import { createRule, deleteRule, listRules, moveRule, type RuleStore, updateRule } from './rules.js';
import type { SentimentHooks } from './types.js';

/** What the sentiment rules endpoints work with. */
export interface SentimentDeps {
  db: Db;
  judge: CachedSentimentJudge;
  hooks: SentimentHooks;
}

export function sentimentRoutes({ db, judge, hooks }: SentimentDeps): Binding[] {
  const store: RuleStore = { db, hooks, changed: (gameId) => judge.forget(gameId) };
  return [
    bind(endpoints.list, async (_input, ctx) => {
      const { gameId } = ctx.tenant;
      const [list, rerun, corrections] = await Promise.all([
        listRules(db, gameId),
        hooks.rerun(gameId),
        hooks.corrections(gameId),
      ]);
      return { list, rerun, corrections };
    }),
    bind(endpoints.create, (input, ctx) => createRule(store, ctx.tenant.gameId, input)),
    bind(endpoints.update, (input, ctx) => updateRule(store, ctx.tenant.gameId, input.id, input)),
    bind(endpoints.move, (input, ctx) => moveRule(store, ctx.tenant.gameId, input.id, input.position)),
    bind(endpoints.delete, (input, ctx) => deleteRule(store, ctx.tenant.gameId, input.id)),
    bind(endpoints.test, (input, ctx) => judge.judge(ctx.tenant.gameId, input.text)),
  ];
}

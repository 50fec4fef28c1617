import { accountEndpoints, oauthEndpoints, thirdEndpoints } from '@herald/contract';
import type { FastifyReply } from 'fastify';
import { type Binding, bind } from '../../http/bind.js';
import { accountFor, assertOnApi } from './access.js';
import { backtrackInfo, runBacktrack } from './backtrack.js';
import { bindAccounts, bindCandidates } from './bind.js';
import { completeConnect, startConnect } from './connect.js';
import type { AccountDeps } from './deps.js';
import { exportAccounts } from './export.js';
import { lookUp } from './lookup.js';
import { addManualAccount } from './manual.js';
import { bindGroup, deleteAccount, refreshAccount, renewAccount, setRemark, setTemplate } from './service.js';
import { pageAccountViews } from './views.js';

/** The console's origin as the browser used it, for the /middle/oauth redirect. */
function originOf(reply: FastifyReply): string {
  return `${reply.request.protocol}://${reply.request.host}`;
}

export function accountRoutes(deps: AccountDeps): Binding[] {
  const { db } = deps;
  return [
    bind(accountEndpoints.list, (input, ctx) => pageAccountViews(db, ctx, input)),
    bind(accountEndpoints.export, (input, ctx) => exportAccounts(deps, ctx, input)),
    bind(accountEndpoints.networks, async () => deps.platforms.profiles()),
    bind(accountEndpoints.bind, (input, ctx, reply) => startConnect(deps, ctx, originOf(reply), input)),
    bind(accountEndpoints.rebind, async (input, ctx, reply) => {
      const account = await accountFor(db, ctx, input.id, 'link');
      assertOnApi(account);
      return startConnect(deps, ctx, originOf(reply), {
        social_channel: account.socialChannel,
        rebindAccountId: account.id,
        // A VK community is reconnected by asking its tokens again (its social id is its group id).
        ...(account.socialChannel === 'vk' ? { group_ids: [account.socialId] } : {}),
      });
    }),
    bind(accountEndpoints.bindCandidates, (input, ctx) => bindCandidates(deps, ctx, input.state)),
    bind(accountEndpoints.bindAccounts, (input, ctx) => bindAccounts(deps, ctx, input)),
    bind(accountEndpoints.addManual, (input, ctx) => addManualAccount(deps, ctx, input)),
    bind(accountEndpoints.refresh, (input, ctx) => refreshAccount(deps, ctx, input.id)),
    bind(accountEndpoints.remark, (input, ctx) => setRemark(deps, ctx, input.id, input.remark)),
    bind(accountEndpoints.template, (input, ctx) => setTemplate(deps, ctx, input.id, input.post_template)),
    bind(accountEndpoints.delete, (input, ctx) => deleteAccount(deps, ctx, input.id)),
    bind(accountEndpoints.backtrackInfo, (input, ctx) => backtrackInfo(deps, ctx, input.id)),
    bind(accountEndpoints.backtrackRun, (input, ctx) => runBacktrack(deps, ctx, input.id, input.since)),
    bind(accountEndpoints.bindGroups, (input, ctx) => bindGroup(deps, ctx, input.id, input.group_id)),
    bind(thirdEndpoints.search, (input, ctx) => lookUp(deps, ctx, input)),
    bind(oauthEndpoints.callback, async (input, ctx) => {
      const done = await completeConnect(deps, ctx, input);
      const answer = { state: done.state, social_channel: done.social_channel };
      // A network that asks a second consent (VK) sends the popup on to it before anything is renewed.
      if ('next_url' in done) return { ...answer, next_url: done.next_url };
      if (done.rebindAccountId !== null) await renewAccount(deps, ctx, done.state);
      return answer;
    }),
  ];
}

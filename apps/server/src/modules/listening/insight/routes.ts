import { listenInsightEndpoints as insight, listenPatchEndpoints as patch } from '@herald/contract';
import { type Binding, bind } from '../../../http/bind.js';
import { topicAlerts } from '../alerts/list.js';
import type { ListeningDeps } from '../deps.js';
import { comparePatch } from '../patch/compare.js';
import { patchTerms } from '../patch/parse.js';
import { topAuthors } from './authors.js';
import { correctMention } from './correct.js';
import { topicMentions } from './mentions.js';
import { metricGroupsOf } from './metrics.js';
import { topicOverview } from './overview.js';
import { shareOfVoice } from './share.js';
import { topicTerms } from './terms.js';

/** A topic's insight tabs, its spike alerts and the patch-note tools (SPEC §2 /listen/active/{id}). */
export function insightRoutes(deps: ListeningDeps): Binding[] {
  const { db } = deps;
  return [
    bind(insight.metrics, async (input) => metricGroupsOf(input.topic_type)),
    bind(insight.overview, (input, ctx) => topicOverview(db, ctx.tenant.gameId, input)),
    bind(insight.mentions, (input, ctx) => topicMentions(db, ctx.tenant.gameId, input)),
    bind(insight.correct, (input, ctx) => correctMention(db, ctx.tenant.gameId, input)),
    bind(insight.authors, (input, ctx) => topAuthors(db, ctx.tenant.gameId, input)),
    bind(insight.terms, (input, ctx) => topicTerms(db, ctx.tenant.gameId, input)),
    bind(insight.share, (input, ctx) => shareOfVoice(db, ctx.tenant.gameId, input)),
    bind(insight.alerts, (input, ctx) => topicAlerts(db, ctx.tenant.gameId, input.topic_id)),
    bind(patch.terms, async (input) => patchTerms(input.text)),
    bind(patch.compare, (input, ctx) => comparePatch(db, ctx.tenant.gameId, input)),
  ];
}

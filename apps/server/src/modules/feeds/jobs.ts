import type { z } from 'zod';
import type { JobDefinition, JobSpec } from '../../jobs/queue.js';
import type { FeedsDeps } from './deps.js';
import { reclassifyJob, reclassifySpec } from './reclassify/job.js';
import { ruleEffectJobs, ruleHideSpec, ruleReplySpec } from './rule-effects.js';
import { smartRuleApplyJob, smartRuleApplySpec } from './smart-rules/jobs.js';
import type { SmartRuleDeps } from './smart-rules/ports.js';
import { feedSyncDueJob, feedSyncDueSpec, feedSyncJob, feedSyncSpec } from './sync/jobs.js';

/**
 * The inbox's queues: per-account syncs and their sweep, re-classification after rules change, a
 * smart rule applied to the past, and the replies and hides rules queue.
 */
export const feedsJobSpecs: JobSpec<z.ZodType>[] = [
  feedSyncSpec,
  feedSyncDueSpec,
  reclassifySpec,
  smartRuleApplySpec,
  ruleReplySpec,
  ruleHideSpec,
];

export function feedsJobs(deps: FeedsDeps, rules: SmartRuleDeps): JobDefinition<z.ZodType>[] {
  return [
    feedSyncJob(deps),
    feedSyncDueJob(deps),
    reclassifyJob(deps),
    smartRuleApplyJob(rules) as JobDefinition<z.ZodType>,
    ...ruleEffectJobs(deps),
  ];
}

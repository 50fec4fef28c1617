import { z } from 'zod';
import type { DbOrTx } from '../../../db/client.js';
import type { JobDefinition, JobQueue, JobSpec } from '../../../jobs/queue.js';
import type { SmartRuleDeps } from './ports.js';
import { type ApplyStep, applyStep } from './rerun.js';

const stepPayload = z.object({
  gameId: z.number().int().positive(),
  ruleId: z.number().int().positive(),
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  after: z
    .object({ createdAt: z.iso.datetime({ offset: true }), id: z.number().int().positive() })
    .nullable(),
});

/**
 * One step of applying a smart rule to a past range; each step queues the next in its own
 * transaction. Retried, since a failed step is rolled back whole and starts again from its cursor.
 */
export const smartRuleApplySpec: JobSpec<typeof stepPayload> = {
  name: 'feeds.smart_rule_apply',
  payload: stepPayload,
  retryLimit: 3,
  retryDelaySeconds: 30,
  expireInSeconds: 15 * 60,
};

export function sendApplyStep(queue: JobQueue) {
  return (step: ApplyStep, tx: DbOrTx) => queue.send(smartRuleApplySpec, step, tx);
}

export function smartRuleApplyJob(deps: SmartRuleDeps): JobDefinition<typeof stepPayload> {
  return {
    ...smartRuleApplySpec,
    handle: (step) => applyStep(deps, step, sendApplyStep(deps.queue)),
  };
}

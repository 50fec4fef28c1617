import type { z } from 'zod';
import type { JobDefinition, JobSpec } from '../../jobs/queue.js';
import type { AccountDeps } from './deps.js';
import { syncDueJob, syncDueSpec } from './sync-due-job.js';
import { backtrackJob, backtrackSpec, syncAccountSpec, syncJob } from './sync-job.js';

/** The queues of the accounts module (created before anything is sent to them). */
export const accountJobSpecs: readonly JobSpec<z.ZodType>[] = [syncAccountSpec, backtrackSpec, syncDueSpec];

/** The accounts module's job handlers, for a worker. */
export function accountJobs(deps: AccountDeps): JobDefinition<z.ZodType>[] {
  return [syncJob(deps), backtrackJob(deps), syncDueJob(deps)] as JobDefinition<z.ZodType>[];
}

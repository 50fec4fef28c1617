import type { z } from 'zod';
import type { JobDefinition, JobSpec } from '../../jobs/queue.js';
import type { FeedsDeps } from './deps.js';
import { reclassifyJob, reclassifySpec } from './reclassify/job.js';
import { feedSyncDueJob, feedSyncDueSpec, feedSyncJob, feedSyncSpec } from './sync/jobs.js';

/** The inbox's queues: per-account syncs and their sweep, re-classification after rules change. */
export const feedsJobSpecs: JobSpec<z.ZodType>[] = [feedSyncSpec, feedSyncDueSpec, reclassifySpec];

export function feedsJobs(deps: FeedsDeps): JobDefinition<z.ZodType>[] {
  return [feedSyncJob(deps), feedSyncDueJob(deps), reclassifyJob(deps)];
}

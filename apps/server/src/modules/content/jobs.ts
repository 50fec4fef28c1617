import type { z } from 'zod';
import type { JobDefinition, JobSpec } from '../../jobs/queue.js';
import type { ContentDeps } from './deps.js';
import { deleteJob } from './pipeline/delete-job.js';
import { dueJob } from './pipeline/due-job.js';
import { publishJob } from './pipeline/publish-job.js';
import { contentJobSpecs as pipelineSpecs, publishNetworks } from './pipeline/specs.js';
import { sweepJob, sweepSpec } from './pipeline/sweep-job.js';

/** The content module's queues (created before anything is sent to them). */
export function contentJobSpecs(leaseSeconds: number): JobSpec<z.ZodType>[] {
  return [...pipelineSpecs(leaseSeconds), sweepSpec];
}

/** The content module's job handlers, for a worker: due schedules, one publish queue per network, deletes, the sweep. */
export function contentJobs(deps: ContentDeps): JobDefinition<z.ZodType>[] {
  return [
    dueJob(deps),
    deleteJob(deps),
    sweepJob(deps),
    ...publishNetworks.map((network) => publishJob(deps, network)),
  ] as JobDefinition<z.ZodType>[];
}

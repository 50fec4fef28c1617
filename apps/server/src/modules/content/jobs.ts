import type { z } from 'zod';
import type { JobDefinition } from '../../jobs/queue.js';
import type { ContentDeps } from './deps.js';
import { deleteJob } from './pipeline/delete-job.js';
import { dueJob } from './pipeline/due-job.js';
import { publishJob } from './pipeline/publish-job.js';
import { contentJobSpecs, publishNetworks } from './pipeline/specs.js';

export { contentJobSpecs };

/** The content module's job handlers, for a worker: due schedules, one publish queue per network, deletes. */
export function contentJobs(deps: ContentDeps): JobDefinition<z.ZodType>[] {
  return [
    dueJob(deps),
    deleteJob(deps),
    ...publishNetworks.map((network) => publishJob(deps, network)),
  ] as JobDefinition<z.ZodType>[];
}

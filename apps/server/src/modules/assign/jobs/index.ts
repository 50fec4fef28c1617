import type { z } from 'zod';
import type { JobDefinition } from '../../../jobs/queue.js';
import type { AssignDeps } from '../deps.js';
import { noticeMailJob } from '../notify/mail-job.js';
import { proposeForOpenTasks, proposeForTask } from './propose.js';
import { proposeSpec, sweepSpec } from './specs.js';
import { sweepTasks } from './sweep.js';

/** The assign module's job handlers, for a worker: the minute's sweep, proposals, e-mails. */
export function assignJobs(deps: AssignDeps): JobDefinition<z.ZodType>[] {
  const sweep: JobDefinition<typeof sweepSpec.payload> = {
    ...sweepSpec,
    cron: '* * * * *',
    handle: async () => {
      const done = await sweepTasks(deps);
      if (done.expired + done.reminded > 0)
        deps.logger.info(done, 'assign sweep: tasks expired and reminded');
    },
  };
  const propose: JobDefinition<typeof proposeSpec.payload> = {
    ...proposeSpec,
    // Scheduled without a task: every open task, for the posts read from the networks since.
    cron: '*/15 * * * *',
    handle: async ({ task_id }) => {
      const proposed =
        task_id === undefined ? await proposeForOpenTasks(deps) : await proposeForTask(deps, task_id);
      if (proposed > 0) deps.logger.info({ task_id, proposed }, 'assign: posts proposed');
    },
  };
  return [sweep, propose, noticeMailJob(deps)] as JobDefinition<z.ZodType>[];
}

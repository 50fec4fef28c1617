import type { z } from 'zod';
import type { JobDefinition } from '../../../jobs/queue.js';
import type { ListeningDeps } from '../deps.js';
import { spikeMailJob } from './mail-job.js';
import { spikeSpec } from './specs.js';
import { sweepSpikes } from './sweep.js';

/** The spike alerts' job handlers, for a worker: the 5-minute sweep and the notice e-mails. */
export function insightJobs(deps: ListeningDeps): JobDefinition<z.ZodType>[] {
  const spikes: JobDefinition<typeof spikeSpec.payload> = {
    ...spikeSpec,
    cron: '*/5 * * * *',
    handle: async () => {
      const done = await sweepSpikes(deps);
      if (done.alerts > 0) deps.logger.info(done, 'listening spike alerts raised');
    },
  };
  return [spikes, spikeMailJob(deps)] as JobDefinition<z.ZodType>[];
}

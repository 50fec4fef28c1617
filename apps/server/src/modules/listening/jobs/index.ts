import type { z } from 'zod';
import type { JobDefinition } from '../../../jobs/queue.js';
import type { ListeningDeps } from '../deps.js';
import { fetchRun } from '../fetch/run.js';
import { sweepRuns } from '../fetch/sweep.js';
import { fetchSpec, sweepSpec } from './specs.js';

/** Listening's fetch handlers, for a worker: the minute sweep and the fetches it queues. */
export function listeningFetchJobs(deps: ListeningDeps): JobDefinition<z.ZodType>[] {
  const sweep: JobDefinition<typeof sweepSpec.payload> = {
    ...sweepSpec,
    cron: '* * * * *',
    handle: async () => {
      const taken = await sweepRuns(deps);
      if (taken > 0) deps.logger.debug({ taken }, 'listening runs queued');
    },
  };
  const fetch: JobDefinition<typeof fetchSpec.payload> = {
    ...fetchSpec,
    // Network reads wait on the networks: a few side by side per worker.
    concurrency: 4,
    handle: async ({ topic_id, network }) => {
      const outcome = await fetchRun(deps, topic_id, network);
      if (outcome && outcome.state !== 'ok') {
        deps.logger.info({ topic: topic_id, network, state: outcome.state }, 'listening fetch');
      }
    },
  };
  return [sweep, fetch] as JobDefinition<z.ZodType>[];
}

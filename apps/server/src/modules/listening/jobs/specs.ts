import { listenNetworkSchema } from '@herald/contract';
import { z } from 'zod';
import type { JobSpec } from '../../../jobs/queue.js';

/**
 * Every minute: takes the runs that are due (active topics, lease free) under a lease and queues a
 * fetch for each. Never retried: the next minute's sweep does the same.
 */
export const sweepSpec = {
  name: 'listen.sweep',
  payload: z.object({}),
  retryLimit: 0,
  retryDelaySeconds: 60,
  expireInSeconds: 5 * 60,
} satisfies JobSpec<z.ZodType>;

/**
 * Fetches one network of one topic from where it stopped and ingests what it brings. Not retried by
 * the queue: a failure is recorded on the run with its next time, and a fetch lost with its worker
 * is taken again by the sweep once its lease ends.
 */
export const fetchSpec = {
  name: 'listen.fetch',
  payload: z.object({ topic_id: z.number().int(), network: listenNetworkSchema }),
  retryLimit: 0,
  retryDelaySeconds: 60,
  expireInSeconds: 10 * 60,
} satisfies JobSpec<z.ZodType>;

/** Listening's fetching queues (the insight module adds its alert queues beside them). */
export const listeningFetchSpecs: JobSpec<z.ZodType>[] = [sweepSpec, fetchSpec];

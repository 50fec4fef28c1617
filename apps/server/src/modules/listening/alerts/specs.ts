import { z } from 'zod';
import type { JobSpec } from '../../../jobs/queue.js';
import { noticeMailPayload } from '../../notices/index.js';

/**
 * Every 5 minutes: each active topic's last full hour against its baseline (spike.ts). An alert is
 * stored once per topic, kind and hour (unique), and its readers are told in the same transaction,
 * so a retry or two sweeps at once never tell twice.
 */
export const spikeSpec = {
  name: 'listen.spikes',
  payload: z.object({}),
  retryLimit: 0,
  retryDelaySeconds: 60,
  expireInSeconds: 5 * 60,
} satisfies JobSpec<z.ZodType>;

/** E-mails one spike notice to its reader; a notice already read sends nothing. */
export const spikeMailSpec = {
  name: 'listen.notice-mail',
  payload: noticeMailPayload,
  // A mail server that is down is tried again later.
  retryLimit: 5,
  retryDelaySeconds: 60,
} satisfies JobSpec<z.ZodType>;

/** The spike alerts' queues, created before anything is sent to them. */
export const insightJobSpecs: JobSpec<z.ZodType>[] = [spikeSpec, spikeMailSpec];

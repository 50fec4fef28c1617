import { z } from 'zod';
import type { JobSpec } from '../../../jobs/queue.js';
import { noticeMailPayload } from '../../notices/index.js';

/**
 * Every minute: ends the published tasks whose deadline passed and reminds the receivers of the ones
 * due within their reminder window. Only database work under row locks (skip locked), so two sweeps
 * at once, or a retry, never end or remind a task twice.
 */
export const sweepSpec = {
  name: 'assign.sweep',
  payload: z.object({}),
  retryLimit: 0,
  retryDelaySeconds: 60,
  expireInSeconds: 5 * 60,
} satisfies JobSpec<z.ZodType>;

/**
 * Looks for posts to propose: for one task (after it is published, changed or given to more
 * receivers), or for every open task (on its schedule, as posts arrive from the networks). Proposals
 * are inserted once each (unique per to-do and post), so a repeat proposes nothing twice.
 */
export const proposeSpec = {
  name: 'assign.propose',
  payload: z.object({ task_id: z.number().int().positive().optional() }),
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 10 * 60,
} satisfies JobSpec<z.ZodType>;

/** E-mails one assign notice to its reader, in their language; a notice already read sends nothing. */
export const noticeMailSpec = {
  name: 'assign.notice-mail',
  payload: noticeMailPayload,
  // A mail server that is down is tried again later.
  retryLimit: 5,
  retryDelaySeconds: 60,
} satisfies JobSpec<z.ZodType>;

export const assignJobSpecs: JobSpec<z.ZodType>[] = [sweepSpec, proposeSpec, noticeMailSpec];

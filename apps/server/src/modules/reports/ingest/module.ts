import type { z } from 'zod';
import type { Binding } from '../../../http/bind.js';
import type { JobDefinition, JobSpec } from '../../../jobs/queue.js';
import type { ReportsDeps } from '../deps.js';
import { ingestEndpoints, notOpenYet } from '../pending.js';

/** Metrics readings: the refresh endpoints. */
export function ingestRoutes(_deps: ReportsDeps): Binding[] {
  return notOpenYet(ingestEndpoints);
}

/** Metrics readings: the sync queues. */
export const ingestJobSpecs: JobSpec<z.ZodType>[] = [];

export function ingestJobs(_deps: ReportsDeps): JobDefinition<z.ZodType>[] {
  return [];
}

import type { z } from 'zod';
import type { Binding } from '../../../http/bind.js';
import type { JobDefinition, JobSpec } from '../../../jobs/queue.js';
import type { ReportsDeps } from '../deps.js';
import { exportEndpoints, notOpenYet } from '../pending.js';

/** Exports: direct downloads and export jobs. */
export function exportRoutes(_deps: ReportsDeps): Binding[] {
  return notOpenYet(exportEndpoints);
}

export const exportJobSpecs: JobSpec<z.ZodType>[] = [];

export function exportJobs(_deps: ReportsDeps): JobDefinition<z.ZodType>[] {
  return [];
}

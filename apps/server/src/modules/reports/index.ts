/**
 * Reports: metrics read from every network into snapshots and daily rollups, the report queries with
 * period comparison, and exports. Reads go to the read database (a replica when configured).
 */
import type { z } from 'zod';
import type { Binding } from '../../http/bind.js';
import type { JobDefinition, JobSpec } from '../../jobs/queue.js';
import type { ReportsDeps } from './deps.js';
import { exportJobSpecs, exportJobs, exportRoutes } from './export/module.js';
import { ingestJobSpecs, ingestJobs, ingestRoutes } from './ingest/module.js';
import { queryRoutes } from './query/module.js';

export type { ReportsDeps } from './deps.js';
export { type PostFigures, postFigures } from './post-figures.js';

export function reportsRoutes(deps: ReportsDeps): Binding[] {
  return [...ingestRoutes(deps), ...queryRoutes(deps), ...exportRoutes(deps)];
}

export const reportsJobSpecs: JobSpec<z.ZodType>[] = [...ingestJobSpecs, ...exportJobSpecs];

export function reportsJobs(deps: ReportsDeps): JobDefinition<z.ZodType>[] {
  return [...ingestJobs(deps), ...exportJobs(deps)];
}

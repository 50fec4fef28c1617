import type { z } from 'zod';
import type { Binding } from '../../../http/bind.js';
import type { JobDefinition, JobSpec } from '../../../jobs/queue.js';
import type { ReportsDeps } from '../deps.js';
import { ingestJobDefinitions, metricsReadSpec, metricsSweepSpec, partitionsSpec } from './jobs.js';
import { ingestBindings } from './routes.js';

/** Metrics readings: the refresh endpoints. */
export function ingestRoutes(deps: ReportsDeps): Binding[] {
  return ingestBindings(deps);
}

/** Metrics readings: the sync queues. */
export const ingestJobSpecs: JobSpec<z.ZodType>[] = [
  metricsReadSpec,
  metricsSweepSpec,
  partitionsSpec,
] as JobSpec<z.ZodType>[];

export function ingestJobs(deps: ReportsDeps): JobDefinition<z.ZodType>[] {
  return ingestJobDefinitions(deps);
}

import { reportEndpoints as report } from '@herald/contract';
import type { z } from 'zod';
import { type Binding, bind } from '../../../http/bind.js';
import type { JobDefinition, JobSpec } from '../../../jobs/queue.js';
import type { ReportsDeps } from '../deps.js';
import { directExport } from './direct.js';
import {
  exportCleanupSpec,
  exportDownload,
  exportJobDefinitions,
  exportSpec,
  exportStatus,
  startExport,
} from './job.js';
import { sentimentTable } from './sentiment-table.js';
import { accountTable, tableOf } from './tables.js';

/** Exports: the direct downloads of every report, and export jobs for the big ones. */
export function exportRoutes(deps: ReportsDeps): Binding[] {
  const db = deps.readDb;
  return [
    bind(report.accountExport, async (input, ctx) =>
      directExport(await accountTable(db, ctx, input), input.format),
    ),
    bind(report.postExport, async (input, ctx) =>
      directExport(await tableOf(db, ctx, { report: 'post', input }), input.format),
    ),
    bind(report.mainPostExport, async (input, ctx) =>
      directExport(await tableOf(db, ctx, { report: 'main_post', input }), input.format),
    ),
    bind(report.hashtagExport, async (input, ctx) =>
      directExport(await tableOf(db, ctx, { report: 'hashtag', input }), input.format),
    ),
    bind(report.tagExport, async (input, ctx) =>
      directExport(await tableOf(db, ctx, { report: 'tag', input }), input.format),
    ),
    bind(report.creativeExport, async (input, ctx) =>
      directExport(await tableOf(db, ctx, { report: 'creative', input }), input.format),
    ),
    bind(report.sentimentExport, async (input, ctx) =>
      directExport(await sentimentTable(db, ctx, input, ctx.locale), input.format),
    ),
    bind(report.labelExport, async (input, ctx) =>
      directExport(await tableOf(db, ctx, { report: 'label', input }), input.format),
    ),
    bind(report.labelPostsExport, async (input, ctx) =>
      directExport(await tableOf(db, ctx, { report: 'label_post', input }), input.format),
    ),
    bind(report.taskPostsExport, async (input, ctx) =>
      directExport(await tableOf(db, ctx, { report: 'task_post', input }), input.format),
    ),
    bind(report.completeExport, async (input, ctx) =>
      directExport(await tableOf(db, ctx, { report: 'complete', input }), input.format),
    ),
    bind(report.exportStart, (input, ctx) => startExport(deps, ctx, input)),
    bind(report.exportStatus, (input, ctx) => exportStatus(deps, ctx, input.id)),
    bind(report.exportDownload, (input, ctx) => exportDownload(deps, ctx, input.id)),
  ];
}

export const exportJobSpecs: JobSpec<z.ZodType>[] = [exportSpec, exportCleanupSpec];

export function exportJobs(deps: ReportsDeps): JobDefinition<z.ZodType>[] {
  return exportJobDefinitions(deps);
}

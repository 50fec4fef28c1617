import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { metricGroupSchema, metricKeySchema } from '../entities/metrics.js';
import { socialNetworkSchema } from '../enums.js';
import {
  accountExportInput,
  accountReportInput,
  briefInput,
  collabsInput,
  completionExportInput,
  completionInput,
  EXPORT_DIRECT_MAX_ROWS,
  exportJobInput,
  groupExportInput,
  groupReportInput,
  hashtagSearchInput,
  labelExportInput,
  labelPostExportInput,
  labelPostInput,
  labelReportInput,
  postExportInput,
  postReportInput,
  queryLastInput,
  refreshRunInput,
  reportScopeSchema,
  sentimentExportInput,
  sentimentReportInput,
  taskPostExportInput,
  taskPostInput,
  taskSentimentInput,
} from '../reports/inputs.js';
import {
  accountReportSchema,
  briefSchema,
  completionReportSchema,
  creativeDatasetsSchema,
  creativeOptionsSchema,
  creativeReportSchema,
  exportJobSchema,
  hashtagReportSchema,
  hashtagSearchSchema,
  labelReportSchema,
  mainPostReportSchema,
  postHistorySchema,
  postReportSchema,
  queryLastSchema,
  refreshRowSchema,
  refreshRunSchema,
  reportPostSchema,
  sentimentReportSchema,
  tagReportSchema,
} from '../reports/outputs.js';
import { idInput } from '../schemas/common.js';
import { emptyInput, fileOutput } from '../transport.js';

/** A kind's metric groups, and per network the metrics it cannot give (shown N/A, with why). */
export const metricLookupSchema = z.object({
  groups: z.array(metricGroupSchema),
  unsupported: z.partialRecord(socialNetworkSchema, z.array(metricKeySchema)),
});
export type MetricLookup = z.infer<typeof metricLookupSchema>;

function metricsLookup(path: string, access: 'report_base' | 'report_advance', what: string) {
  return defineEndpoint({ path, access, input: emptyInput, output: metricLookupSchema, summary: what });
}

/** A direct export: `report_advance` for the reports, `assign_base` for the assign reports. */
function exportOf<I extends z.ZodType, const A extends 'report_advance' | 'assign_base'>(
  access: A,
  path: string,
  input: I,
  what: string,
) {
  return defineEndpoint({
    path,
    access,
    input,
    output: fileOutput,
    download: true,
    summary: `${what} as CSV or Excel (.xlsx); over ${EXPORT_DIRECT_MAX_ROWS} rows use report/export/start`,
  });
}

/**
 * Reports (SPEC §2 Report routes, §7 Report calls). `report_base` reads the account, post, main post,
 * tag and hashtag reports; `report_advance` adds exports, the creative and sentiment reports, the
 * brief and collaborators. The assign reports (label, label and task posts, task sentiment,
 * completion) and their direct exports need `assign_base` (SPEC §6 grants assign.report to it); a
 * caller without `assign_manage` reads only their own to-dos (docs/reports.md).
 */
export const reportEndpoints = {
  refreshList: defineEndpoint({
    path: 'report/refresh/list',
    access: 'report_base',
    input: emptyInput,
    output: z.array(refreshRowSchema),
    summary: "Each visible account's metrics reading: state, last fetched, next reading, last error",
  }),
  refreshRun: defineEndpoint({
    path: 'report/refresh/run',
    access: 'report_base',
    input: refreshRunInput,
    output: refreshRunSchema,
    summary: 'Read the accounts’ metrics now (throttled per account)',
  }),
  queryLast: defineEndpoint({
    path: 'report/query/last',
    access: 'report_base',
    input: queryLastInput,
    output: queryLastSchema,
    summary: 'When the metrics of these accounts (default: all visible) were last fetched',
  }),
  accountMetrics: metricsLookup('report/account/metrics', 'report_base', 'The account metrics catalogue'),
  accountReports: defineEndpoint({
    path: 'report/account/reports',
    access: 'report_base',
    input: accountReportInput,
    output: accountReportSchema,
    summary: 'Account metrics per account and in total over a range, with comparison and daily trends',
  }),
  accountExport: exportOf(
    'report_advance',
    'report/account/export',
    accountExportInput,
    'The account report',
  ),
  postMetrics: metricsLookup('report/post/metrics', 'report_base', 'The post metrics catalogue'),
  postReports: defineEndpoint({
    path: 'report/post/reports',
    access: 'report_base',
    input: postReportInput,
    output: postReportSchema,
    summary: 'Posts published in the range with their metrics, filtered, sorted by any metric, paged',
  }),
  postExport: exportOf('report_advance', 'report/post/export', postExportInput, 'The post report'),
  postHistory: defineEndpoint({
    path: 'report/post/history',
    access: 'report_base',
    input: idInput,
    output: postHistorySchema,
    summary: "One post's metrics as each reading found them",
  }),
  postSetCollabs: defineEndpoint({
    path: 'report/post/set_collabs',
    access: 'report_advance',
    input: collabsInput,
    output: reportPostSchema,
    summary: "Record an Instagram post's collaborators",
  }),
  mainPostReports: defineEndpoint({
    path: 'report/main_post/reports',
    access: 'report_base',
    input: postReportInput,
    output: mainPostReportSchema,
    summary: 'Composed posts across their networks: summed where a metric adds up, per network otherwise',
  }),
  mainPostExport: exportOf(
    'report_advance',
    'report/main_post/export',
    postExportInput,
    'The main post report',
  ),
  hashtagSearch: defineEndpoint({
    path: 'report/hashtag/search',
    access: 'report_base',
    input: hashtagSearchInput,
    output: hashtagSearchSchema,
    summary: "Hashtags used in the game's posts in a range, by use",
  }),
  hashtagReports: defineEndpoint({
    path: 'report/hashtag/reports',
    access: 'report_base',
    input: groupReportInput,
    output: hashtagReportSchema,
    summary: 'Per hashtag: posts, reach and engagement over the range, with comparison',
  }),
  hashtagExport: exportOf('report_advance', 'report/hashtag/export', groupExportInput, 'The hashtag report'),
  tagReports: defineEndpoint({
    path: 'report/tag/reports',
    access: 'report_base',
    input: groupReportInput,
    output: tagReportSchema,
    summary: "Per tag: its posts' metrics over the range, with comparison",
  }),
  tagExport: exportOf('report_advance', 'report/tag/export', groupExportInput, 'The tag report'),
  sentimentMetrics: metricsLookup(
    'report/sentiment/metrics',
    'report_advance',
    'The sentiment metrics catalogue',
  ),
  sentimentReports: defineEndpoint({
    path: 'report/sentiment/reports',
    access: 'report_advance',
    input: sentimentReportInput,
    output: sentimentReportSchema,
    summary: "The inbox's sentiment over the range per day and network, with its top terms",
  }),
  sentimentExport: exportOf(
    'report_advance',
    'report/sentiment/export',
    sentimentExportInput,
    'The sentiment report per network',
  ),
  sentimentBrief: defineEndpoint({
    path: 'report/sentiment/brief',
    access: 'report_advance',
    input: briefInput,
    output: briefSchema,
    summary: 'A written summary of the period made from its figures, citing them',
  }),
  creativeMetrics: metricsLookup(
    'report/creative/metrics',
    'report_advance',
    'The creative metrics catalogue',
  ),
  creativeDatasets: defineEndpoint({
    path: 'report/creative/datasets',
    access: 'report_advance',
    input: emptyInput,
    output: creativeDatasetsSchema,
    summary: 'The media sets creatives are grouped in',
  }),
  creativeOptions: defineEndpoint({
    path: 'report/creative/options',
    access: 'report_advance',
    input: reportScopeSchema.pick({ range: true }).strict(),
    output: creativeOptionsSchema,
    summary: 'Networks, accounts and media kinds the creative report can be filtered by',
  }),
  creativeReports: defineEndpoint({
    path: 'report/creative/reports',
    access: 'report_advance',
    input: groupReportInput,
    output: creativeReportSchema,
    summary: 'Per image or video: the posts that used it and their metrics, with comparison',
  }),
  creativeExport: exportOf(
    'report_advance',
    'report/creative/export',
    groupExportInput,
    'The creative report',
  ),
  labelReports: defineEndpoint({
    path: 'report/label/reports',
    access: 'assign_base',
    input: labelReportInput,
    output: labelReportSchema,
    summary: 'Per task label (with the labels below it): its linked posts’ metrics, tasks and to-dos',
  }),
  labelExport: exportOf('assign_base', 'report/label/export', labelExportInput, 'The label report'),
  labelPosts: defineEndpoint({
    path: 'report/label/posts',
    access: 'assign_base',
    input: labelPostInput,
    output: postReportSchema,
    summary: 'The post report over the posts linked to to-dos of the chosen labels’ tasks',
  }),
  labelPostsExport: exportOf(
    'assign_base',
    'report/label/posts/export',
    labelPostExportInput,
    'The label posts report',
  ),
  taskPosts: defineEndpoint({
    path: 'report/task/posts',
    access: 'assign_base',
    input: taskPostInput,
    output: postReportSchema,
    summary: 'The post report over the posts linked to to-dos of the chosen tasks',
  }),
  taskPostsExport: exportOf(
    'assign_base',
    'report/task/posts/export',
    taskPostExportInput,
    'The task posts report',
  ),
  taskSentiment: defineEndpoint({
    path: 'report/task/sentiment',
    access: 'assign_base',
    input: taskSentimentInput,
    output: sentimentReportSchema,
    summary: 'The inbox’s sentiment on the posts linked to the chosen tasks’ to-dos',
  }),
  completeReports: defineEndpoint({
    path: 'report/complete/reports',
    access: 'assign_base',
    input: completionInput,
    output: completionReportSchema,
    summary:
      'Tasks due in the range: completed, rejected, pending, overdue, on-time rate, per task and receiver',
  }),
  completeExport: exportOf(
    'assign_base',
    'report/complete/export',
    completionExportInput,
    'The completion report (per task or per receiver)',
  ),
  exportStart: defineEndpoint({
    path: 'report/export/start',
    access: 'report_advance',
    input: exportJobInput,
    output: exportJobSchema,
    summary: 'Start a large export as a job',
  }),
  exportStatus: defineEndpoint({
    path: 'report/export/status',
    access: 'report_advance',
    input: z.strictObject({ id: z.string().min(1).max(100) }),
    output: exportJobSchema,
    summary: "An export job's progress",
  }),
  exportDownload: defineEndpoint({
    path: 'report/export/download',
    access: 'report_advance',
    input: z.strictObject({ id: z.string().min(1).max(100) }),
    output: fileOutput,
    download: true,
    summary: 'The file of a finished export job',
  }),
};

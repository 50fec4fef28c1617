import { z } from 'zod';
import { metricKeySchema } from '../entities/metrics.js';
import { reportContentTypeSchema, socialNetworkSchema } from '../enums.js';
import { idSchema } from '../schemas/common.js';
import { pageInputSchema } from '../transport.js';

/** The longest range a report reads (SPEC §5 "illegal time range" beyond it). */
export const REPORT_MAX_DAYS = 366;
/** Rows an export answers at once; a bigger one runs as a job with progress and a download. */
export const EXPORT_DIRECT_MAX_ROWS = 20_000;
/** The most rows any export writes. */
export const EXPORT_MAX_ROWS = 500_000;
/** A manual refresh of an account's metrics waits this long after the last one. */
export const REFRESH_THROTTLE_MINUTES = 15;

/** A UTC day, YYYY-MM-DD. Report days are UTC days (decision 0017). */
export const reportDaySchema = z.iso.date();

/**
 * Days from `start` to `end`, both included. Order and span are checked by the server so that a bad
 * range answers the spec's "illegal time range" (`illegal_time_range`, `range_too_long`).
 */
export const reportRangeSchema = z.strictObject({ start: reportDaySchema, end: reportDaySchema });
export type ReportRange = z.infer<typeof reportRangeSchema>;

/**
 * What the range is compared with: nothing, the previous range of equal length, or a chosen range of
 * the same length (`compare_length` otherwise).
 */
export const reportCompareSchema = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('none') }),
  z.strictObject({ mode: z.literal('previous') }),
  z.strictObject({ mode: z.literal('custom'), start: reportDaySchema, end: reportDaySchema }),
]);
export type ReportCompare = z.infer<typeof reportCompareSchema>;

/** Which accounts a report covers: all the caller may see, narrowed by network and account. */
export const reportScopeSchema = z.strictObject({
  range: reportRangeSchema,
  compare: reportCompareSchema.default({ mode: 'previous' }),
  platforms: z.array(socialNetworkSchema).max(20).optional(),
  account_ids: z.array(idSchema).max(1000).optional(),
});
export type ReportScope = z.infer<typeof reportScopeSchema>;

export const exportFormatSchema = z.enum(['csv', 'xlsx']);
export type ExportFormat = z.infer<typeof exportFormatSchema>;

/** Metric keys chosen for columns or trends; unknown keys answer `unknown_metric`. */
const metricKeysSchema = z.array(metricKeySchema).max(60);

export const accountReportInput = reportScopeSchema.extend({
  /** Metrics drawn as daily trends (default: followers, views, engagements). */
  trend_metrics: metricKeysSchema.max(6).optional(),
});
export type AccountReportInput = z.infer<typeof accountReportInput>;

export const reportSortSchema = z.strictObject({
  /** A post metric key, or `published_at`. */
  key: metricKeySchema,
  order: z.enum(['asc', 'desc']),
});

/** Post filters (SPEC §1 post report): content type, network, account, tag, author, hashtag, words. */
export const postFilterSchema = reportScopeSchema.extend({
  content_types: z.array(reportContentTypeSchema).max(6).optional(),
  tag_ids: z.array(idSchema).max(100).optional(),
  author_ids: z.array(idSchema).max(100).optional(),
  hashtags: z.array(z.string().trim().min(1).max(100)).max(50).optional(),
  keyword: z.string().trim().max(100).optional(),
});

export const postReportInput = postFilterSchema.extend({
  ...pageInputSchema.shape,
  sort: reportSortSchema.default({ key: 'published_at', order: 'desc' }),
  /** Columns to answer (default: every post metric). */
  metrics: metricKeysSchema.optional(),
});
export type PostReportInput = z.infer<typeof postReportInput>;

export const postExportInput = postReportInput
  .omit({ page: true, page_size: true })
  .extend({ format: exportFormatSchema });

/** Tag, hashtag and creative reports: groups of posts, each with its summed metrics. */
export const groupReportInput = postFilterSchema.extend({
  sort: reportSortSchema.default({ key: 'engagements', order: 'desc' }),
  metrics: metricKeysSchema.optional(),
});
export type GroupReportInput = z.infer<typeof groupReportInput>;

export const groupExportInput = groupReportInput.extend({ format: exportFormatSchema });

export const hashtagSearchInput = z.strictObject({
  range: reportRangeSchema,
  keyword: z.string().trim().max(100).default(''),
  limit: z.number().int().min(1).max(100).default(20),
});

/** The sentiment report: the inbox's items in the scope, optionally of one post. */
export const sentimentReportInput = reportScopeSchema.extend({ post_id: idSchema.optional() });
export type SentimentReportInput = z.infer<typeof sentimentReportInput>;

export const briefInput = sentimentReportInput.extend({ language: z.enum(['en', 'zh-CN']) });

export const sentimentExportInput = sentimentReportInput.extend({ format: exportFormatSchema });

export const accountExportInput = accountReportInput.extend({ format: exportFormatSchema });

/** Labels, tasks or receivers an assign report is read for, chosen at once. */
export const ASSIGN_REPORT_PICK_MAX = 50;
const pickedIds = z.array(idSchema).max(ASSIGN_REPORT_PICK_MAX);

/**
 * Assign reports (docs/reports.md "Assign reports"). The label report is a group report whose groups
 * are the game's labels, each covering the posts linked to to-dos of tasks under it or below it.
 */
export const labelReportInput = groupReportInput;
export const labelExportInput = groupExportInput;

/** The post report over the posts linked to to-dos of the chosen labels' tasks (all tasks' when none). */
export const labelPostInput = postReportInput.extend({ label_ids: pickedIds.optional() });
export type LabelPostInput = z.infer<typeof labelPostInput>;
export const labelPostExportInput = labelPostInput
  .omit({ page: true, page_size: true })
  .extend({ format: exportFormatSchema });

/** The post report over the posts linked to to-dos of the chosen tasks. */
export const taskPostInput = postReportInput.extend({ task_ids: pickedIds.min(1) });
export type TaskPostInput = z.infer<typeof taskPostInput>;
export const taskPostExportInput = taskPostInput
  .omit({ page: true, page_size: true })
  .extend({ format: exportFormatSchema });

/** The sentiment report over the inbox items on the posts linked to the chosen tasks' to-dos. */
export const taskSentimentInput = reportScopeSchema.extend({ task_ids: pickedIds.min(1) });
export type TaskSentimentInput = z.infer<typeof taskSentimentInput>;

/**
 * The completion report: tasks whose deadline falls in the range (UTC days) against the compared
 * range, narrowed to labels (with the labels below them) and receivers.
 */
export const completionInput = z.strictObject({
  range: reportRangeSchema,
  compare: reportCompareSchema.default({ mode: 'previous' }),
  label_ids: pickedIds.optional(),
  receiver_ids: pickedIds.optional(),
});
export type CompletionInput = z.infer<typeof completionInput>;

/** Which of the completion report's tables a file holds: per task, or per receiver (workload). */
export const completionTableSchema = z.enum(['tasks', 'receivers']);
export const completionExportInput = completionInput.extend({
  table: completionTableSchema,
  format: exportFormatSchema,
});
export type CompletionExportInput = z.infer<typeof completionExportInput>;

/** The reports an export job can write; its `input` is that report's export input. */
export const exportJobInput = z.discriminatedUnion('report', [
  z.strictObject({ report: z.literal('post'), input: postExportInput }),
  z.strictObject({ report: z.literal('main_post'), input: postExportInput }),
  z.strictObject({ report: z.literal('tag'), input: groupExportInput }),
  z.strictObject({ report: z.literal('hashtag'), input: groupExportInput }),
  z.strictObject({ report: z.literal('creative'), input: groupExportInput }),
  z.strictObject({ report: z.literal('label'), input: labelExportInput }),
  z.strictObject({ report: z.literal('label_post'), input: labelPostExportInput }),
  z.strictObject({ report: z.literal('task_post'), input: taskPostExportInput }),
  z.strictObject({ report: z.literal('complete'), input: completionExportInput }),
]);
export type ExportJobInput = z.infer<typeof exportJobInput>;

export const collabsInput = z.strictObject({
  /** The report post (its id in the post report). */
  id: idSchema,
  /** Instagram usernames of the collaborators (at most 3 besides the author, as Instagram allows). */
  usernames: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9._]{1,30}$/, 'invalid_format'),
    )
    .max(3),
});

export const refreshRunInput = z.strictObject({ account_ids: z.array(idSchema).min(1).max(1000).optional() });
export const queryLastInput = z.strictObject({ account_ids: z.array(idSchema).max(1000).optional() });

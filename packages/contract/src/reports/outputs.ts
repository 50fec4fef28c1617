import { z } from 'zod';
import { labelSchema } from '../entities/assign.js';
import { timeZoneSchema } from '../entities/fields.js';
import { metricKeySchema, metricValuesSchema } from '../entities/metrics.js';
import { reportContentTypeSchema, socialNetworkSchema, taskStatusSchema } from '../enums.js';
import { idSchema, isoTime } from '../schemas/common.js';
import { memberRefSchema } from '../schemas/perm.js';
import { pageOf } from '../transport.js';
import { reportDaySchema } from './inputs.js';

/** A daily series of one metric over the range, beside the compared range's (aligned by position). */
export const trendSchema = z.object({
  metric: metricKeySchema,
  days: z.array(reportDaySchema),
  values: z.array(z.number().int().nullable()),
  compare_values: z.array(z.number().int().nullable()),
});
export type Trend = z.infer<typeof trendSchema>;

const accountRefSchema = z.object({
  account_id: idSchema,
  name: z.string(),
  network: socialNetworkSchema,
  avatar_url: z.string().nullable(),
  emulated: z.boolean(),
});

export const accountReportRowSchema = accountRefSchema.extend({ metrics: metricValuesSchema });

export const accountReportSchema = z.object({
  summary: metricValuesSchema,
  accounts: z.array(accountReportRowSchema),
  trends: z.array(trendSchema),
  /** When the scope's metrics were last read from the networks; null if never. */
  last_fetched_at: isoTime.nullable(),
});
export type AccountReport = z.infer<typeof accountReportSchema>;

const tagRefSchema = z.object({ id: idSchema, name: z.string(), color: z.string() });

/** One post of an account as the post report shows it (published through Herald or not). */
export const reportPostSchema = accountRefSchema.extend({
  id: idSchema,
  /** The composed post it came from, when Herald published it. */
  content_id: idSchema.nullable(),
  text: z.string(),
  permalink: z.string().nullable(),
  published_at: isoTime,
  content_type: reportContentTypeSchema,
  tags: z.array(tagRefSchema),
  hashtags: z.array(z.string()),
  author: z.object({ id: idSchema, name: z.string() }).nullable(),
  collaborators: z.array(z.string()),
  metrics: metricValuesSchema,
  /** When its metrics were last read; null if never. */
  fetched_at: isoTime.nullable(),
});
export type ReportPost = z.infer<typeof reportPostSchema>;

export const postReportSchema = pageOf(reportPostSchema).extend({
  /** The page's scope summed (or averaged, per the catalogue), against the compared range. */
  summary: metricValuesSchema,
});
export type PostReport = z.infer<typeof postReportSchema>;

/** A post's metrics as each read found them (the post drawer's history). */
export const postHistorySchema = z.object({
  post: reportPostSchema,
  snapshots: z.array(z.object({ taken_at: isoTime, values: z.record(metricKeySchema, z.number().int()) })),
});

/** One composed post across its networks: summed where a metric adds up, per network otherwise. */
export const mainPostRowSchema = z.object({
  content_id: idSchema,
  title: z.string(),
  text: z.string(),
  published_at: isoTime,
  author: z.object({ id: idSchema, name: z.string() }).nullable(),
  metrics: metricValuesSchema,
  networks: z.array(reportPostSchema),
});
export const mainPostReportSchema = pageOf(mainPostRowSchema).extend({ summary: metricValuesSchema });

/** A group of posts (a tag, a hashtag, a creative) with its metrics. */
const groupRowBase = z.object({ posts: z.number().int(), metrics: metricValuesSchema });

export const tagReportSchema = z.object({
  list: z.array(groupRowBase.extend({ tag: tagRefSchema })),
  summary: metricValuesSchema,
});
export const hashtagReportSchema = z.object({
  list: z.array(groupRowBase.extend({ hashtag: z.string() })),
  summary: metricValuesSchema,
});
export const hashtagSearchSchema = z.array(z.object({ hashtag: z.string(), posts: z.number().int() }));

/**
 * A creative: one uploaded file. A file of the material library is named by its material (and shows
 * its thumbnail); any other keeps its file name.
 */
export const creativeRowSchema = groupRowBase.extend({
  media_id: idSchema,
  /** The approved library material this file is, if any. */
  material_id: idSchema.nullable(),
  name: z.string(),
  kind: z.enum(['image', 'video']),
  thumbnail_url: z.string().nullable(),
});
/** A creative as named and shown, without its figures. */
export type CreativeMedia = Omit<z.infer<typeof creativeRowSchema>, 'posts' | 'metrics'>;
export const creativeReportSchema = z.object({
  list: z.array(creativeRowSchema),
  summary: metricValuesSchema,
});

/**
 * The label report: per label, the posts linked to to-dos of tasks under it or any label below it,
 * and those tasks (deadline in the range) and their to-dos; `path` names the label from its root.
 */
export const labelReportSchema = z.object({
  list: z.array(
    groupRowBase.extend({
      label: labelSchema,
      path: z.array(z.string()),
      tasks: z.number().int(),
      todos: z.number().int(),
    }),
  ),
  summary: metricValuesSchema,
  /** Tasks and to-dos over every label (each once), with a deadline in the range. */
  tasks: z.number().int(),
  todos: z.number().int(),
});
export type LabelReport = z.infer<typeof labelReportSchema>;

/** One task of the completion report: its to-dos' outcome (compare values are null on a task). */
export const completionTaskRowSchema = z.object({
  task_id: idSchema,
  name: z.string(),
  status: taskStatusSchema,
  label_path: z.array(z.string()),
  deadline: isoTime,
  time_zone: timeZoneSchema,
  /** Receivers counted (the caller alone when they only see their own to-dos). */
  receivers: z.number().int(),
  metrics: metricValuesSchema,
});

/** One receiver's workload: open to-dos now, and their to-dos of the range's tasks against the compared range. */
export const completionReceiverRowSchema = z.object({
  receiver: memberRefSchema,
  metrics: metricValuesSchema,
});

export const completionReportSchema = z.object({
  summary: metricValuesSchema,
  tasks: z.array(completionTaskRowSchema),
  receivers: z.array(completionReceiverRowSchema),
});
export type CompletionReport = z.infer<typeof completionReportSchema>;

/** What the creative report can be filtered by (networks, accounts and media kinds with posts). */
export const creativeOptionsSchema = z.object({
  platforms: z.array(socialNetworkSchema),
  accounts: z.array(accountRefSchema),
  kinds: z.array(z.enum(['image', 'video'])),
});

/** The media sets creatives are grouped in (per upload today; the material library adds folders). */
export const creativeDatasetsSchema = z.array(
  z.object({ key: z.string(), name: z.string(), media: z.number().int() }),
);

export const sentimentDaySchema = z.object({
  day: reportDaySchema,
  positive: z.number().int(),
  neutral: z.number().int(),
  negative: z.number().int(),
  unjudged: z.number().int(),
});

export const termCountSchema = z.object({ term: z.string(), count: z.number().int() });

export const sentimentReportSchema = z.object({
  summary: metricValuesSchema,
  days: z.array(sentimentDaySchema),
  networks: z.array(z.object({ network: socialNetworkSchema, metrics: metricValuesSchema })),
  top_terms: z.object({ positive: z.array(termCountSchema), negative: z.array(termCountSchema) }),
});
export type SentimentReport = z.infer<typeof sentimentReportSchema>;

/** A written summary of the period, made from the figures by rules; each figure it cites is listed. */
export const briefSchema = z.object({
  language: z.enum(['en', 'zh-CN']),
  paragraphs: z.array(z.string()),
  figures: z.array(
    z.object({
      key: metricKeySchema,
      value: z.number().int().nullable(),
      compare_value: z.number().int().nullable(),
    }),
  ),
});
export type Brief = z.infer<typeof briefSchema>;

export const refreshStateSchema = z.enum(['idle', 'queued', 'running', 'failed', 'unsupported']);

/** An account's metrics reading: what is being refreshed and when data was last fetched. */
export const refreshRowSchema = accountRefSchema.extend({
  state: refreshStateSchema,
  last_fetched_at: isoTime.nullable(),
  next_at: isoTime.nullable(),
  /** A catalogue error id when the last reading failed (e.g. reconnect needed). */
  error: z.string().nullable(),
});

export const refreshRunSchema = z.object({
  queued: z.number().int(),
  /** Accounts refreshed too recently; they may be refreshed again from this instant. */
  throttled_until: isoTime.nullable(),
});

export const queryLastSchema = z.object({ last_fetched_at: isoTime.nullable() });

export const exportJobSchema = z.object({
  id: z.string(),
  state: z.enum(['queued', 'running', 'ready', 'failed']),
  /** 0–100. */
  progress: z.number().int().min(0).max(100),
  rows: z.number().int().nullable(),
  filename: z.string().nullable(),
  error: z.string().nullable(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;

import type { MetricNaType, ReportContentType, SocialNetwork } from '@herald/contract';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accountPosts, socialAccounts } from './accounts.js';
import { contents } from './content.js';
import { users } from './users.js';

/** Metric values by catalogue key, in stored units (SPEC §5: percent 1/10000, decimal 1/100). */
export type MetricMap = Record<string, number>;
/** Why a metric has no value, by catalogue key. */
export type MetricNaMap = Record<string, MetricNaType>;

/**
 * The post dimension of every report: one row per post read from an account (published through
 * Herald or not), with the facts reports filter on and its latest metrics. `next_fetch_at` follows the
 * decaying schedule (often in the first 48 hours, daily to 30 days, weekly after).
 */
export const reportPosts = pgTable(
  'report_posts',
  {
    postId: integer('post_id')
      .primaryKey()
      .references(() => accountPosts.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => socialAccounts.id, { onDelete: 'cascade' }),
    network: text('network').$type<SocialNetwork>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    contentType: text('content_type').$type<ReportContentType>().notNull().default('post'),
    /** The composed post it came from, when Herald published it. */
    contentId: integer('content_id').references(() => contents.id, { onDelete: 'set null' }),
    /** Lower-cased, without '#'. */
    hashtags: text('hashtags').array().notNull().default(sql`'{}'::text[]`),
    /** Uploaded media the post used (the creative report's unit). */
    mediaIds: integer('media_ids').array().notNull().default(sql`'{}'::integer[]`),
    collaborators: text('collaborators').array().notNull().default(sql`'{}'::text[]`),
    metrics: jsonb('metrics').$type<MetricMap>().notNull().default({}),
    na: jsonb('na').$type<MetricNaMap>().notNull().default({}),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    nextFetchAt: timestamp('next_fetch_at', { withTimezone: true }),
  },
  (table) => [
    index('report_posts_game_time_idx').on(table.gameId, table.publishedAt),
    index('report_posts_account_time_idx').on(table.accountId, table.publishedAt),
    index('report_posts_content_idx').on(table.contentId),
    index('report_posts_due_idx').on(table.nextFetchAt).where(sql`${table.nextFetchAt} is not null`),
  ],
);

/**
 * Raw readings, kept: one row per subject per reading. Partitioned by month on `taken_at`
 * (migration 0008); reports never scan it — the drawer's history reads one post's rows.
 */
export const metricSnapshots = pgTable(
  'metric_snapshots',
  {
    gameId: integer('game_id').notNull(),
    /** 'account' (subject_id: social account) or 'post' (subject_id: account post). */
    subject: text('subject').$type<'account' | 'post'>().notNull(),
    subjectId: integer('subject_id').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    metrics: jsonb('metrics').$type<MetricMap>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.subject, table.subjectId, table.takenAt] })],
);

/** An account's daily metrics (catalogue keys), as the network reported each UTC day. */
export const accountMetricDays = pgTable(
  'account_metric_days',
  {
    gameId: integer('game_id').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => socialAccounts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    metrics: jsonb('metrics').$type<MetricMap>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.day] }),
    index('account_metric_days_game_day_idx').on(table.gameId, table.day),
  ],
);

/**
 * Daily rollups of post metrics by the posts' publication day, per dimension ('account', 'tag',
 * 'hashtag', 'creative', 'content', 'network'): the sum of the latest values of the day's posts in that
 * group. Maintained by deltas as readings arrive (`metrics` adds a `key#n` count for mean metrics).
 */
export const metricRollups = pgTable(
  'metric_rollups',
  {
    gameId: integer('game_id').notNull(),
    dim: text('dim').$type<RollupDim>().notNull(),
    dimKey: text('dim_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** The account the posts belong to (rollups are per account so account permissions apply). */
    accountId: integer('account_id').notNull(),
    posts: integer('posts').notNull().default(0),
    metrics: jsonb('metrics').$type<MetricMap>().notNull().default({}),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.dim, table.day, table.dimKey, table.accountId] })],
);
export type RollupDim = 'account' | 'tag' | 'hashtag' | 'creative' | 'content';

/** An account's metrics reading: when it was last fetched, when next, and why it failed. */
export const reportAccountState = pgTable('report_account_state', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => socialAccounts.id, { onDelete: 'cascade' }),
  gameId: integer('game_id').notNull(),
  state: text('state')
    .$type<'idle' | 'queued' | 'running' | 'failed' | 'unsupported'>()
    .notNull()
    .default('idle'),
  lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
  nextAt: timestamp('next_at', { withTimezone: true }),
  /** The last manual refresh (throttled). */
  manualAt: timestamp('manual_at', { withTimezone: true }),
  error: text('error'),
  /** Failed readings in a row since the last good one: each doubles the wait before the next try. */
  failures: integer('failures').notNull().default(0),
  /** Account metrics the network refused or no longer offers, by key. */
  na: jsonb('na').$type<MetricNaMap>().notNull().default({}),
  /** How far back daily metrics have been read (history on connect). */
  historyFrom: date('history_from', { mode: 'string' }),
});

/** A large export written by a job: progress, then a file to download. */
export const reportExports = pgTable(
  'report_exports',
  {
    id: text('id').primaryKey(),
    gameId: integer('game_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    report: text('report').notNull(),
    input: jsonb('input').notNull(),
    state: text('state').$type<'queued' | 'running' | 'ready' | 'failed'>().notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    rows: integer('rows'),
    filename: text('filename'),
    /** Where the file is kept under the data directory. */
    path: text('path'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('report_exports_game_user_idx').on(table.gameId, table.userId, table.createdAt)],
);

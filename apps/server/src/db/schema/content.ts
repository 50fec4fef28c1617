import type {
  AttemptLog,
  ContentStatus,
  ContentType,
  PostHold,
  PublishResult,
  SocialNetwork,
} from '@herald/contract';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { socialAccounts } from './accounts.js';
import { games } from './tenancy.js';
import { uploads } from './uploads.js';
import { users } from './users.js';

/**
 * Posts, comments, likes and messages a team composes. What the form holds is kept whole in `body`
 * (validated by the contract's input schema on every write); the columns are what lists, the
 * calendar and the pipeline query.
 */
export const contents = pgTable(
  'contents',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.gameId, { onDelete: 'cascade' }),
    contentType: text('content_type').$type<ContentType>().notNull(),
    status: text('status').$type<ContentStatus>().notNull(),
    body: jsonb('body').notNull(),
    title: text('title').notNull().default(''),
    text: text('text').notNull().default(''),
    /** The scheduled instant (UTC) and the zone it was chosen in. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    timeZone: text('time_zone'),
    /** Bumped by every schedule change, so a due job of an older schedule does nothing. */
    scheduleVersion: integer('schedule_version').notNull().default(0),
    /** When the first account published it. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set while a scheduled post is held (a material it uses can no longer be used): it does not go out. */
    held: jsonb('held').$type<PostHold>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contents_game_status_idx').on(table.gameId, table.contentType, table.status),
    index('contents_game_scheduled_idx').on(table.gameId, table.scheduledAt),
    index('contents_game_updated_idx').on(table.gameId, table.updatedAt),
    /** The calendar's range: the instant a post is placed at (schedule, else publish, else creation). */
    index('contents_game_placed_idx').on(
      table.gameId,
      sql`coalesce(${table.scheduledAt}, ${table.publishedAt}, ${table.createdAt})`,
    ),
  ],
);

/** A target's outcome: the contract's publish results, and the two steps of deleting what went out. */
export type TargetResult = PublishResult | 'deleting' | 'deleted';

/**
 * One account a content goes to, and how it went there. The network's id is saved the moment the
 * network answers; `steps` holds a multi-step publish's intermediate ids; `round` counts retries.
 */
export const contentTargets = pgTable(
  'content_targets',
  {
    id: serial('id').primaryKey(),
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull(),
    /** Kept (null) when the account is disconnected later; the name and network stay for history. */
    accountId: integer('account_id').references(() => socialAccounts.id, { onDelete: 'set null' }),
    network: text('network').$type<SocialNetwork>().notNull(),
    accountName: text('account_name').notNull(),
    result: text('result').$type<TargetResult>().notNull().default('init'),
    round: integer('round').notNull().default(0),
    /** `api`: published through the network's API; `mobile`: handed to the post's mobile publisher. */
    via: text('via').$type<'api' | 'mobile'>().notNull().default('api'),
    postId: text('post_id'),
    permalink: text('permalink'),
    steps: jsonb('steps').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    message: text('message'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('content_targets_content_account_uq').on(table.contentId, table.accountId),
    index('content_targets_account_idx').on(table.accountId),
    /** A game's targeted contents, read whole by the visibility filter (contents without targets). */
    index('content_targets_game_content_idx').on(table.gameId, table.contentId),
  ],
);

/**
 * Every call made to a network for a target, written before the call. An attempt still pending after
 * its lease means its worker died mid-call: the outcome is unknown and is looked up, never re-sent.
 */
export const publishAttempts = pgTable(
  'publish_attempts',
  {
    id: serial('id').primaryKey(),
    targetId: integer('target_id')
      .notNull()
      .references(() => contentTargets.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull(),
    round: integer('round').notNull(),
    action: text('action').$type<AttemptLog['action']>().notNull(),
    /** Unique per target, round and try: a redelivered job finds its own attempt. */
    idempotencyKey: text('idempotency_key').notNull(),
    outcome: text('outcome').$type<AttemptLog['outcome']>().notNull().default('pending'),
    /** The network's own words when it refused or failed; Herald's outcomes are said by the console. */
    message: text('message'),
    networkCode: text('network_code'),
    /** The network's id of the post a call published or found. */
    socialPostId: text('social_post_id'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    unique('publish_attempts_key_uq').on(table.idempotencyKey),
    index('publish_attempts_target_idx').on(table.targetId, table.round),
  ],
);

/** The history of a content's status: each transition, who made it and when. */
export const contentEvents = pgTable(
  'content_events',
  {
    id: serial('id').primaryKey(),
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStatus: text('from_status').$type<ContentStatus>(),
    toStatus: text('to_status').$type<ContentStatus>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('content_events_content_idx').on(table.contentId)],
);

/**
 * The uploads a content's body uses (images, videos, thumbnail), kept with every write of the body: the
 * material library finds the posts that use a file by its upload without reading bodies.
 */
export const contentMedia = pgTable(
  'content_media',
  {
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.gameId, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.contentId, table.uploadId] }),
    index('content_media_upload_idx').on(table.gameId, table.uploadId),
  ],
);

import type {
  FeedFilter,
  FeedLanguage,
  FeedState,
  FeedType,
  IssueClass,
  JudgedSentiment,
  Sentiment,
  SentimentSource,
  SmartRuleActions,
  SmartRuleCriteria,
  SmartRuleOrder,
  SocialNetwork,
} from '@herald/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { socialAccounts } from './accounts.js';
import { contents } from './content.js';
import { games } from './tenancy.js';
import { users } from './users.js';

/**
 * How an item reached Herald, which with the account and the network's id makes it one item: a
 * comment, a message, a post that mentions the account, a reaction.
 */
export type FeedSource = 'comment' | 'message' | 'mention' | 'reaction';

/**
 * The inbox: one row per network item (unique on account, source and network id), whatever arrived
 * twice. Edits and deletions on the network update the row; nothing is ever removed by a sync.
 */
export const feeds = pgTable(
  'feeds',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.gameId, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => socialAccounts.id, { onDelete: 'cascade' }),
    network: text('network').$type<SocialNetwork>().notNull(),
    source: text('source').$type<FeedSource>().notNull(),
    feedType: text('feed_type').$type<FeedType>().notNull(),
    remoteId: text('remote_id').notNull(),
    postRemoteId: text('post_remote_id'),
    parentRemoteId: text('parent_remote_id'),
    conversationId: text('conversation_id'),
    authorId: text('author_id'),
    authorName: text('author_name'),
    authorAvatar: text('author_avatar'),
    authorFollowers: integer('author_followers'),
    text: text('text').notNull().default(''),
    permalink: text('permalink'),
    language: text('language').$type<FeedLanguage>(),
    sentiment: text('sentiment').$type<Sentiment>().notNull().default('init'),
    sentimentSource: text('sentiment_source').$type<SentimentSource>(),
    sentimentScore: real('sentiment_score'),
    /** A person's correction: it outlives every re-classification. */
    sentimentCorrected: text('sentiment_corrected').$type<JudgedSentiment>(),
    state: text('state').$type<FeedState>().notNull().default('new'),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    issueClasses: text('issue_classes').array().$type<IssueClass[]>().notNull().default(sql`'{}'::text[]`),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    firstResponseBy: integer('first_response_by').references(() => users.id, { onDelete: 'set null' }),
    /** Bumped by every change (by the team or the network), for the live stream. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('feeds_item_uq').on(table.accountId, table.source, table.remoteId),
    index('feeds_game_created_idx').on(table.gameId, table.createdAt.desc(), table.id.desc()),
    index('feeds_account_created_idx').on(table.accountId, table.createdAt.desc(), table.id.desc()),
    index('feeds_game_state_idx').on(table.gameId, table.state, table.createdAt.desc()),
    index('feeds_game_assignee_idx').on(table.gameId, table.assigneeId, table.createdAt.desc()),
    index('feeds_conversation_idx').on(table.accountId, table.conversationId),
    index('feeds_post_idx').on(table.accountId, table.postRemoteId),
    /** A comment's replies (its thread), for first responses and the conversation view. */
    index('feeds_parent_idx')
      .on(table.accountId, table.parentRemoteId)
      .where(sql`${table.parentRemoteId} is not null`),
    index('feeds_author_idx').on(table.gameId, table.network, table.authorId),
    index('feeds_game_updated_idx').on(table.gameId, table.updatedAt),
    /** Items with a detected issue class, counted under the built-in tags. */
    index('feeds_game_issue_idx').on(table.gameId).where(sql`cardinality(${table.issueClasses}) > 0`),
  ],
);

/** Tags of a game, on feed items and on posts. Built-in tags stand for an issue class. */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.gameId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    issueClass: text('issue_class').$type<IssueClass>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tags_game_name_uq').on(table.gameId, sql`lower(${table.name})`),
    uniqueIndex('tags_game_issue_uq').on(table.gameId, table.issueClass),
  ],
);

export const feedTags = pgTable(
  'feed_tags',
  {
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.feedId, table.tagId] }),
    index('feed_tags_tag_idx').on(table.tagId, table.feedId),
  ],
);

/** Tags on composed posts (tag reports group posts by them). */
export const contentTags = pgTable(
  'content_tags',
  {
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.contentId, table.tagId] }),
    index('content_tags_tag_idx').on(table.tagId, table.contentId),
  ],
);

/**
 * The keyword index: each item's words (lower-cased) and, for Chinese, every pair of adjacent
 * characters, which `to_tsvector` and `pg_trgm` cannot index for two-character words. Each term's
 * items are kept in the inbox's order (the item's network time, then its id), so a search reads a
 * term's newest items first and stops at a page, however common the term.
 */
export const feedTerms = pgTable(
  'feed_terms',
  {
    gameId: integer('game_id').notNull(),
    term: text('term').notNull(),
    /** The item's `created_at`, copied: the order a term's items are read in. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.term, table.createdAt, table.feedId] }),
    index('feed_terms_feed_idx').on(table.feedId),
  ],
);

export const feedNotes = pgTable(
  'feed_notes',
  {
    id: serial('id').primaryKey(),
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feed_notes_feed_idx').on(table.feedId)],
);

/** Replies sent from the inbox: the composed comment or message that answers an item. */
export const feedReplies = pgTable(
  'feed_replies',
  {
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull(),
    kind: text('kind').$type<'public' | 'private'>().notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.feedId, table.contentId] })],
);

/** Who has an item open, and whether they are answering it (the collision warning); short-lived. */
export const feedPresence = pgTable(
  'feed_presence',
  {
    feedId: integer('feed_id')
      .notNull()
      .references(() => feeds.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    replying: boolean('replying').notNull().default(false),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.feedId, table.userId] })],
);

/** Per-account sync state: cursors per read, throttling and failure counters. */
export const feedSync = pgTable('feed_sync', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => socialAccounts.id, { onDelete: 'cascade' }),
  gameId: integer('game_id').notNull(),
  /** The newest instant or id seen per read (comments, mentions, messages), to read only what is new. */
  cursors: jsonb('cursors').$type<Record<string, string>>().notNull().default({}),
  lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  failures: integer('failures').notNull().default(0),
  lastError: text('last_error'),
  backfilledAt: timestamp('backfilled_at', { withTimezone: true }),
  nextSyncAt: timestamp('next_sync_at', { withTimezone: true }),
});

/** Saved inbox filters: a member's own, or shared with the game. */
export const feedViews = pgTable(
  'feed_views',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.gameId, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shared: boolean('shared').notNull().default(false),
    filter: jsonb('filter').$type<FeedFilter>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feed_views_game_idx').on(table.gameId, table.ownerId)],
);

/** Smart rules: criteria and actions, in the ordered or the unordered list, by position. */
export const smartRules = pgTable(
  'smart_rules',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.gameId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    orderKind: text('order_kind').$type<SmartRuleOrder>().notNull(),
    position: integer('position').notNull(),
    criteria: jsonb('criteria').$type<SmartRuleCriteria>().notNull(),
    actions: jsonb('actions').$type<SmartRuleActions>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    matchCount: integer('match_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('smart_rules_game_idx').on(table.gameId, table.orderKind, table.position)],
);

/** A background re-run over a game's stored items, with its progress. */
export type RerunKind = 'reclassify' | 'smart_rule';
export const feedReruns = pgTable(
  'feed_reruns',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.gameId, { onDelete: 'cascade' }),
    kind: text('kind').$type<RerunKind>().notNull(),
    state: text('state').$type<'running' | 'done' | 'failed'>().notNull(),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.kind] })],
);

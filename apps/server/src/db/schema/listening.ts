import type { ListenNetwork, ListenSourceState, TopicFields, TopicType } from '@herald/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { socialAccounts } from './accounts.js';
import { games } from './tenancy.js';
import { users } from './users.js';

/**
 * Listening: topics, the items heard on the networks (one row per network item per game, shared by
 * every topic that matches it), the matches (per topic, with the sentiment that topic shows), each
 * topic's fetch state per network, the searches' quota uses and the spike alerts. Every row carries
 * its game; every query names it.
 */

export type TopicSourceRow = TopicFields['sources'][number];
export type TopicIncludeRow = TopicFields['include_keywords'];
export type TopicExcludeRow = TopicFields['exclude_keywords'];

/** A topic; status 0 draft, 1 active, 2 archive (SPEC §4). */
export const listenTopics = pgTable(
  'listen_topics',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.gameId, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').$type<TopicType>().notNull(),
    status: smallint('status').notNull().default(0),
    sources: jsonb('sources').$type<TopicSourceRow[]>().notNull(),
    include: jsonb('include').$type<TopicIncludeRow>().notNull(),
    exclude: jsonb('exclude').$type<TopicExcludeRow>().notNull(),
    steamAppId: integer('steam_app_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('listen_topics_game_idx').on(table.gameId, table.status, table.id)],
);

/** An item heard on a network: one row per (game, network, network id), whichever topics matched it. */
export const listenItems = pgTable(
  'listen_items',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.gameId, { onDelete: 'cascade' }),
    network: text('network').$type<ListenNetwork>().notNull(),
    externalId: text('external_id').notNull(),
    url: text('url'),
    text: text('text').notNull(),
    authorId: text('author_id'),
    authorName: text('author_name'),
    authorHandle: text('author_handle'),
    /** Followers or subscribers where the network tells. */
    authorReach: integer('author_reach'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** The classifier's (and the game's sentiment rules') judgement. */
    sentiment: text('sentiment').$type<'positive' | 'neutral' | 'negative'>().notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('listen_items_network_uq').on(table.gameId, table.network, table.externalId)],
);

/**
 * A topic's match of an item. The item's time, network, author and sentiment are copied here so the
 * insight queries read one table on the (topic, time) index; `corrected` marks a person's sentiment.
 */
export const listenMatches = pgTable(
  'listen_matches',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => listenTopics.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => listenItems.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull(),
    network: text('network').$type<ListenNetwork>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    sentiment: text('sentiment').$type<'positive' | 'neutral' | 'negative'>().notNull(),
    corrected: boolean('corrected').notNull().default(false),
    /** The author's key on the network (`network:id` or handle) and reach, for the authors tab. */
    authorKey: text('author_key'),
    authorReach: integer('author_reach'),
    /** The topic's terms found in the item, as written. */
    terms: text('terms').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    primaryKey({ columns: [table.topicId, table.itemId] }),
    // The (topic, time) order with every column the insight tallies read after it: the mentions
    // keyset (time, item id) and index-only scans for authors, reach, networks and sentiment.
    index('listen_matches_topic_time_idx').on(
      table.topicId,
      table.publishedAt,
      table.itemId,
      table.authorKey,
      table.authorReach,
      table.network,
      table.sentiment,
    ),
  ],
);

/**
 * A topic's mentions per UTC hour, network and sentiment: the rollup the overview, its networks and
 * the mentions total read instead of the matches. Kept by statement triggers on listen_matches
 * (migration 0011, `listen_tallies_keep`) in the same statement as every write of a match —
 * ingestion, a person's correction, a re-match, a cascade — so it always equals the matches' counts.
 */
export const listenTallies = pgTable(
  'listen_tallies',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => listenTopics.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    network: text('network').$type<ListenNetwork>().notNull(),
    sentiment: text('sentiment').$type<'positive' | 'neutral' | 'negative'>().notNull(),
    mentions: integer('mentions').notNull(),
  },
  (table) => [primaryKey({ columns: [table.topicId, table.hour, table.network, table.sentiment] })],
);

/** How fetching one network of a topic stands, and where the next fetch starts. */
export const listenRuns = pgTable(
  'listen_runs',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => listenTopics.id, { onDelete: 'cascade' }),
    network: text('network').$type<ListenNetwork>().notNull(),
    gameId: integer('game_id').notNull(),
    state: text('state').$type<ListenSourceState>().notNull().default('waiting'),
    detail: text('detail'),
    /** Items newer than this are fetched next (the newest item's time seen so far). */
    sinceAt: timestamp('since_at', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the run until then; another may take it after (a crashed worker's lease ends). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    matched: integer('matched').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.topicId, table.network] }),
    index('listen_runs_due_idx').on(table.nextRunAt),
  ],
);

/** One use of a network's search quota by the game: X reads, Instagram hashtags, queries, units. */
export const listenQuotaUses = pgTable(
  'listen_quota_uses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.gameId, { onDelete: 'cascade' }),
    network: text('network').$type<ListenNetwork>().notNull(),
    accountId: integer('account_id').references(() => socialAccounts.id, { onDelete: 'cascade' }),
    /** The hashtag an Instagram search took a slot for; null for other uses. */
    key: text('key'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('listen_quota_uses_game_idx').on(table.gameId, table.network, table.usedAt)],
);

/** A spike: the last hour far above the topic's baseline; once per topic, kind and hour. */
export const listenAlerts = pgTable(
  'listen_alerts',
  {
    id: serial('id').primaryKey(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => listenTopics.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull(),
    kind: text('kind').$type<'volume' | 'negative'>().notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    observed: integer('observed').notNull(),
    baseline: integer('baseline').notNull(),
    drivers: jsonb('drivers')
      .$type<{
        terms: { term: string; count: number }[];
        authors: { term: string; count: number }[];
        networks: { term: string; count: number }[];
      }>()
      .notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('listen_alerts_window_uq').on(table.topicId, table.kind, table.windowStart),
    index('listen_alerts_topic_idx').on(table.topicId, table.createdAt),
  ],
);

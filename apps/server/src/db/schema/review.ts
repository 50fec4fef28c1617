import type {
  ChatKind,
  NotificationKind,
  ReviewChannel,
  ReviewDecision,
  ReviewRequestStatus,
  ReviewSwitch,
  ReviewTimeoutAction,
} from '@herald/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { socialAccounts } from './accounts.js';
import { contents } from './content.js';
import { games } from './tenancy.js';
import { users } from './users.js';

export interface StoredLevel {
  level: number;
  content_name: string;
}
export type StoredSwitch = ReviewSwitch;
/** A chat webhook; its address is encrypted at rest like a token (it lets anyone post to the chat). */
export interface StoredChat {
  kind: ChatKind;
  url_sealed: string;
  enabled: boolean;
}
export interface StoredLevelReviewers {
  level: number;
  reviewers: string[];
}

/** A game's review configuration (SPEC §3 review config): levels, switches, corporate chats. */
export const reviewConfigs = pgTable('review_configs', {
  gameId: integer('game_id')
    .primaryKey()
    .references(() => games.gameId, { onDelete: 'cascade' }),
  maxLevel: integer('max_level').notNull(),
  levels: jsonb('levels').$type<StoredLevel[]>().notNull(),
  switches: jsonb('switches').$type<StoredSwitch[]>().notNull(),
  chats: jsonb('chats').$type<StoredChat[]>().notNull().default(sql`'[]'::jsonb`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Who reviews which accounts, per level; one default flow per game reviews every other account. */
export const reviewFlows = pgTable(
  'review_flows',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.gameId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    levels: jsonb('levels').$type<StoredLevelReviewers[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('review_flows_game_name_uq').on(table.gameId, table.name),
    uniqueIndex('review_flows_one_default_uq').on(table.gameId).where(sql`${table.isDefault}`),
  ],
);

/** The accounts a flow names; an account is in at most one flow. */
export const reviewFlowAccounts = pgTable(
  'review_flow_accounts',
  {
    flowId: integer('flow_id')
      .notNull()
      .references(() => reviewFlows.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => socialAccounts.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId] }),
    index('review_flow_accounts_flow_idx').on(table.flowId),
  ],
);

/**
 * The approval plan fixed at submission: per level, each flow's share of the target accounts and its
 * reviewers then. Later configuration changes do not move a submission already under review.
 */
export interface ReviewPlanStage {
  level: number;
  name: string;
  steps: { key: string; flow_name: string; account_ids: number[]; reviewers: string[] }[];
}

/** One submission's approval (a content is submitted again after a rejection: a new request). */
export const reviewRequests = pgTable(
  'review_requests',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id').notNull(),
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    status: text('status').$type<ReviewRequestStatus>().notNull().default('pending'),
    levelCount: integer('level_count').notNull(),
    currentLevel: integer('current_level').notNull().default(1),
    plan: jsonb('plan').$type<ReviewPlanStage[]>().notNull(),
    timeoutAt: timestamp('timeout_at', { withTimezone: true }),
    timeoutAction: text('timeout_action').$type<ReviewTimeoutAction>().notNull(),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('review_requests_one_pending_uq').on(table.contentId).where(sql`${table.status} = 'pending'`),
    index('review_requests_game_status_idx').on(table.gameId, table.status, table.createdAt),
  ],
);

/** A decision on one step (flow) of one level; the unique key makes every path's decision final. */
export const reviewDecisions = pgTable(
  'review_decisions',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => reviewRequests.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    stepKey: text('step_key').notNull(),
    flowName: text('flow_name').notNull(),
    reviewerEmail: text('reviewer_email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    decision: text('decision').$type<ReviewDecision>().notNull(),
    comment: text('comment').notNull().default(''),
    via: text('via').$type<ReviewChannel>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('review_decisions_step_uq').on(table.requestId, table.level, table.stepKey)],
);

/** Decision links sent by e-mail or chat: the signed token names this row; using it sets used_at. */
export const reviewLinks = pgTable(
  'review_links',
  {
    id: text('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => reviewRequests.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    reviewerEmail: text('reviewer_email').notNull(),
    decision: text('decision').$type<ReviewDecision>().notNull(),
    via: text('via').$type<ReviewChannel>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('review_links_request_idx').on(table.requestId)],
);

/** In-console notifications for one user. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.gameId, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    contentId: integer('content_id').references(() => contents.id, { onDelete: 'cascade' }),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default(sql`'{}'::jsonb`),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_user_idx').on(table.userId, table.createdAt)],
);

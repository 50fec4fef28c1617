import type { AccountStatus, BacktrackStatus, SocialNetwork } from '@herald/contract';
import {
  boolean,
  foreignKey,
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
import { publishingGroups } from './perm.js';
import { games, memberships } from './tenancy.js';
import { users } from './users.js';

/** Connected social accounts of a game; credentials live apart in account_credentials. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.gameId, { onDelete: 'cascade' }),
    socialChannel: text('social_channel').$type<SocialNetwork>().notNull(),
    socialAccount: text('social_account').notNull(),
    socialId: text('social_id').notNull(),
    status: text('status').$type<AccountStatus>().notNull().default('connected'),
    /** Once set, users cannot change it (SPEC §3). */
    groupId: integer('group_id').references(() => publishingGroups.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The team's nickname for the account. */
    remark: text('remark'),
    socialLink: text('social_link'),
    avatarUrl: text('avatar_url'),
    postTemplate: text('post_template'),
    /** Connected through the local emulator rather than the real network. */
    emulated: boolean('emulated').notNull().default(false),
    connectedBy: integer('connected_by').references(() => users.id, { onDelete: 'set null' }),
    /** Last successful contact with the network; data stops here when the authorization lapses. */
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    /** When the authorization was found expired (null while it is valid). */
    dataUntil: timestamp('data_until', { withTimezone: true }),
    backtrackStatus: text('backtrack_status').$type<BacktrackStatus>().notNull().default('init'),
    firstDataTime: timestamp('first_data_time', { withTimezone: true }),
    backtrackEarliestTime: timestamp('backtrack_earliest_time', { withTimezone: true }),
    backtrackRunAt: timestamp('backtrack_run_at', { withTimezone: true }),
    backtrackError: text('backtrack_error'),
  },
  (table) => [
    unique('social_accounts_channel_id_uq').on(table.socialChannel, table.socialId),
    index('social_accounts_game_idx').on(table.gameId, table.socialChannel),
  ],
);

/** Sealed platform credentials of an account (TokenVault); never selected into an API answer. */
export const accountCredentials = pgTable('account_credentials', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => socialAccounts.id, { onDelete: 'cascade' }),
  accessToken: text('access_token').notNull(),
  refreshToken: text('refresh_token'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }),
  scopes: text('scopes').array().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One authorization in flight: started by account/bind or rebind, completed by oauth/callback, consumed
 * by bind/accounts. The PKCE verifier and the network's grant are sealed.
 */
export const oauthAttempts = pgTable(
  'oauth_attempts',
  {
    state: text('state').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.gameId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    socialChannel: text('social_channel').$type<SocialNetwork>().notNull(),
    redirectUri: text('redirect_uri').notNull(),
    codeVerifier: text('code_verifier'),
    rebindAccountId: integer('rebind_account_id').references(() => socialAccounts.id, {
      onDelete: 'cascade',
    }),
    /** pending → authorized → used, or failed. */
    status: text('status').notNull().default('pending'),
    /** Public facts of what can be connected (names, links); the credentials are in `grant`. */
    candidates: jsonb('candidates'),
    /**
     * Sealed. Pending: what the authorization carries between its consents (the communities asked, a
     * first consent's token); authorized: what it lets the user connect, with the credentials.
     */
    grant: text('grant'),
    error: text('error'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('oauth_attempts_expiry_idx').on(table.expiresAt)],
);

/** Posts read from an account's network (history import and sync); reports build on them. */
export const accountPosts = pgTable(
  'account_posts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => socialAccounts.id, { onDelete: 'cascade' }),
    socialPostId: text('social_post_id').notNull(),
    text: text('text'),
    permalink: text('permalink'),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    /** Counters as the network reported them at `syncedAt` (likes, comments, shares, views…). */
    metrics: jsonb('metrics').$type<Record<string, number>>().notNull().default({}),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('account_posts_account_post_uq').on(table.accountId, table.socialPostId),
    index('account_posts_account_time_idx').on(table.accountId, table.postedAt),
  ],
);

/** Which social accounts a member may act on (their social permissions come from roles). */
export const memberAccounts = pgTable(
  'member_accounts',
  {
    gameId: integer('game_id').notNull(),
    userId: integer('user_id').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => socialAccounts.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.accountId] }),
    foreignKey({
      columns: [table.gameId, table.userId],
      foreignColumns: [memberships.gameId, memberships.userId],
    }).onDelete('cascade'),
  ],
);

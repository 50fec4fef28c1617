import {
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { publishingGroups } from './perm.js';
import { games, memberships } from './tenancy.js';

/** Connected social accounts of a game (the platform layer adds tokens and sync state). */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.gameId, { onDelete: 'cascade' }),
    socialChannel: text('social_channel').notNull(),
    socialAccount: text('social_account').notNull(),
    socialId: text('social_id').notNull(),
    status: text('status').notNull().default('connected'),
    /** Once set, users cannot change it (SPEC §3). */
    groupId: integer('group_id').references(() => publishingGroups.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('social_accounts_channel_id_uq').on(table.socialChannel, table.socialId)],
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
